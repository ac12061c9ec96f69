import { describe, expect, it } from 'vitest';
import type { ScanHistoryApi } from '../../../src/application/scans/ScanHistoryApi';
import type { Subject } from './support/Subject';

export interface ScanHistoryApiSubject {
  readonly api: ScanHistoryApi;
  /** Uploads a scan for the signed-in customer (a plan given first) and answers its file name. */
  upload(): Promise<string>;
}

/**
 * What the upload page's scan list relies on from GET /api/scans/mine (DESIGN §6): the customer's
 * scans where the backend keeps them, or none (null) on one that honours only SPEC §7.
 */
export function scanHistoryApiContract(subject: Subject<ScanHistoryApiSubject>, options: { readonly keepsHistory: boolean }): void {
  describe('ScanHistoryApi', () => {
    if (!options.keepsHistory) {
      it('answers that it keeps no history', async () => {
        const { api, upload } = await subject();
        await upload();
        expect(await api.mine()).toEqual({ ok: true, value: null });
      });
      return;
    }

    it('lists a scan the customer uploaded, with its name, status and upload time', async () => {
      const { api, upload } = await subject();
      const fileName = await upload();
      const scans = await api.mine();
      expect(scans.ok && scans.value?.find((scan) => scan.fileName === fileName)).toMatchObject({
        id: expect.any(Number),
        status: expect.toSatisfy((status: unknown) => ['Queued', 'Processing', 'Completed', 'Failed'].includes(String(status))),
        uploadedAt: expect.any(Date),
      });
    });
  });
}
