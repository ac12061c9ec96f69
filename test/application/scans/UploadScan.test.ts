import { describe, expect, it } from 'vitest';
import { UploadScan } from '../../../src/application/scans/UploadScan';
import { Zipper } from '../../../src/application/scans/Zipper';
import { fail } from '../../../src/domain/result';
import { accepted, aiTestKit, failure, mrSlices, scanFile } from '../../ui/ai/aiTestKit';
import { settle } from '../support/checkoutFakes';

const zip = (name: string) => scanFile(name, [new Uint8Array([0x50, 0x4b, 0x03, 0x04])]);

describe('UploadScan', () => {
  it('sends nothing for two zips chosen together, and says why', async () => {
    const kit = aiTestKit();
    const result = await kit.container.get(UploadScan).execute({ files: [zip('a.zip'), zip('b.zip')] });
    expect(result).toEqual({ ok: false, error: { code: 'zips-only' } });
    expect(kit.uploads.sent).toEqual([]);
  });

  it('zips the other files and reports the zips it left out', async () => {
    const kit = aiTestKit();
    const skipped = zip('old.zip');
    const uploading = kit.container.get(UploadScan).execute({ files: [...mrSlices(1), skipped] });
    for (let attempt = 0; attempt < 100 && kit.uploads.sent.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
    kit.uploads.last.answer(accepted);
    expect(await uploading).toEqual({ ok: true, value: { receipt: { jobId: 31, status: 'Queued', message: expect.any(String) }, fileName: 'dicoms.zip', skippedZips: [skipped] } });
  });

  it('names the file that could not be read while zipping, and uploads nothing', async () => {
    const kit = aiTestKit();
    kit.container.rebind(Zipper).toConstantValue({ zip: async () => fail({ kind: 'unreadable', path: 'series/IM7.dcm' }) });
    const result = await kit.container.get(UploadScan).execute({ files: mrSlices(2) });
    expect(result).toEqual({ ok: false, error: { code: 'unreadable', path: 'series/IM7.dcm' } });
    expect(kit.uploads.sent).toEqual([]);
  });

  it("says 'Upload failed' when the zipping code cannot be fetched", async () => {
    const kit = aiTestKit();
    kit.container.rebind(Zipper).toConstantValue({ zip: async () => fail({ kind: 'unavailable' }) });
    expect(await kit.container.get(UploadScan).execute({ files: mrSlices(2) })).toEqual({ ok: false, error: { code: 'failed' } });
    expect(kit.uploads.sent).toEqual([]);
  });

  it.each([
    ['unauthorized', { code: 'session-expired' }],
    ['forbidden', { code: 'refused', message: 'the server said why' }],
    ['rejected', { code: 'refused', message: 'the server said why' }],
    ['rate-limited', { code: 'refused', message: 'the server said why' }],
    ['network', { code: 'failed' }],
    ['server', { code: 'failed' }],
    ['invalid-response', { code: 'failed' }],
  ] as const)('reads a %s failure as %j', async (kind, error) => {
    const kit = aiTestKit();
    const uploading = kit.container.get(UploadScan).execute({ files: [zip('study.zip')] });
    await settle();
    kit.uploads.last.answer(failure(kind, 'the server said why'));
    expect(await uploading).toEqual({ ok: false, error });
  });
});
