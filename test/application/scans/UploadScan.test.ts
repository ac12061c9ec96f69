import { describe, expect, it } from 'vitest';
import { UploadScan } from '../../../src/application/scans/UploadScan';
import { UnfinishedUploadStore } from '../../../src/application/scans/UnfinishedUploadStore';
import { accepted, aiTestKit, failure, mrSlices, zippedSlices } from '../../ui/ai/aiTestKit';
import { settle } from '../support/checkoutFakes';
import { nour } from '../../ui/account/accountTestKit';

type Kit = ReturnType<typeof aiTestKit>;

/** The demo customer aiTestKit signs in. */
const { userId } = nour;

/** Lets preparing (jszip works through timers of its own) finish until `count` uploads began. */
async function sending(kit: Kit, count = 1): Promise<void> {
  for (let attempt = 0; attempt < 200 && kit.uploads.sent.length < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
}


describe('UploadScan', () => {
  it('sends nothing for two zips chosen together, and says why', async () => {
    const kit = aiTestKit();
    const result = await kit.container.get(UploadScan).execute({ files: [await zippedSlices('a.zip'), await zippedSlices('b.zip')] });
    expect(result).toEqual({ ok: false, error: { code: 'zips-only' } });
    expect(kit.uploads.sent).toEqual([]);
  });

  it('zips the other files and reports the zips it left out', async () => {
    const kit = aiTestKit();
    const skipped = await zippedSlices('old.zip');
    const uploading = kit.container.get(UploadScan).execute({ files: [...mrSlices(1), skipped] });
    for (let attempt = 0; attempt < 100 && kit.uploads.sent.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
    kit.uploads.last.answer(accepted);
    expect(await uploading).toEqual({ ok: true, value: { receipt: { jobId: 31, status: 'Queued', message: expect.any(String) }, fileName: 'dicoms.zip', skippedZips: [skipped] } });
  });

  it.each([
    [{ kind: 'unreadable', path: 'series/IM7.dcm' }, { code: 'unreadable', path: 'series/IM7.dcm' }],
    [{ kind: 'unparseable', path: 'series/IM8.dcm', reason: 'broken-dicom' }, { code: 'unparseable', path: 'series/IM8.dcm', reason: 'broken-dicom' }],
    [{ kind: 'unavailable' }, { code: 'failed' }],
    [{ kind: 'cancelled' }, { code: 'cancelled' }],
  ] as const)('uploads nothing when preparing fails with %j', async (failure, error) => {
    const kit = aiTestKit();
    kit.preparer.prepareFailure = failure;
    expect(await kit.container.get(UploadScan).execute({ files: mrSlices(2) })).toEqual({ ok: false, error });
    expect(kit.uploads.sent).toEqual([]);
  });

  it('remembers the upload once the server made it, with its progress, and forgets it once the scan was taken', async () => {
    const kit = aiTestKit();
    const store = kit.container.get(UnfinishedUploadStore);
    const uploading = kit.container.get(UploadScan).execute({ files: mrSlices(2) });
    await sending(kit);
    expect((await store.mine(userId))).toEqual([]);
    kit.uploads.last.options.onResumable?.('/api/scans/uploads/u1');
    kit.uploads.last.progress(Math.floor(kit.uploads.last.file.size / 2));
    expect((await store.mine(userId))).toEqual([
      expect.objectContaining({ address: '/api/scans/uploads/u1', fileName: 'dicoms.zip', fileCount: 2, totalBytes: kit.uploads.last.file.size, sentBytes: Math.floor(kit.uploads.last.file.size / 2), key: kit.preparer.keys[0] }),
    ]);
    kit.uploads.last.answer(accepted);
    expect(await uploading).toMatchObject({ ok: true });
    expect((await store.mine(userId))).toEqual([]);
  });

  it('resumes a remembered upload with the same key and address; a gone one starts afresh with the same key', async () => {
    const kit = aiTestKit();
    const store = kit.container.get(UnfinishedUploadStore);
    let uploading = kit.container.get(UploadScan).execute({ files: mrSlices(2) });
    await sending(kit);
    kit.uploads.last.options.onResumable?.('/api/scans/uploads/u1');
    kit.uploads.last.answer(failure('network'));
    expect(await uploading).toEqual({ ok: false, error: { code: 'interrupted' } });
    expect((await store.mine(userId))).toHaveLength(1);

    kit.uploads.uploads.set('/api/scans/uploads/u1', { kind: 'receiving', sentBytes: 10, totalBytes: kit.uploads.last.file.size });
    uploading = kit.container.get(UploadScan).execute({ files: mrSlices(2) });
    await sending(kit, 2);
    expect(kit.uploads.last.options.resumeAt).toBe('/api/scans/uploads/u1');
    kit.uploads.last.answer(failure('network'));
    await uploading;

    kit.uploads.uploads.set('/api/scans/uploads/u1', { kind: 'gone' });
    uploading = kit.container.get(UploadScan).execute({ files: mrSlices(2) });
    await sending(kit, 3);
    expect(kit.uploads.last.options.resumeAt).toBeNull();
    expect(new Set(kit.preparer.keys)).toEqual(new Set([kit.preparer.keys[0]]));
    kit.uploads.last.answer(accepted);
    expect(await uploading).toMatchObject({ ok: true });
  });

  it('sends nothing again when the remembered upload was already taken before the reload', async () => {
    const kit = aiTestKit();
    const uploading = kit.container.get(UploadScan).execute({ files: mrSlices(1) });
    await sending(kit);
    kit.uploads.last.options.onResumable?.('/api/scans/uploads/u2');
    kit.uploads.last.answer(failure('network'));
    await uploading;
    const receipt = { jobId: 77, status: 'Queued', message: 'taken' };
    kit.uploads.uploads.set('/api/scans/uploads/u2', { kind: 'accepted', receipt });
    expect(await kit.container.get(UploadScan).execute({ files: mrSlices(1) })).toEqual({ ok: true, value: { receipt, fileName: 'dicoms.zip', skippedZips: [] } });
    expect([kit.uploads.sent.length, (await kit.container.get(UnfinishedUploadStore).mine(userId))]).toEqual([1, []]);
  });

  it('cancelling deletes the upload and forgets it', async () => {
    const kit = aiTestKit();
    const cancel = new AbortController();
    const uploading = kit.container.get(UploadScan).execute({ files: mrSlices(1), signal: cancel.signal });
    await sending(kit);
    kit.uploads.last.options.onResumable?.('/api/scans/uploads/u3');
    cancel.abort();
    expect(await uploading).toEqual({ ok: false, error: { code: 'cancelled' } });
    expect([kit.uploads.last.cancelled, (await kit.container.get(UnfinishedUploadStore).mine(userId))]).toEqual([true, []]);
  });

  it.each([
    ['unauthorized', { code: 'session-expired' }],
    ['forbidden', { code: 'refused', message: 'the server said why' }],
    ['rejected', { code: 'refused', message: 'the server said why' }],
    ['rate-limited', { code: 'refused', message: 'the server said why' }],
    ['network', { code: 'interrupted' }],
    ['server', { code: 'failed' }],
    ['invalid-response', { code: 'failed' }],
  ] as const)('reads a %s failure as %j', async (kind, error) => {
    const kit = aiTestKit();
    const uploading = kit.container.get(UploadScan).execute({ files: [await zippedSlices('study.zip')] });
    await settle();
    kit.uploads.last.answer(failure(kind, 'the server said why'));
    expect(await uploading).toEqual({ ok: false, error });
  });
});
