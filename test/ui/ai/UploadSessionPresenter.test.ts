import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { UploadSessionPresenter } from '../../../src/ui/ai/UploadSessionPresenter';
import { accepted, aiTestKit, failure, mrSlices, zipped, zippedSlices } from './aiTestKit';

/** The upload session of the scan upload page of a signed-in customer with a Pro plan. */
function openSession() {
  const kit = aiTestKit();
  return { ...kit, upload: kit.container.get(UploadSessionPresenter) };
}

describe('UploadSessionPresenter', () => {
  it('prepares several slices into dicoms.zip, shows the progress, then the success modal and a 5-second toast', async () => {
    const kit = openSession();
    const { upload, uploads, toasts, clock } = kit;
    const uploading = upload.start(mrSlices(3));
    expect([upload.phase, upload.submitLabel, upload.progressTitle]).toEqual(['preparing', 'Analyzing...', 'Removing patient details and packing your study…']);

    await zipped(kit);
    expect(uploads.last.fileName).toBe('dicoms.zip');
    const archive = await JSZip.loadAsync(await uploads.last.file.arrayBuffer());
    expect(Object.keys(archive.files)).toEqual(['0001.dcm', '0002.dcm', '0003.dcm']);

    uploads.last.progress(uploads.last.file.size / 2);
    expect([upload.phase, upload.progress, upload.progressTitle]).toEqual(['uploading', 50, 'Processing your scan...']);
    uploads.last.progress(uploads.last.file.size);
    expect([upload.phase, upload.progress]).toEqual(['processing', 100]);

    uploads.last.answer(accepted);
    expect(await uploading).toBe('accepted');
    expect([upload.phase, upload.successOpen, upload.submitLabel]).toEqual(['idle', true, 'Start AI Analysis']);
    expect(toasts.toasts).toMatchObject([{ tone: 'success', message: 'Upload successful! Your dental scan is being processed.', durationMs: 5_000 }]);

    clock.advance(5_000);
    expect(toasts.toasts).toEqual([]);
    upload.successDismissed();
    expect(upload.successOpen).toBe(false);
  });

  it('sends one zip on its own, de-identified, under its own name', async () => {
    const kit = openSession();
    void kit.upload.start([await zippedSlices('export/Study 1.ZIP', 2)]);
    expect(kit.upload.phase).toBe('preparing');
    await zipped(kit);
    expect(kit.uploads.last.fileName).toBe('Study 1.ZIP');
    expect(Object.keys((await JSZip.loadAsync(await kit.uploads.last.file.arrayBuffer())).files)).toEqual(['0001.dcm', '0002.dcm']);
  });

  it('cancels an upload on request: back to idle, and says so', async () => {
    const kit = openSession();
    const uploading = kit.upload.start(mrSlices(2));
    await zipped(kit);
    kit.uploads.last.progress(100);
    kit.upload.cancelClicked();
    expect(await uploading).toBe('stopped');
    expect([kit.upload.phase, kit.upload.notice]).toEqual(['idle', 'Upload cancelled.']);
    expect(kit.toasts.toasts).toEqual([]);
  });

  it('on a 401: the toast, the session cleared to the signed-out values, and /login 2 seconds later', async () => {
    const kit = openSession();
    const uploading = kit.upload.start(mrSlices(1));
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

  it("shows the server's reason for a refusal; a server failure gets SPEC's 'Upload failed' text", async () => {
    const kit = openSession();
    let uploading = kit.upload.start(mrSlices(1));
    await zipped(kit);
    kit.uploads.last.answer(failure('forbidden', 'No segmentations remaining. Please upgrade your plan.', 403));
    expect(await uploading).toBe('refused');
    expect(kit.toasts.toasts.at(-1)).toMatchObject({ tone: 'error', message: 'No segmentations remaining. Please upgrade your plan.' });

    const other = openSession();
    uploading = other.upload.start(mrSlices(1));
    await zipped(other);
    other.uploads.last.answer(failure('server'));
    expect(await uploading).toBe('stopped');
    expect(other.toasts.toasts).toMatchObject([{ tone: 'error', message: 'Upload failed. Please try again later.', durationMs: 5_000 }]);
    expect(other.upload.phase).toBe('idle');
  });

  it("says 'Please log in to continue' once signed out, and sends nothing", async () => {
    const kit = openSession();
    kit.session.cleared();
    await kit.upload.start(mrSlices(1));
    expect(kit.toasts.toasts.at(-1)).toMatchObject({ tone: 'error', message: 'Please log in to continue' });
    expect(kit.uploads.sent).toEqual([]);
  });

  it('pauses and resumes sending; cancelling a paused upload deletes it', async () => {
    const kit = openSession();
    const uploading = kit.upload.start(mrSlices(2));
    await zipped(kit);
    kit.uploads.last.progress(kit.uploads.last.file.size / 4);
    expect([kit.upload.canPause, kit.upload.canResume]).toEqual([true, false]);
    kit.upload.pauseClicked();
    expect([kit.upload.phase, kit.upload.progressTitle, kit.uploads.last.paused, kit.upload.canResume]).toEqual(['paused', 'Upload paused. What was sent is kept.', true, true]);
    // A late progress event from the request that was in flight does not undo the pause.
    kit.uploads.last.progress(kit.uploads.last.file.size / 2);
    expect([kit.upload.phase, kit.upload.progress]).toEqual(['paused', 25]);
    kit.upload.resumeClicked();
    expect([kit.upload.phase, kit.uploads.last.paused]).toEqual(['uploading', false]);
    kit.upload.pauseClicked();
    kit.upload.cancelClicked();
    await uploading;
    expect([kit.uploads.last.cancelled, kit.upload.phase, kit.upload.notice]).toEqual([true, 'idle', 'Upload cancelled.']);
  });

  it('says when the connection dropped and when it came back', async () => {
    const kit = openSession();
    void kit.upload.start(mrSlices(1));
    await zipped(kit);
    kit.uploads.last.options.onConnection?.('lost');
    expect(kit.upload.connectionLost).toBe(true);
    kit.uploads.last.options.onConnection?.('back');
    expect(kit.upload.connectionLost).toBe(false);
  });

  it('a connection lost for good says how to go on', async () => {
    const kit = openSession();
    const uploading = kit.upload.start(mrSlices(1));
    await zipped(kit);
    kit.uploads.last.answer(failure('network'));
    expect(await uploading).toBe('stopped');
    expect([kit.upload.phase, kit.upload.error]).toEqual(['idle', 'The connection was lost. What was sent is kept: press Start AI Analysis again to continue from where it stopped.']);
    kit.upload.choiceChanged();
    expect(kit.upload.error).toBeNull();
  });

  it('leaving the page pauses sending, keeping what the server has, and cancels preparing, which nothing keeps', async () => {
    const sending = openSession();
    const uploading = sending.upload.start(mrSlices(1));
    await zipped(sending);
    sending.upload.closed();
    expect([sending.uploads.last.paused, sending.uploads.last.cancelled]).toEqual([true, false]);
    sending.uploads.last.answer(failure('network'));
    expect(await uploading).toBe('left');

    const preparing = openSession();
    const prepared = preparing.upload.start(mrSlices(2));
    preparing.upload.closed();
    expect(await prepared).toBe('left');
    expect(preparing.uploads.sent).toEqual([]);
  });
});
