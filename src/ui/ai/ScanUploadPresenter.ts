import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ActiveSubscription } from '../../application/ai/AiApi';
import { CheckScanSelection, type ScanSelection } from '../../application/scans/CheckScanSelection';
import { DiscardUnfinishedUpload } from '../../application/scans/DiscardUnfinishedUpload';
import { ListUnfinishedUploads } from '../../application/scans/ListUnfinishedUploads';
import { LoadUploadQuota, type UploadQuota } from '../../application/scans/LoadUploadQuota';
import type { ScanFile } from '../../application/scans/ScanFile';
import { ScanHistoryApi, type ScanRecord, type ScanStatus } from '../../application/scans/ScanHistoryApi';
import type { IdentifyingDataFound } from '../../application/scans/StudyPreparer';
import type { UnfinishedUpload } from '../../application/scans/UnfinishedUploadStore';
import { type UploadControls, UploadScan, type UploadScanError, type UploadStage, type UploadedScan } from '../../application/scans/UploadScan';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import type { ApiResult } from '../../application/shared/ApiResult';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import type { Result } from '@tiara/domain/result';
import { fileSizeText, filesSent, planScanUpload, studyFingerprint } from '@tiara/domain/scan-file';
import { notificationAge } from '@tiara/domain/time-text';
import {
  COUNT_UP_FRAME_MS,
  type Quota,
  type UsageBand,
  canUpload,
  countUpFrames,
  lowQuotaWarning,
  showsNoQuotaNotice,
  remainingIsCritical,
  remainingSegmentations,
  uploadDisabledReason,
  usageBand,
  usagePercent,
} from '@tiara/domain/upload-quota';
import { notificationTimeText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { AiMessages } from '../messages/AiMessages';
import { QuotaMessages } from '../messages/QuotaMessages';
import { ScanMessages } from '../messages/ScanMessages';
import { ScanTransferMessages } from '../messages/ScanTransferMessages';
import { ToastDurations, ToastPresenter } from '../toast/ToastPresenter';
import { StudyPreviewPresenter } from './StudyPreviewPresenter';

const texts = AiMessages.upload;
const UPLOAD_TOAST = { durationMs: ToastDurations.upload } as const;

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
 * - idle: nothing under way;
 * - checking: the chosen files' headers are being read;
 * - preparing: patient details are being removed and the files packed (into dicoms.zip);
 * - uploading: the bytes are on their way;
 * - paused: the person paused sending; the server keeps what it has;
 * - processing: every byte was sent and the server has not answered yet.
 */
export type UploadPhase = 'idle' | 'checking' | 'preparing' | 'uploading' | 'paused' | 'processing';

/** One kind of patient data found in the chosen files, as the list before sending shows it. */
export interface IdentifyingDataRow {
  readonly kind: string;
  readonly files: string;
}

/** An upload this browser began and did not see finish. */
export interface UnfinishedUploadView {
  readonly fingerprint: string;
  readonly text: string;
}

const transfer = ScanTransferMessages;

function percentOf(upload: UnfinishedUpload): number {
  return upload.totalBytes > 0 ? Math.floor((upload.sentBytes / upload.totalBytes) * 100) : 0;
}

export interface SelectedFileView {
  readonly key: string;
  readonly name: string;
  readonly sizeText: string;
}

export interface ScanRow {
  readonly id: number;
  readonly fileName: string;
  readonly sizeText: string;
  readonly uploadedText: string;
  readonly status: ScanStatus;
  /** What the segmentation found, or why it failed. */
  readonly detail: string | null;
}

/** A plan with nothing in it, for the states without an active subscription. */
const NO_QUOTA: Quota = { isActive: false, allowed: 0, used: 0 };

/**
 * The scan upload page (/ai-scan-upload): SPEC §2 "AI scan upload", §4 "Upload flow", §5 "Upload",
 * §8 and §9, plus the customer's scans from GET /api/scans/mine.
 */
@injectable()
export class ScanUploadPresenter {
  quotaStatus: 'loading' | 'active' | 'none' = 'loading';
  subscription: ActiveSubscription | null = null;
  /** The used count as the count-up animation shows it. */
  shownUsed = 0;
  selected: ScanFile[] = [];
  /** Files left out of the last choice, or zips not sent, or a cancelled upload: said, not an error. */
  notices: string[] = [];
  /** Why the last choice or upload could not go on, shown in the drop zone's place. */
  error: string | null = null;
  phase: UploadPhase = 'idle';
  /** The current stage's share done, 0 to 100. */
  progress = 0;
  successOpen = false;
  /** What patient data the chosen files carry; null before the files were looked through, or when that failed. */
  identifyingData: readonly IdentifyingDataFound[] | null = null;
  /** This person's uploads that stopped before finishing, as remembered by this browser. */
  unfinished: UnfinishedUpload[] = [];
  /** The connection dropped during sending, which goes on by itself once it is back. */
  connectionLost = false;
  /** The chosen study as the browser reads it: slices, size, modality and a slice to look at. */
  readonly preview: StudyPreviewPresenter;
  /** `unavailable`: the backend keeps no scan history, so the screen leaves the list out. */
  scansStatus: 'loading' | 'loaded' | 'failed' | 'unavailable' = 'loading';
  scans: ScanRecord[] = [];

  private upload: AbortController | null = null;
  private controls: UploadControls | null = null;
  private frames: number[] = [];
  private stopCountUp: (() => void) | null = null;
  private cancelRedirect: (() => void) | null = null;
  /** Each load of the quota or the scans has a number; a late answer to an earlier one is dropped. */
  private quotaRequest = 0;
  private scansRequest = 0;
  private unfinishedRequest = 0;
  private readonly loadUploadQuota: LoadUploadQuota;
  private readonly checkScanSelection: CheckScanSelection;
  private readonly uploadScan: UploadScan;
  private readonly scanHistory: ScanHistoryApi;
  private readonly listUnfinishedUploads: ListUnfinishedUploads;
  private readonly discardUnfinishedUpload: DiscardUnfinishedUpload;
  private readonly session: AccountSessionStore;
  private readonly toasts: ToastPresenter;
  private readonly navigator: Navigator;
  private readonly clock: Clock;

  constructor(
    @inject(LoadUploadQuota) loadUploadQuota: LoadUploadQuota,
    @inject(CheckScanSelection) checkScanSelection: CheckScanSelection,
    @inject(UploadScan) uploadScan: UploadScan,
    @inject(ScanHistoryApi) scanHistory: ScanHistoryApi,
    @inject(ListUnfinishedUploads) listUnfinishedUploads: ListUnfinishedUploads,
    @inject(DiscardUnfinishedUpload) discardUnfinishedUpload: DiscardUnfinishedUpload,
    @inject(AccountSessionStore) session: AccountSessionStore,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(Navigator) navigator: Navigator,
    @inject(Clock) clock: Clock,
    @inject(StudyPreviewPresenter) preview: StudyPreviewPresenter,
  ) {
    this.preview = preview;
    this.loadUploadQuota = loadUploadQuota;
    this.checkScanSelection = checkScanSelection;
    this.uploadScan = uploadScan;
    this.scanHistory = scanHistory;
    this.listUnfinishedUploads = listUnfinishedUploads;
    this.discardUnfinishedUpload = discardUnfinishedUpload;
    this.session = session;
    this.toasts = toasts;
    this.navigator = navigator;
    this.clock = clock;
    makeAutoObservable<
      ScanUploadPresenter,
      | 'upload'
      | 'controls'
      | 'frames'
      | 'stopCountUp'
      | 'cancelRedirect'
      | 'quotaRequest'
      | 'scansRequest'
      | 'loadUploadQuota'
      | 'checkScanSelection'
      | 'uploadScan'
      | 'scanHistory'
      | 'listUnfinishedUploads'
      | 'unfinishedRequest'
      | 'discardUnfinishedUpload'
      | 'session'
      | 'toasts'
      | 'navigator'
      | 'clock'
    >(
      this,
      {
        subscription: observableRef,
        selected: observableRef,
        scans: observableRef,
        identifyingData: observableRef,
        preview: false,
        unfinished: observableRef,
        upload: false,
        controls: false,
        frames: false,
        stopCountUp: false,
        cancelRedirect: false,
        quotaRequest: false,
        scansRequest: false,
        loadUploadQuota: false,
        checkScanSelection: false,
        uploadScan: false,
        scanHistory: false,
        listUnfinishedUploads: false,
        unfinishedRequest: false,
        discardUnfinishedUpload: false,
        session: false,
        toasts: false,
        navigator: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  // ---- The plan card

  get quota(): Quota {
    const { subscription } = this;
    return subscription === null ? NO_QUOTA : { isActive: true, allowed: subscription.segmentationsAllowed, used: subscription.segmentationsUsed };
  }

  get planName(): string | null {
    return this.subscription?.name ?? null;
  }

  get usedText(): string {
    return texts.usedOfAllowed(this.shownUsed, this.quota.allowed);
  }

  get usagePercent(): number {
    return usagePercent(this.quota);
  }

  get usageBand(): UsageBand {
    return usageBand(this.quota);
  }

  get remaining(): number {
    return remainingSegmentations(this.quota);
  }

  get remainingIsCritical(): boolean {
    return remainingIsCritical(this.quota);
  }

  get lowQuotaWarning(): string | null {
    if (this.quotaStatus !== 'active') return null;
    const remaining = lowQuotaWarning(this.quota);
    return remaining === null ? null : QuotaMessages.lowQuota(remaining);
  }

  get noQuotaNotice(): string | null {
    return this.quotaStatus === 'active' && showsNoQuotaNotice(this.quota) ? QuotaMessages.noSegmentationsNotice : null;
  }

  // ---- The drop zone and the selection

  /** Why the drop zone reads 'Upload Disabled', in the shown language; null while it takes files (or while the quota loads). */
  get disabledReason(): string | null {
    const reason = this.quotaStatus === 'loading' ? null : uploadDisabledReason(this.quota);
    return reason === null ? null : QuotaMessages[reason];
  }

  get dropZoneDisabled(): boolean {
    return this.quotaStatus === 'loading' || this.disabledReason !== null || this.busy;
  }

  get busy(): boolean {
    return this.phase !== 'idle';
  }

  get uploading(): boolean {
    return this.phase === 'preparing' || this.phase === 'uploading' || this.phase === 'paused' || this.phase === 'processing';
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

  get identifyingDataRows(): IdentifyingDataRow[] {
    return (this.identifyingData ?? []).map((found) => ({ kind: transfer.kinds[found.kind], files: transfer.inFiles(found.files) }));
  }

  /** Said when the files were looked through and carry no patient data. */
  get noIdentifyingDataText(): string | null {
    return this.identifyingData !== null && this.identifyingData.length === 0 && this.selected.length > 0 ? transfer.noDetailsFound : null;
  }

  /** The unfinished uploads other than the one the chosen files continue. */
  get unfinishedUploadViews(): UnfinishedUploadView[] {
    const continued = this.continuedUpload?.fingerprint;
    return this.unfinished
      .filter((upload) => upload.fingerprint !== continued)
      .map((upload) => ({ fingerprint: upload.fingerprint, text: transfer.unfinished(upload.fileName, upload.fileCount, percentOf(upload)) }));
  }

  /** The unfinished upload the chosen files continue, if any. */
  get continuedUpload(): UnfinishedUpload | null {
    if (this.selected.length === 0) return null;
    const plan = planScanUpload(this.selected);
    if (plan.kind === 'nothing') return null;
    const fingerprint = studyFingerprint(filesSent(plan));
    return this.unfinished.find((upload) => upload.fingerprint === fingerprint) ?? null;
  }

  get continuesUnfinishedText(): string | null {
    const upload = this.continuedUpload;
    return upload === null || this.uploading ? null : transfer.continuesUnfinished(percentOf(upload));
  }

  get selectedFiles(): SelectedFileView[] {
    return this.selected.map((file, index) => ({ key: `${index}:${file.path}`, name: file.path, sizeText: fileSizeText(file.size) }));
  }

  get selectionSummary(): string | null {
    if (this.selected.length === 0) return null;
    return texts.totalSize(this.selected.length, fileSizeText(this.selected.reduce((total, file) => total + file.size, 0)));
  }

  /** Several files, or one that is not a zip, travel as dicoms.zip (SPEC §4). */
  get willBeZipped(): boolean {
    return planScanUpload(this.selected).kind === 'zip-these';
  }

  get canSubmit(): boolean {
    return this.selected.length > 0 && !this.busy && canUpload(this.quota);
  }

  get submitLabel(): string {
    return this.uploading ? texts.analyzingButton : texts.startAnalysis;
  }

  get progressTitle(): string {
    if (this.phase === 'preparing') return transfer.preparing;
    if (this.phase === 'paused') return transfer.paused;
    return texts.processing;
  }

  // ---- My scans

  get scanRows(): ScanRow[] {
    const now = this.clock.now();
    return this.scans.map((scan) => ({
      id: scan.id,
      fileName: scan.fileName,
      sizeText: fileSizeText(scan.sizeBytes),
      uploadedText: notificationTimeText(notificationAge(scan.uploadedAt, now), shownLanguage()),
      status: scan.status,
      detail: scan.status === 'Failed' ? scan.error : scan.summary,
    }));
  }

  // ---- What the person did

  opened(): void {
    void this.loadQuota(true);
    void this.loadScans();
    void this.loadUnfinished();
  }

  closed(): void {
    this.preview.clear();
    // Leaving the page stops sending but keeps what the server has: coming back with the same files
    // resumes it. Preparing, which nothing keeps, is cancelled.
    if (this.controls !== null) this.controls.pause();
    else this.upload?.abort();
    this.controls = null;
    this.upload = null;
    this.stopCountUp?.();
    this.stopCountUp = null;
    this.cancelRedirect?.();
    this.cancelRedirect = null;
    this.quotaRequest += 1;
    this.scansRequest += 1;
    this.unfinishedRequest += 1;
  }

  /** Files picked in the file dialog or dropped (folders already walked): the new choice replaces the old. */
  async filesChosen(files: readonly ScanFile[]): Promise<void> {
    if (this.dropZoneDisabled || files.length === 0) return;
    this.phase = 'checking';
    this.error = null;
    this.notices = [];
    this.identifyingData = null;
    this.preview.clear();
    this.selectionChecked(await this.checkScanSelection.execute(files));
  }

  clearAllClicked(): void {
    if (this.busy) return;
    this.selected = [];
    this.notices = [];
    this.error = null;
    this.identifyingData = null;
    this.preview.clear();
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

  async discardUnfinishedClicked(fingerprint: string): Promise<void> {
    if (this.busy) return;
    await this.discardUnfinishedUpload.execute(fingerprint);
    await this.loadUnfinished();
  }

  async startAnalysisClicked(): Promise<void> {
    if (this.busy) return;
    if (this.selected.length === 0) {
      this.toasts.error(ScanMessages.noFileSelected, UPLOAD_TOAST);
      return;
    }
    if (!canUpload(this.quota)) {
      this.toasts.error(this.quota.isActive ? ScanMessages.noSegmentationsRemaining : ScanMessages.noActiveSubscription, UPLOAD_TOAST);
      return;
    }
    const upload = new AbortController();
    this.upload = upload;
    this.error = null;
    this.notices = [];
    this.progress = 0;
    this.connectionLost = false;
    this.phase = 'preparing';
    const result = await this.uploadScan.execute({
      files: this.selected,
      signal: upload.signal,
      onProgress: this.progressed,
      onSending: (controls) => this.sendingStarted(upload, controls),
      onConnection: (state) => this.connectionChanged(upload, state),
    });
    if (this.upload !== upload) return;
    this.upload = null;
    this.controls = null;
    this.connectionLost = false;
    this.uploadAnswered(result);
    void this.loadUnfinished();
  }

  cancelClicked(): void {
    this.upload?.abort();
  }

  successDismissed(): void {
    this.successOpen = false;
  }

  refreshScansClicked(): void {
    void this.loadScans();
  }

  // ---- What arrived

  progressed(stage: UploadStage, fraction: number): void {
    if (this.upload === null || this.phase === 'paused') return;
    // Rounded down: 100% means every byte arrived, not 99.6% of them.
    const percent = Math.min(100, Math.max(0, Math.floor(fraction * 100)));
    this.phase = stage === 'uploading' && percent >= 100 ? 'processing' : stage;
    this.progress = percent;
  }

  private sendingStarted(upload: AbortController, controls: UploadControls): void {
    if (this.upload === upload) this.controls = controls;
  }

  private connectionChanged(upload: AbortController, state: 'lost' | 'back'): void {
    if (this.upload === upload) this.connectionLost = state === 'lost';
  }

  private async loadUnfinished(): Promise<void> {
    const request = ++this.unfinishedRequest;
    const unfinished = await this.listUnfinishedUploads.execute();
    if (request === this.unfinishedRequest) this.unfinishedArrived(unfinished);
  }

  private unfinishedArrived(unfinished: UnfinishedUpload[]): void {
    this.unfinished = unfinished;
  }

  countUpTicked(): void {
    const next = this.frames.shift();
    if (next !== undefined) this.shownUsed = next;
    if (this.frames.length === 0) {
      this.stopCountUp?.();
      this.stopCountUp = null;
    }
  }

  private selectionChecked({ accepted, rejected, unparseable, identifyingData }: ScanSelection): void {
    this.phase = 'idle';
    const unparseableNotice = unparseable.length > 0 ? transfer.unparseable(unparseable.map((file) => file.path)) : null;
    if (accepted.length === 0) {
      // SPEC §5: nothing left after filtering clears the selection.
      this.selected = [];
      this.error = unparseableNotice ?? texts.unsupportedFormat;
      return;
    }
    this.selected = accepted;
    void this.preview.show(accepted);
    this.identifyingData = identifyingData;
    const notices: string[] = [];
    if (rejected.length > 0) notices.push(texts.skipped(rejected.map((file) => file.path)));
    if (unparseableNotice !== null) notices.push(unparseableNotice);
    const plan = planScanUpload(accepted);
    if (plan.kind !== 'single-zip' && plan.skippedZips.length > 0) notices.push(texts.zipsSkipped);
    this.notices = notices;
  }

  private uploadAnswered(result: Result<UploadedScan, UploadScanError>): void {
    this.phase = 'idle';
    this.progress = 0;
    if (result.ok) {
      this.selected = [];
      this.identifyingData = null;
      this.preview.clear();
      this.successOpen = true;
      this.toasts.success(texts.uploadSuccessful, UPLOAD_TOAST);
      void this.loadQuota(false);
      void this.loadScans();
      return;
    }
    const { error } = result;
    switch (error.code) {
      case 'cancelled':
        this.notices = [texts.cancelled];
        return;
      case 'unreadable':
        this.error = texts.unreadable(error.path);
        return;
      case 'unparseable':
        this.error = transfer.unparseableAtSend(error.path);
        return;
      case 'interrupted':
        this.error = transfer.interrupted;
        return;
      case 'session-expired':
        this.sessionExpired(ScanMessages.sessionExpired);
        return;
      case 'refused':
        this.toasts.error(error.message, UPLOAD_TOAST);
        // A refusal may mean the quota changed elsewhere (another tab, another device).
        void this.loadQuota(false);
        return;
      default:
        this.toasts.error(uploadRefusalText(error.code), UPLOAD_TOAST);
    }
  }

  /** SPEC §4: on 401 the toast, storage cleared to the signed-out values, and /login after 2 seconds. */
  private sessionExpired(message: string): void {
    this.toasts.error(message, UPLOAD_TOAST);
    this.session.cleared();
    this.cancelRedirect?.();
    this.cancelRedirect = this.clock.after(SLOW_REDIRECT_DELAY_MS, () => {
      this.cancelRedirect = null;
      this.navigator.go(Routes.login);
    });
  }

  private async loadQuota(firstLoad: boolean): Promise<void> {
    const request = ++this.quotaRequest;
    const quota = await this.loadUploadQuota.execute();
    if (request === this.quotaRequest) this.quotaArrived(quota, firstLoad);
  }

  private quotaArrived(quota: UploadQuota, firstLoad: boolean): void {
    switch (quota.kind) {
      case 'active':
        this.quotaStatus = 'active';
        this.subscription = quota.subscription;
        this.startCountUp(quota.subscription.segmentationsUsed);
        return;
      case 'none':
        this.quotaStatus = 'none';
        this.subscription = null;
        this.selected = [];
        if (firstLoad) this.toasts.error(ScanMessages.noActiveSubscription, UPLOAD_TOAST);
        return;
      case 'failed':
        // SPEC §4: the flag became 'false' and allowed '0'; the customer is sent to the plans.
        this.toasts.error(ScanMessages.subscriptionLoadFailed, UPLOAD_TOAST);
        this.navigator.go(Routes.ai, { replace: true });
        return;
      case 'signed-out':
        this.navigator.go(Routes.login, { replace: true });
        return;
    }
  }

  /** SPEC §9: the used count climbs from 0 over 1.5 seconds in 60 steps. */
  private startCountUp(target: number): void {
    this.stopCountUp?.();
    this.frames = countUpFrames(target);
    this.shownUsed = 0;
    this.stopCountUp = this.clock.every(COUNT_UP_FRAME_MS, this.countUpTicked);
  }

  private async loadScans(): Promise<void> {
    const request = ++this.scansRequest;
    if (this.scans.length === 0) this.scansStatus = 'loading';
    const answer = await this.scanHistory.mine();
    if (request === this.scansRequest) this.scansArrived(answer);
  }

  private scansArrived(answer: ApiResult<ScanRecord[] | null>): void {
    if (!answer.ok) {
      this.scansStatus = 'failed';
    } else if (answer.value === null) {
      this.scansStatus = 'unavailable';
    } else {
      this.scans = answer.value;
      this.scansStatus = 'loaded';
    }
  }
}
