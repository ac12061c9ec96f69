import { describe, expect, it } from 'vitest';
import type { ScanUploadApi } from '../../../src/application/scans/ScanUploadApi';
import type { Subject } from './support/Subject';

export interface ScanUploadApiSubject {
  readonly api: ScanUploadApi;
  /** A scan file as the upload page sends it (the zip it prepared, or a single file). */
  readonly scan: { readonly file: Blob; readonly name: string };
  /** Gives the signed-in customer a plan with segmentations left. */
  withQuota(): Promise<void>;
}

/** An upload address of the right form that no upload has. */
const UNKNOWN_UPLOAD = `/api/scans/uploads/${'0'.repeat(32)}`;

/**
 * What the scan upload page relies on from the upload: SPEC §7's one POST, or the resumable
 * uploads of this server (where the runner says the backend has them, where an upload begun
 * earlier stands).
 */
export function scanUploadApiContract(subject: Subject<ScanUploadApiSubject>, options: { readonly resumable: boolean }): void {
  describe('ScanUploadApi', () => {
    it('takes a scan from a customer with segmentations left, answering the receipt', async () => {
      const { api, scan, withQuota } = await subject();
      await withQuota();
      expect(await api.start(scan.file, scan.name).finished).toMatchObject({ ok: true, value: { jobId: expect.toSatisfy((id: unknown) => id === null || typeof id === 'number') } });
    });

    it('refuses a scan from a customer without a plan', async () => {
      const { api, scan } = await subject();
      expect(await api.start(scan.file, scan.name).finished).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
    });

    it('knows no upload at an address it never made', async () => {
      const { api } = await subject();
      expect(await api.earlier(UNKNOWN_UPLOAD)).toEqual({ ok: true, value: { kind: 'gone' } });
    });

    if (!options.resumable) return;
    it('tells an upload begun earlier as taken once every byte arrived', async () => {
      const { api, scan, withQuota } = await subject();
      await withQuota();
      let address: string | null = null;
      const finished = await api.start(scan.file, scan.name, { onResumable: (at) => (address = at) }).finished;
      expect(finished).toMatchObject({ ok: true });
      expect(address).not.toBeNull();
      expect(await api.earlier(address ?? '')).toMatchObject({ ok: true, value: { kind: 'accepted' } });
    });
  });
}
