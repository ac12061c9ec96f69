import { describe, expect, it } from 'vitest';
import { UnfinishedUploadStore } from '../../../src/application/scans/UnfinishedUploadStore';
import { UnfinishedUploadsPresenter } from '../../../src/ui/ai/UnfinishedUploadsPresenter';
import { UploadSessionPresenter } from '../../../src/ui/ai/UploadSessionPresenter';
import { nour } from '../account/accountTestKit';
import { type AiKit, aiTestKit, keptIn, mrSlices, zipped } from './aiTestKit';

/** A page whose browser kept what `reloadedFrom` held (a reload), or a signed-in customer's. */
function reopen(prepare: (kit: AiKit) => void = () => {}, reloadedFrom?: Storage) {
  const kit = aiTestKit({ storage: reloadedFrom ? keptIn(reloadedFrom) : {} });
  prepare(kit);
  return { ...kit, upload: kit.container.get(UploadSessionPresenter), unfinished: kit.container.get(UnfinishedUploadsPresenter) };
}

describe('UnfinishedUploadsPresenter', () => {
  it('lists unfinished uploads after a reload at what the server holds, forgets those it no longer has, and discards one on request', async () => {
    const first = reopen();
    void first.upload.start(mrSlices(3));
    await zipped(first);
    first.uploads.last.options.onResumable?.('/api/scans/uploads/xyz789');
    first.uploads.last.progress(Math.round(first.uploads.last.file.size * 0.5));
    const size = first.uploads.last.file.size;
    // Another tab's upload, which expired on the server since.
    const other = reopen(() => {}, first.storage);
    void other.upload.start(mrSlices(2));
    await zipped(other);
    other.uploads.last.options.onResumable?.('/api/scans/uploads/expired1');
    expect((await other.container.get(UnfinishedUploadStore).mine(nour.userId))).toHaveLength(2);

    const reloaded = reopen((kit) => {
      // The server got a little more before the page went away than the page saw; the other upload expired there.
      kit.uploads.uploads.set('/api/scans/uploads/xyz789', { kind: 'receiving', sentBytes: Math.round(size * 0.655), totalBytes: size });
    }, other.storage);
    await reloaded.unfinished.load();
    expect(reloaded.unfinished.views).toEqual([
      { fingerprint: expect.any(String), text: 'dicoms.zip (3 files) stopped at 65%. Choose the same files again to continue from where it stopped.' },
    ]);
    expect((await reloaded.container.get(UnfinishedUploadStore).mine(nour.userId))).toHaveLength(1);
    await reloaded.unfinished.discardClicked(reloaded.unfinished.views[0]!.fingerprint);
    expect([reloaded.unfinished.views, reloaded.uploads.discarded]).toEqual([[], ['/api/scans/uploads/xyz789']]);
  });

  it('finds the unfinished upload of a study by its fingerprint, and says how far it got', async () => {
    const first = reopen();
    void first.upload.start(mrSlices(2));
    await zipped(first);
    first.uploads.last.options.onResumable?.('/api/scans/uploads/abc123');
    const size = first.uploads.last.file.size;
    const reloaded = reopen((kit) => {
      kit.uploads.uploads.set('/api/scans/uploads/abc123', { kind: 'receiving', sentBytes: Math.ceil(size * 0.4), totalBytes: size });
    }, first.storage);
    await reloaded.unfinished.load();
    const [upload] = reloaded.unfinished.uploads;
    expect(reloaded.unfinished.withFingerprint(upload!.fingerprint)).toBe(upload);
    expect(reloaded.unfinished.withFingerprint('another study')).toBeNull();
    expect(reloaded.unfinished.continuesText(upload!)).toBe('These files continue an unfinished upload: sending goes on from 40%.');
  });

  it('drops a list that arrives after the page was closed', async () => {
    const first = reopen();
    void first.upload.start(mrSlices(1));
    await zipped(first);
    first.uploads.last.options.onResumable?.('/api/scans/uploads/late1');
    const reloaded = reopen((kit) => {
      kit.uploads.uploads.set('/api/scans/uploads/late1', { kind: 'receiving', sentBytes: 1, totalBytes: 2 });
    }, first.storage);
    const loading = reloaded.unfinished.load();
    reloaded.unfinished.closed();
    await loading;
    expect(reloaded.unfinished.uploads).toEqual([]);
  });
});
