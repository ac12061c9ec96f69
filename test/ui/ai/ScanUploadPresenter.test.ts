import { describe, expect, it } from 'vitest';
import { ScanUploadPresenter } from '../../../src/ui/ai/ScanUploadPresenter';
import { settle } from '../../application/support/checkoutFakes';
import { nour } from '../account/accountTestKit';
import { type AiKit, accepted, aiTestKit, completedScan, failure, keptIn, mrSlices, queuedScan, quotaOf, scanFile, zipped } from './aiTestKit';

/** The page opened by a signed-in customer, once its plan, scans and unfinished uploads arrived. */
async function openUpload(prepare: (kit: AiKit) => void = () => {}) {
  const kit = aiTestKit();
  prepare(kit);
  const page = kit.container.get(ScanUploadPresenter);
  page.opened();
  await settle();
  return { ...kit, page };
}

describe('ScanUploadPresenter', () => {
  describe('the plan and the drop zone', () => {
    it('keeps the drop zone disabled until the quota arrives', async () => {
      const kit = aiTestKit();
      const page = kit.container.get(ScanUploadPresenter);
      page.opened();
      expect([page.plan.status, page.dropZoneDisabled]).toEqual(['loading', true]);
      await settle();
      expect([page.plan.status, page.dropZoneDisabled]).toEqual(['active', false]);
    });

    it('takes files with 1 segmentation left; with none, disables the drop zone and refuses files chosen', async () => {
      const low = await openUpload((kit) => {
        kit.ai.quotas.set(nour.userId, quotaOf(24));
      });
      expect(low.page.dropZoneDisabled).toBe(false);

      const empty = await openUpload((kit) => {
        kit.ai.quotas.set(nour.userId, quotaOf(25));
      });
      expect([empty.page.dropZoneDisabled, empty.page.plan.disabledReason]).toEqual([true, 'No segmentations remaining']);
      await empty.page.filesChosen(mrSlices(1));
      expect(empty.page.selection.selected).toEqual([]);
    });

    it('disables the drop zone without a subscription', async () => {
      const { page } = await openUpload((kit) => {
        kit.ai.quotas.clear();
      });
      expect([page.plan.status, page.dropZoneDisabled]).toEqual(['none', true]);
    });

    it('lets the chosen files go when the plan is found to have ended', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(1));
      const uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.ai.quotas.clear();
      kit.uploads.last.answer(failure('forbidden', 'No active subscription', 403));
      await uploading;
      await settle();
      expect([kit.page.plan.status, kit.page.selection.selected, kit.page.canSubmit]).toEqual(['none', [], false]);
    });
  });

  describe('choosing files', () => {
    it('offers Start once scans are kept, says what was left out, and offers nothing when nothing supported was chosen', async () => {
      const { page } = await openUpload();
      await page.filesChosen([...mrSlices(3), scanFile('notes.txt', ['hello']), scanFile('renamed.dcm', ['%PDF-1.7 not a dicom'])]);
      expect([page.busy, page.canSubmit, page.upload.submitLabel]).toEqual([false, true, 'Start AI Analysis']);
      expect([page.notices, page.error]).toEqual([
        [
          'This file was left out, as it is not a supported scan: notes.txt',
          `Not a DICOM file: the "DICM" mark at byte 128 is missing; please export the study again as DICOM from the scanner's software: renamed.dcm`,
        ],
        null,
      ]);

      await page.filesChosen([scanFile('photo.jpg', ['jpeg']), scanFile('report.pdf', ['pdf'])]);
      expect(page.canSubmit).toBe(false);
      expect(page.error).toBe('Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.');
    });
  });

  describe('uploading', () => {
    it('a finished upload lets the files go and refreshes quota and scans', async () => {
      const kit = await openUpload();
      const { page, uploads, clock, ai, history } = kit;
      await page.filesChosen(mrSlices(3));
      const uploading = page.startAnalysisClicked();
      expect([page.upload.phase, page.canSubmit, page.dropZoneDisabled]).toEqual(['preparing', false, true]);

      await zipped(kit);
      ai.quotas.set(nour.userId, quotaOf(1));
      history.scans = [queuedScan, completedScan];
      uploads.last.answer(accepted);
      await uploading;
      await settle();
      expect([page.upload.phase, page.upload.successOpen, page.selection.selected, page.selection.preview.state]).toEqual(['idle', true, [], 'idle']);
      expect([ai.activeCalls.length, history.calls]).toEqual([2, 2]);
      clock.advance(1_500);
      expect(page.plan.usedText).toBe('1 / 25');
      expect(page.history.rows.map((row) => row.fileName)).toEqual(['dicoms.zip', 'brain.nii.gz']);
    });

    it('a cancelled upload keeps the files and says so, until Clear all', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(2));
      const uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.progress(100);
      kit.page.upload.cancelClicked();
      await uploading;
      expect([kit.page.upload.phase, kit.page.selection.selected.length, kit.page.notices]).toEqual(['idle', 2, ['Upload cancelled.']]);
      kit.page.clearAllClicked();
      expect([kit.page.selection.selected, kit.page.notices, kit.page.error]).toEqual([[], [], null]);
    });

    it('a refusal reloads the quota; a failed upload keeps the files', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(1));
      let uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.ai.quotas.set(nour.userId, quotaOf(25));
      kit.uploads.last.answer(failure('forbidden', 'No segmentations remaining. Please upgrade your plan.', 403));
      await uploading;
      await settle();
      expect([kit.page.plan.remaining, kit.page.plan.disabledReason, kit.page.canSubmit]).toEqual([0, 'No segmentations remaining', false]);

      const other = await openUpload();
      await other.page.filesChosen(mrSlices(1));
      uploading = other.page.startAnalysisClicked();
      await zipped(other);
      other.uploads.last.answer(failure('server'));
      await uploading;
      expect([other.page.upload.phase, other.page.selection.selected.length]).toEqual(['idle', 1]);
      expect(other.ai.activeCalls).toHaveLength(1);
    });

    it("says 'Please select a file to upload.' without files, and sends nothing", async () => {
      const kit = await openUpload();
      expect(kit.page.canSubmit).toBe(false);
      await kit.page.startAnalysisClicked();
      expect(kit.toasts.toasts.at(-1)).toMatchObject({ tone: 'error', message: 'Please select a file to upload.', durationMs: 5_000 });
      expect([kit.page.upload.phase, kit.uploads.sent]).toEqual(['idle', []]);
    });

    it('leaving the page pauses the upload, keeping what the server has, and stops the count-up', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(1));
      void kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.page.closed();
      expect([kit.uploads.last.paused, kit.uploads.last.cancelled]).toEqual([true, false]);
      expect(kit.clock.pending).toBe(0);
    });

    it('a connection lost for good keeps the files and the unfinished upload, and Start goes on from where it stopped', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(2));
      let uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.options.onResumable?.('/api/scans/uploads/abc123');
      kit.uploads.last.progress(Math.ceil(kit.uploads.last.file.size * 0.4));
      kit.uploads.uploads.set('/api/scans/uploads/abc123', { kind: 'receiving', sentBytes: Math.ceil(kit.uploads.last.file.size * 0.4), totalBytes: kit.uploads.last.file.size });
      kit.uploads.last.answer(failure('network'));
      await uploading;
      await settle();
      expect([kit.page.upload.phase, kit.page.selection.selected.length, kit.page.error]).toEqual([
        'idle',
        2,
        'The connection was lost. What was sent is kept: press Start AI Analysis again to continue from where it stopped.',
      ]);
      expect(kit.page.continuesUnfinishedText).toBe('These files continue an unfinished upload: sending goes on from 40%.');
      expect(kit.page.unfinishedUploadViews).toEqual([]);

      uploading = kit.page.startAnalysisClicked();
      expect([kit.page.error, kit.page.continuesUnfinishedText]).toEqual([null, null]);
      await kit.page.discardUnfinishedClicked(kit.page.continuedUpload!.fingerprint);
      expect(kit.uploads.discarded).toEqual([]);
      await zipped(kit, 2);
      expect(kit.uploads.last.options.resumeAt).toBe('/api/scans/uploads/abc123');
      expect(new Set(kit.preparer.keys).size).toBe(1);
      kit.uploads.last.answer(accepted);
      await uploading;
      await settle();
      expect(kit.page.unfinished.uploads).toEqual([]);
    });

    it('lists the unfinished uploads other than the one the chosen files continue', async () => {
      const first = await openUpload();
      await first.page.filesChosen(mrSlices(2));
      void first.page.startAnalysisClicked();
      await zipped(first);
      first.uploads.last.options.onResumable?.('/api/scans/uploads/abc123');
      const size = first.uploads.last.file.size;
      const reloaded = aiTestKit({ storage: keptIn(first.storage) });
      reloaded.uploads.uploads.set('/api/scans/uploads/abc123', { kind: 'receiving', sentBytes: Math.ceil(size * 0.4), totalBytes: size });
      const page = reloaded.container.get(ScanUploadPresenter);
      page.opened();
      await settle();
      expect(page.unfinishedUploadViews).toHaveLength(1);
      expect(page.continuesUnfinishedText).toBeNull();
      await page.filesChosen(mrSlices(2));
      expect(page.unfinishedUploadViews).toEqual([]);
      expect(page.continuedUpload?.fileCount).toBe(2);
    });
  });
});
