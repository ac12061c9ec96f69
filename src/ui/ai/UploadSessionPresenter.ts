import { inject, injectable } from 'inversify';
import type { ScanFile } from '../../application/scans/ScanFile';
import { type UploadControls, UploadScan, type UploadScanError, type UploadStage, type UploadedScan } from '../../application/scans/UploadScan';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import type { Result } from '@tiara/domain/result';
import { AiMessages } from '../messages/AiMessages';
import { ScanMessages } from '../messages/ScanMessages';
import { ScanTransferMessages } from '../messages/ScanTransferMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import { ToastPresenter } from '../toast/ToastPresenter';
import { UPLOAD_TOAST } from './uploadToast';

const texts = AiMessages.upload;
const transfer = ScanTransferMessages;

/**
 * - idle: nothing under way;
 * - preparing: patient details are being removed and the files packed (into dicoms.zip);
 * - uploading: the bytes are on their way;
 * - paused: the person paused sending; the server keeps what it has;
 * - processing: every byte was sent and the server has not answered yet.
 */
export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'paused' | 'processing';

/**
 * How an upload ended, for the screen around it: `accepted` and `refused` may have changed the
 * quota, `stopped` is any other end, and `left` means the page was left while it was under way.
 */
export type UploadEnding = 'accepted' | 'refused' | 'stopped' | 'left';

/** SPEC §5 and §8's text for an upload that sent nothing, in the shown language. */
function uploadRefusalText(code: 'no-file' | 'zips-only' | 'not-signed-in' | 'failed'): string {
  switch (code) {
    case 'no-file':
      return ScanMessages.noFileSelected;
    case 'zips-only':
      return ScanMessages.zipsSkipped;
    case 'not-signed-in':
      return ScanMessages.loginRequired;
    case 'failed':
      return ScanMessages.uploadFailed;
  }
}

/**
 * One upload of the scan upload page (SPEC §4 "Upload flow", issue 18): preparing and sending the
 * chosen files with its progress, pause, resume and cancel, a lost connection, and how it ended
 * (the success modal, or why nothing was sent).
 */
@injectable()
export class UploadSessionPresenter {
  phase: UploadPhase = 'idle';
  /** The current stage's share done, 0 to 100. */
  progress = 0;
  /** The connection dropped during sending, which goes on by itself once it is back. */
  connectionLost = false;
  successOpen = false;
  /** A cancelled upload: said, not an error. */
  notice: string | null = null;
  /** Why the last upload could not go on, shown in the drop zone's place. */
  error: string | null = null;

  private running: AbortController | null = null;
  private controls: UploadControls | null = null;

  constructor(
    @inject(UploadScan) private readonly uploadScan: UploadScan,
    @inject(AccountSessionStore) private readonly session: AccountSessionStore,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
  ) {
    makePresenterObservable<UploadSessionPresenter, 'running' | 'controls'>(this, arguments, {
      running: false,
      controls: false,
    });
  }

  get uploading(): boolean {
    return this.phase !== 'idle';
  }

  get canPause(): boolean {
    return this.phase === 'uploading' && this.controls !== null;
  }

  get canResume(): boolean {
    return this.phase === 'paused';
  }

  /** Cancelling stops for good; once every byte is sent, the server is already taking the scan. */
  get canCancel(): boolean {
    return this.phase === 'preparing' || this.phase === 'uploading' || this.phase === 'paused';
  }

  get submitLabel(): string {
    return this.uploading ? texts.analyzingButton : texts.startAnalysis;
  }

  get progressTitle(): string {
    if (this.phase === 'preparing') return transfer.preparing;
    if (this.phase === 'paused') return transfer.paused;
    return texts.processing;
  }

  /** Prepares and sends `files`, which the screen checked may go; answers how it ended once it has. */
  async start(files: readonly ScanFile[]): Promise<UploadEnding> {
    const running = new AbortController();
    this.running = running;
    this.error = null;
    this.notice = null;
    this.progress = 0;
    this.connectionLost = false;
    this.phase = 'preparing';
    const result = await this.uploadScan.execute({
      files,
      signal: running.signal,
      onProgress: this.progressed,
      onSending: (controls) => this.sendingStarted(running, controls),
      onConnection: (state) => this.connectionChanged(running, state),
    });
    if (this.running !== running) return 'left';
    this.running = null;
    this.controls = null;
    this.connectionLost = false;
    return this.answered(result);
  }

  pauseClicked(): void {
    if (!this.canPause) return;
    this.controls?.pause();
    this.phase = 'paused';
    this.connectionLost = false;
  }

  resumeClicked(): void {
    if (!this.canResume) return;
    this.controls?.resume();
    this.phase = 'uploading';
  }

  cancelClicked(): void {
    this.running?.abort();
  }

  successDismissed(): void {
    this.successOpen = false;
  }

  /** A new choice of files, or none, makes what was said about the last upload old news. */
  choiceChanged(): void {
    this.notice = null;
    this.error = null;
  }

  closed(): void {
    // Leaving the page stops sending but keeps what the server has: coming back with the same files
    // resumes it. Preparing, which nothing keeps, is cancelled.
    if (this.controls !== null) this.controls.pause();
    else this.running?.abort();
    this.controls = null;
    this.running = null;
    this.redirect.cancel();
  }

  private progressed(stage: UploadStage, fraction: number): void {
    if (this.running === null || this.phase === 'paused') return;
    // Rounded down: 100% means every byte arrived, not 99.6% of them.
    const percent = Math.min(100, Math.max(0, Math.floor(fraction * 100)));
    this.phase = stage === 'uploading' && percent >= 100 ? 'processing' : stage;
    this.progress = percent;
  }

  private sendingStarted(running: AbortController, controls: UploadControls): void {
    if (this.running === running) this.controls = controls;
  }

  private connectionChanged(running: AbortController, state: 'lost' | 'back'): void {
    if (this.running === running) this.connectionLost = state === 'lost';
  }

  private answered(result: Result<UploadedScan, UploadScanError>): UploadEnding {
    this.phase = 'idle';
    this.progress = 0;
    if (result.ok) {
      this.successOpen = true;
      this.toasts.success(texts.uploadSuccessful, UPLOAD_TOAST);
      return 'accepted';
    }
    const { error } = result;
    switch (error.code) {
      case 'cancelled':
        this.notice = texts.cancelled;
        return 'stopped';
      case 'unreadable':
        this.error = texts.unreadable(error.path);
        return 'stopped';
      case 'unparseable':
        this.error = transfer.unparseableAtSend(error.path);
        return 'stopped';
      case 'interrupted':
        this.error = transfer.interrupted;
        return 'stopped';
      case 'session-expired':
        this.sessionExpired(ScanMessages.sessionExpired);
        return 'stopped';
      case 'refused':
        this.toasts.error(error.message, UPLOAD_TOAST);
        return 'refused';
      default:
        this.toasts.error(uploadRefusalText(error.code), UPLOAD_TOAST);
        return 'stopped';
    }
  }

  /** SPEC §4: on 401 the toast, storage cleared to the signed-out values, and /login after 2 seconds. */
  private sessionExpired(message: string): void {
    this.toasts.error(message, UPLOAD_TOAST);
    this.session.cleared();
    this.redirect.schedule(Routes.login, SLOW_REDIRECT_DELAY_MS);
  }
}
