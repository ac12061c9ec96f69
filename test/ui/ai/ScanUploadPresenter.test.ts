import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ok } from '@tiara/domain/result';
import { UnfinishedUploadStore } from '../../../src/application/scans/UnfinishedUploadStore';
import { ScanUploadPresenter } from '../../../src/ui/ai/ScanUploadPresenter';
import { nour } from '../account/accountTestKit';
import { proQuota, settle } from '../../application/support/checkoutFakes';
import { accepted, aiTestKit, completedScan, failure, mrSlices, queuedScan, scanFile, zippedSlices } from './aiTestKit';

type Kit = ReturnType<typeof aiTestKit>;

/** Lets the zipper, which works through timers of its own, finish, until `uploads` uploads began. */
async function zipped(kit: Kit, uploads = 1): Promise<void> {
  for (let attempt = 0; attempt < 200 && kit.uploads.sent.length < uploads; attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The page opened, in a browser whose storage holds what `reloadedFrom` held (a reload), or a signed-in customer's. */
async function openUpload(prepare: (kit: Kit) => void = () => {}, reloadedFrom?: Storage) {
  const kept = reloadedFrom ? Object.fromEntries(Array.from({ length: reloadedFrom.length }, (_, index) => reloadedFrom.key(index)!).map((key) => [key, reloadedFrom.getItem(key)!])) : {};
  const kit = aiTestKit({ storage: kept });
  prepare(kit);
  const page = kit.container.get(ScanUploadPresenter);
  page.opened();
  await settle();
  return { ...kit, page };
}

const quota = (segmentationsUsed: number, segmentationsAllowed = 25) => ok({ ...proQuota, segmentationsAllowed, segmentationsUsed });

describe('ScanUploadPresenter', () => {
  describe('the plan card', () => {
    it('shows a loading placeholder until the quota arrives, then counts the used segmentations up over 1.5 s in 60 steps', async () => {
      const kit = aiTestKit();
      kit.ai.activeAnswer = quota(20);
      const page = kit.container.get(ScanUploadPresenter);
      page.opened();
      expect(page.quotaStatus).toBe('loading');
      expect(page.dropZoneDisabled).toBe(true);
      await settle();

      expect([page.quotaStatus, page.planName, page.shownUsed, page.usedText]).toEqual(['active', 'Pro', 0, '0 / 25']);
      const shown: number[] = [];
      for (let step = 0; step < 60; step++) {
        kit.clock.advance(25);
        shown.push(page.shownUsed);
      }
      expect(shown).toHaveLength(60);
      expect(shown.slice(0, -1).every((value) => value < 20)).toBe(true);
      expect(shown.every((value, index) => index === 0 || value >= shown[index - 1]!)).toBe(true);
      expect(page.usedText).toBe('20 / 25');
      expect(kit.clock.pending).toBe(0);
    });

    it.each([
      [5, 'blue', 20],
      [18, 'orange', 7],
      [23, 'red', 2],
    ])('colours the usage bar by SPEC: %i of 25 used is %s', async (used, band, remaining) => {
      const { page } = await openUpload((kit) => {
        kit.ai.activeAnswer = quota(used);
      });
      expect([page.usageBand, page.remaining, page.remainingIsCritical]).toEqual([band, remaining, false]);
      expect(page.usagePercent).toBe(Math.round((used * 100) / 25));
    });

    it("warns 'Only N segmentations left!' at 1 or 2, and at 0 says so in red and disables the drop zone", async () => {
      const low = await openUpload((kit) => {
        kit.ai.activeAnswer = quota(24);
      });
      expect([low.page.lowQuotaWarning, low.page.noQuotaNotice, low.page.dropZoneDisabled]).toEqual(['Only 1 segmentations left!', null, false]);

      const empty = await openUpload((kit) => {
        kit.ai.activeAnswer = quota(25);
      });
      expect(empty.page.lowQuotaWarning).toBeNull();
      expect(empty.page.noQuotaNotice).toBe('No segmentations remaining. Please upgrade your plan.');
      expect([empty.page.remaining, empty.page.remainingIsCritical]).toEqual([0, true]);
      expect([empty.page.dropZoneDisabled, empty.page.disabledReason]).toEqual([true, 'No segmentations remaining']);
      await empty.page.filesChosen(mrSlices(1));
      expect(empty.page.selected).toEqual([]);
      expect(empty.storage.getItem('tiaraAiSubscription')).toBe('true');
    });

    it("without a subscription: 'No active subscription found', the drop zone disabled, and the flag stored as 'false'", async () => {
      const { page, toasts, storage, navigator } = await openUpload((kit) => {
        kit.ai.activeAnswer = ok(null);
      });
      expect(page.quotaStatus).toBe('none');
      expect([page.dropZoneDisabled, page.disabledReason]).toEqual([true, 'No active subscription']);
      expect(toasts.toasts).toMatchObject([{ tone: 'error', message: 'No active subscription found. Please subscribe to TiaraAI first.', durationMs: 5_000 }]);
      expect([storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['false', '0']);
      expect(navigator.visited).toEqual([]);
    });

    it("when the subscription cannot be fetched: the toast, the flag 'false' with allowed '0', and off to /ai", async () => {
      const { toasts, storage, navigator } = await openUpload((kit) => {
        kit.ai.activeAnswer = failure('network');
      });
      expect(toasts.toasts).toMatchObject([{ tone: 'error', message: 'Unable to load subscription data. Please refresh the page.', durationMs: 5_000 }]);
      expect([storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['false', '0']);
      expect(navigator.visited).toEqual(['/ai']);
    });

    it("keeps the account screen's cached quota current", async () => {
      const { session } = await openUpload((kit) => {
        kit.ai.activeAnswer = quota(7);
      });
      expect(session.cachedSubscription()?.value.segmentationsUsed).toBe(7);
    });
  });

  describe('choosing files', () => {
    it('shows the study and, by kind, the patient data found, before anything is sent', async () => {
      const kit = await openUpload((kit) => {
        kit.preparer.surveyAnswer = ok({ found: [{ kind: 'patient-name', files: 3 }, { kind: 'private-tags', files: 1 }], unparseable: [] });
      });
      await kit.page.filesChosen(mrSlices(3));
      await settle();
      expect(kit.page.identifyingDataRows).toEqual([
        { kind: 'Patient’s name', files: '3 files' },
        { kind: 'Private vendor data', files: '1 file' },
      ]);
      expect(kit.page.noIdentifyingDataText).toBeNull();
      expect([kit.previewer.described.length, kit.page.preview.summary]).toEqual([1, expect.stringContaining('3')]);
      expect(kit.uploads.sent).toEqual([]);

      kit.page.clearAllClicked();
      expect([kit.page.identifyingDataRows, kit.page.preview.state]).toEqual([[], 'idle']);
      kit.preparer.surveyAnswer = ok({ found: [], unparseable: [] });
      await kit.page.filesChosen(mrSlices(1));
      expect(kit.page.noIdentifyingDataText).toBe('No patient details were found in these files. Identifiers are still replaced before sending.');
    });

    it('leaves out a file that cannot be parsed and says so; with nothing else left, says only that', async () => {
      const kit = await openUpload((kit) => {
        kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'series/brain_003.dcm', reason: 'broken-dicom' }] });
      });
      await kit.page.filesChosen(mrSlices(2));
      expect(kit.page.selected.map((file) => file.path)).toEqual(['series/brain_002.dcm']);
      expect(kit.page.notices).toEqual(['This file was left out, as it could not be read as a scan and is never sent as it is: series/brain_003.dcm']);

      kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'series/brain_002.dcm', reason: 'broken-dicom' }] });
      await kit.page.filesChosen(mrSlices(1));
      expect([kit.page.selected, kit.page.error]).toEqual([[], 'This file was left out, as it could not be read as a scan and is never sent as it is: series/brain_002.dcm']);
    });

    it('keeps the scans, leaves out and names what is not one (by extension or content), and lists name and size', async () => {
      const { page } = await openUpload();
      await page.filesChosen([...mrSlices(3), scanFile('notes.txt', ['hello']), scanFile('renamed.dcm', ['%PDF-1.7 not a dicom'])]);
      expect(page.phase).toBe('idle');
      expect(page.selectedFiles.map((file) => [file.name, file.sizeText])).toEqual([
        ['series/brain_002.dcm', '129.80 KB'],
        ['series/brain_003.dcm', '129.80 KB'],
        ['series/brain_004.dcm', '129.80 KB'],
      ]);
      expect(page.selectionSummary).toBe('3 files, 389.40 KB.');
      expect(page.willBeZipped).toBe(true);
      expect(page.notices).toEqual(['These 2 files were left out, as they are not a supported scan: notes.txt, renamed.dcm']);
      expect(page.error).toBeNull();
      expect([page.canSubmit, page.submitLabel]).toEqual([true, 'Start AI Analysis']);
    });

    it("leaves out a folder's DICOMDIR and macOS companions", async () => {
      const { page } = await openUpload();
      await page.filesChosen([...mrSlices(2), scanFile('export/DICOMDIR'), scanFile('__MACOSX/series/._brain_002.dcm'), scanFile('export/.DS_Store')]);
      expect(page.selected.map((file) => file.path)).toEqual(['series/brain_002.dcm', 'series/brain_003.dcm']);
    });

    it("says SPEC's message and clears the selection when nothing supported was chosen", async () => {
      const { page } = await openUpload();
      await page.filesChosen(mrSlices(2));
      await page.filesChosen([scanFile('photo.jpg', ['jpeg']), scanFile('report.pdf', ['pdf'])]);
      expect(page.selected).toEqual([]);
      expect(page.error).toBe('Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.');
      expect(page.canSubmit).toBe(false);
    });

    it('says when zips chosen with other files are not sent, and clears everything with Clear all', async () => {
      const { page } = await openUpload();
      await page.filesChosen([...mrSlices(1), await zippedSlices('study.zip')]);
      expect(page.selected).toHaveLength(2);
      expect(page.notices).toEqual(['A ZIP can only be uploaded on its own; ZIPs selected with other files were skipped.']);
      page.clearAllClicked();
      expect([page.selected, page.notices, page.error]).toEqual([[], [], null]);
    });
  });

  describe('uploading', () => {
    it('prepares several slices into dicoms.zip, shows the progress, then the success modal and a 5-second toast, and refreshes quota and scans', async () => {
      const kit = await openUpload();
      const { page, uploads, toasts, clock, ai, history } = kit;
      await page.filesChosen(mrSlices(3));
      const uploading = page.startAnalysisClicked();
      expect([page.phase, page.submitLabel, page.progressTitle, page.canSubmit, page.dropZoneDisabled]).toEqual(['preparing', 'Analyzing...', 'Removing patient details and packing your study…', false, true]);

      await zipped(kit);
      expect(uploads.last.fileName).toBe('dicoms.zip');
      const archive = await JSZip.loadAsync(await uploads.last.file.arrayBuffer());
      expect(Object.keys(archive.files)).toEqual(['0001.dcm', '0002.dcm', '0003.dcm']);

      uploads.last.progress(uploads.last.file.size / 2);
      expect([page.phase, page.progress, page.progressTitle]).toEqual(['uploading', 50, 'Processing your scan...']);
      uploads.last.progress(uploads.last.file.size);
      expect([page.phase, page.progress]).toEqual(['processing', 100]);

      ai.activeAnswer = quota(1);
      history.answer = ok([queuedScan, completedScan]);
      uploads.last.answer(accepted);
      await uploading;
      await settle();
      expect([page.phase, page.successOpen, page.selected]).toEqual(['idle', true, []]);
      expect(toasts.toasts).toMatchObject([{ tone: 'success', message: 'Upload successful! Your dental scan is being processed.', durationMs: 5_000 }]);
      expect([ai.activeCalls.length, history.calls]).toEqual([2, 2]);
      clock.advance(1_500);
      expect(page.usedText).toBe('1 / 25');
      expect(page.scanRows.map((row) => row.fileName)).toEqual(['dicoms.zip', 'brain.nii.gz']);

      clock.advance(3_500);
      expect(toasts.toasts).toEqual([]);
      page.successDismissed();
      expect(page.successOpen).toBe(false);
    });

    it('sends one zip on its own, de-identified, under its own name', async () => {
      const kit = await openUpload();
      const zip = await zippedSlices('export/Study 1.ZIP', 2);
      await kit.page.filesChosen([zip]);
      expect(kit.page.willBeZipped).toBe(false);
      void kit.page.startAnalysisClicked();
      expect(kit.page.phase).toBe('preparing');
      await zipped(kit);
      expect(kit.uploads.last.fileName).toBe('Study 1.ZIP');
      expect(Object.keys((await JSZip.loadAsync(await kit.uploads.last.file.arrayBuffer())).files)).toEqual(['0001.dcm', '0002.dcm']);
    });

    it('cancels an upload on request: back to idle, the files kept, and says so', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(2));
      const uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.progress(100);
      kit.page.cancelClicked();
      await uploading;
      expect([kit.page.phase, kit.page.selected.length, kit.page.notices]).toEqual(['idle', 2, ['Upload cancelled.']]);
      expect(kit.toasts.toasts).toEqual([]);
    });

    it('on a 401: the toast, the session cleared to the signed-out values, and /login 2 seconds later', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(1));
      const uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.answer(failure('unauthorized', 'Session expired. Please log in again.', 401));
      await uploading;
      expect(kit.toasts.toasts).toMatchObject([{ tone: 'error', message: 'Session expired. Please log in again.', durationMs: 5_000 }]);
      expect([kit.storage.getItem('token'), kit.storage.getItem('userId'), kit.storage.getItem('isAuthenticated')]).toEqual(['null', '0', 'false']);
      kit.clock.advance(1_999);
      expect(kit.navigator.visited).toEqual([]);
      kit.clock.advance(1);
      expect(kit.navigator.visited).toEqual(['/login']);
    });

    it("shows the server's reason for a refusal and reloads the quota; a server failure gets SPEC's 'Upload failed' text", async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(1));
      let uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.ai.activeAnswer = quota(25);
      kit.uploads.last.answer(failure('forbidden', 'No segmentations remaining. Please upgrade your plan.', 403));
      await uploading;
      await settle();
      expect(kit.toasts.toasts.at(-1)).toMatchObject({ tone: 'error', message: 'No segmentations remaining. Please upgrade your plan.' });
      expect([kit.page.remaining, kit.page.disabledReason, kit.page.canSubmit]).toEqual([0, 'No segmentations remaining', false]);

      const other = await openUpload();
      await other.page.filesChosen(mrSlices(1));
      uploading = other.page.startAnalysisClicked();
      await zipped(other);
      other.uploads.last.answer(failure('server'));
      await uploading;
      expect(other.toasts.toasts).toMatchObject([{ tone: 'error', message: 'Upload failed. Please try again later.', durationMs: 5_000 }]);
      expect([other.page.phase, other.page.selected.length]).toEqual(['idle', 1]);
    });

    it("says 'Please select a file to upload.' without files, and 'Please log in to continue' once signed out", async () => {
      const kit = await openUpload();
      expect(kit.page.canSubmit).toBe(false);
      await kit.page.startAnalysisClicked();
      expect(kit.toasts.toasts.at(-1)).toMatchObject({ tone: 'error', message: 'Please select a file to upload.' });

      await kit.page.filesChosen(mrSlices(1));
      kit.session.cleared();
      await kit.page.startAnalysisClicked();
      expect(kit.toasts.toasts.at(-1)).toMatchObject({ tone: 'error', message: 'Please log in to continue' });
      expect(kit.uploads.sent).toEqual([]);
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

    it('pauses and resumes sending; cancelling a paused upload deletes it', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(2));
      const uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.progress(kit.uploads.last.file.size / 4);
      expect([kit.page.canPause, kit.page.canResume]).toEqual([true, false]);
      kit.page.pauseClicked();
      expect([kit.page.phase, kit.page.progressTitle, kit.uploads.last.paused, kit.page.canResume]).toEqual(['paused', 'Upload paused. What was sent is kept.', true, true]);
      // A late progress event from the request that was in flight does not undo the pause.
      kit.uploads.last.progress(kit.uploads.last.file.size / 2);
      expect([kit.page.phase, kit.page.progress]).toEqual(['paused', 25]);
      kit.page.resumeClicked();
      expect([kit.page.phase, kit.uploads.last.paused]).toEqual(['uploading', false]);
      kit.page.pauseClicked();
      kit.page.cancelClicked();
      await uploading;
      expect([kit.uploads.last.cancelled, kit.page.phase, kit.page.notices]).toEqual([true, 'idle', ['Upload cancelled.']]);
    });

    it('says when the connection dropped and when it came back', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(1));
      void kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.options.onConnection?.('lost');
      expect(kit.page.connectionLost).toBe(true);
      kit.uploads.last.options.onConnection?.('back');
      expect(kit.page.connectionLost).toBe(false);
    });

    it('a connection lost for good keeps the files and the unfinished upload, and Start goes on from where it stopped', async () => {
      const kit = await openUpload();
      await kit.page.filesChosen(mrSlices(2));
      let uploading = kit.page.startAnalysisClicked();
      await zipped(kit);
      kit.uploads.last.options.onResumable?.('/api/scans/uploads/abc123');
      kit.uploads.last.progress(Math.round(kit.uploads.last.file.size * 0.4));
      kit.uploads.earlierAnswers.set('/api/scans/uploads/abc123', ok({ kind: 'receiving', sentBytes: Math.round(kit.uploads.last.file.size * 0.4), totalBytes: kit.uploads.last.file.size }));
      kit.uploads.last.answer(failure('network'));
      await uploading;
      await settle();
      expect([kit.page.phase, kit.page.selected.length, kit.page.error]).toEqual([
        'idle',
        2,
        'The connection was lost. What was sent is kept: press Start AI Analysis again to continue from where it stopped.',
      ]);
      expect(kit.page.continuesUnfinishedText).toBe('These files continue an unfinished upload: sending goes on from 40%.');
      expect(kit.page.unfinishedUploadViews).toEqual([]);

      uploading = kit.page.startAnalysisClicked();
      await zipped(kit, 2);
      expect(kit.uploads.last.options.resumeAt).toBe('/api/scans/uploads/abc123');
      expect(new Set(kit.preparer.keys).size).toBe(1);
      kit.uploads.last.answer(accepted);
      await uploading;
      await settle();
      expect(kit.page.unfinished).toEqual([]);
    });

    it('lists unfinished uploads after a reload at what the server holds, forgets those it no longer has, and discards one on request', async () => {
      const first = await openUpload();
      await first.page.filesChosen(mrSlices(3));
      void first.page.startAnalysisClicked();
      await zipped(first);
      first.uploads.last.options.onResumable?.('/api/scans/uploads/xyz789');
      first.uploads.last.progress(Math.round(first.uploads.last.file.size * 0.5));
      const size = first.uploads.last.file.size;
      // Another tab's upload, which expired on the server since.
      const other = await openUpload((kit) => {
        kit.uploads.earlierAnswers.set('/api/scans/uploads/xyz789', ok({ kind: 'receiving', sentBytes: Math.round(size * 0.5), totalBytes: size }));
      }, first.storage);
      await other.page.filesChosen(mrSlices(2));
      void other.page.startAnalysisClicked();
      await zipped(other);
      other.uploads.last.options.onResumable?.('/api/scans/uploads/expired1');
      expect((await other.container.get(UnfinishedUploadStore).mine(nour.userId))).toHaveLength(2);

      const reloaded = await openUpload((kit) => {
        // The server got a little more before the page went away than the page saw; the other upload expired there.
        kit.uploads.earlierAnswers.set('/api/scans/uploads/xyz789', ok({ kind: 'receiving', sentBytes: Math.round(size * 0.655), totalBytes: size }));
      }, other.storage);
      expect(reloaded.page.unfinishedUploadViews).toEqual([
        { fingerprint: expect.any(String), text: 'dicoms.zip (3 files) stopped at 65%. Choose the same files again to continue from where it stopped.' },
      ]);
      expect((await reloaded.container.get(UnfinishedUploadStore).mine(nour.userId))).toHaveLength(1);
      await reloaded.page.discardUnfinishedClicked(reloaded.page.unfinishedUploadViews[0]!.fingerprint);
      expect([reloaded.page.unfinishedUploadViews, reloaded.uploads.discarded]).toEqual([[], ['/api/scans/uploads/xyz789']]);
    });
  });

  describe('my scans', () => {
    it('lists each scan with its size, upload time and status, and what the segmentation found', async () => {
      const { page, history } = await openUpload((kit) => {
        kit.history.answer = ok([queuedScan, completedScan, { ...completedScan, id: 29, status: 'Failed', summary: null, error: 'The zip file contains no scan files' }]);
      });
      expect(page.scansStatus).toBe('loaded');
      expect(page.scanRows).toEqual([
        { id: 31, fileName: 'dicoms.zip', sizeText: '2.54 MB', uploadedText: 'Just now', status: 'Queued', detail: null },
        { id: 30, fileName: 'brain.nii.gz', sizeText: '2.54 MB', uploadedText: 'Nov 18, 2026', status: 'Completed', detail: 'NIfTI-1 (gzip) volume 64 × 64 × 10' },
        { id: 29, fileName: 'brain.nii.gz', sizeText: '2.54 MB', uploadedText: 'Nov 18, 2026', status: 'Failed', detail: 'The zip file contains no scan files' },
      ]);
      history.answer = failure('server');
      page.refreshScansClicked();
      await settle();
      expect([page.scansStatus, page.scanRows.length]).toEqual(['failed', 3]);
    });

    it('leaves the list out when the backend keeps no scan history', async () => {
      const { page } = await openUpload((kit) => {
        kit.history.answer = ok(null);
      });
      expect([page.scansStatus, page.scanRows]).toEqual(['unavailable', []]);
    });
  });
});
