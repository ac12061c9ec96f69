import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ActiveSubscription } from '../../application/ai/AiApi';
import { CheckScanSelection } from '../../application/scans/CheckScanSelection';
import { LoadUploadQuota, type UploadQuota } from '../../application/scans/LoadUploadQuota';
import type { ScanFile } from '../../application/scans/ScanFile';
import { ScanHistoryApi, type ScanRecord, type ScanStatus } from '../../application/scans/ScanHistoryApi';
import { UploadScan, type UploadScanError, type UploadStage, type UploadedScan } from '../../application/scans/UploadScan';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import type { ApiResult } from '../../application/shared/ApiResult';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '../../domain/access';
import type { Result } from '../../domain/result';
import { fileSizeText, planScanUpload } from '../../domain/scan-file';
import { notificationAge } from '../../domain/time-text';
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
} from '../../domain/upload-quota';
import { notificationTimeText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { AiMessages } from '../messages/AiMessages';
import { QuotaMessages } from '../messages/QuotaMessages';
import { ScanMessages } from '../messages/ScanMessages';
import { ToastDurations, ToastPresenter } from '../toast/ToastPresenter';

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
 * - zipping: several files are being packed into dicoms.zip;
 * - uploading: the bytes are on their way;
 * - processing: every byte was sent and the server has not answered yet.
 */
export type UploadPhase = 'idle' | 'checking' | 'zipping' | 'uploading' | 'processing';

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
  /** `unavailable`: the backend keeps no scan history, so the screen leaves the list out. */
  scansStatus: 'loading' | 'loaded' | 'failed' | 'unavailable' = 'loading';
  scans: ScanRecord[] = [];

  private upload: AbortController | null = null;
  private frames: number[] = [];
  private stopCountUp: (() => void) | null = null;
  private cancelRedirect: (() => void) | null = null;
  /** Each load of the quota or the scans has a number; a late answer to an earlier one is dropped. */
  private quotaRequest = 0;
  private scansRequest = 0;
  private readonly loadUploadQuota: LoadUploadQuota;
  private readonly checkScanSelection: CheckScanSelection;
  private readonly uploadScan: UploadScan;
  private readonly scanHistory: ScanHistoryApi;
  private readonly session: AccountSessionStore;
  private readonly toasts: ToastPresenter;
  private readonly navigator: Navigator;
  private readonly clock: Clock;

  constructor(
    @inject(LoadUploadQuota) loadUploadQuota: LoadUploadQuota,
    @inject(CheckScanSelection) checkScanSelection: CheckScanSelection,
    @inject(UploadScan) uploadScan: UploadScan,
    @inject(ScanHistoryApi) scanHistory: ScanHistoryApi,
    @inject(AccountSessionStore) session: AccountSessionStore,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(Navigator) navigator: Navigator,
    @inject(Clock) clock: Clock,
  ) {
    this.loadUploadQuota = loadUploadQuota;
    this.checkScanSelection = checkScanSelection;
    this.uploadScan = uploadScan;
    this.scanHistory = scanHistory;
    this.session = session;
    this.toasts = toasts;
    this.navigator = navigator;
    this.clock = clock;
    makeAutoObservable<
      ScanUploadPresenter,
      | 'upload'
      | 'frames'
      | 'stopCountUp'
      | 'cancelRedirect'
      | 'quotaRequest'
      | 'scansRequest'
      | 'loadUploadQuota'
      | 'checkScanSelection'
      | 'uploadScan'
      | 'scanHistory'
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
        upload: false,
        frames: false,
        stopCountUp: false,
        cancelRedirect: false,
        quotaRequest: false,
        scansRequest: false,
        loadUploadQuota: false,
        checkScanSelection: false,
        uploadScan: false,
        scanHistory: false,
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
    return this.phase === 'zipping' || this.phase === 'uploading' || this.phase === 'processing';
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
    return this.phase === 'zipping' ? texts.zipping : texts.processing;
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
  }

  closed(): void {
    this.upload?.abort();
    this.upload = null;
    this.stopCountUp?.();
    this.stopCountUp = null;
    this.cancelRedirect?.();
    this.cancelRedirect = null;
    this.quotaRequest += 1;
    this.scansRequest += 1;
  }

  /** Files picked in the file dialog or dropped (folders already walked): the new choice replaces the old. */
  async filesChosen(files: readonly ScanFile[]): Promise<void> {
    if (this.dropZoneDisabled || files.length === 0) return;
    this.phase = 'checking';
    this.error = null;
    this.notices = [];
    this.selectionChecked(await this.checkScanSelection.execute(files));
  }

  clearAllClicked(): void {
    if (this.busy) return;
    this.selected = [];
    this.notices = [];
    this.error = null;
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
    this.phase = this.willBeZipped ? 'zipping' : 'uploading';
    const result = await this.uploadScan.execute({ files: this.selected, signal: upload.signal, onProgress: this.progressed });
    if (this.upload !== upload) return;
    this.upload = null;
    this.uploadAnswered(result);
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
    if (this.upload === null) return;
    const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
    this.phase = stage === 'uploading' && percent >= 100 ? 'processing' : stage;
    this.progress = percent;
  }

  countUpTicked(): void {
    const next = this.frames.shift();
    if (next !== undefined) this.shownUsed = next;
    if (this.frames.length === 0) {
      this.stopCountUp?.();
      this.stopCountUp = null;
    }
  }

  private selectionChecked({ accepted, rejected }: { accepted: ScanFile[]; rejected: ScanFile[] }): void {
    this.phase = 'idle';
    if (accepted.length === 0) {
      // SPEC §5: nothing left after filtering clears the selection.
      this.selected = [];
      this.error = texts.unsupportedFormat;
      return;
    }
    this.selected = accepted;
    const notices: string[] = [];
    if (rejected.length > 0) notices.push(texts.skipped(rejected.map((file) => file.path)));
    const plan = planScanUpload(accepted);
    if (plan.kind !== 'single-zip' && plan.skippedZips.length > 0) notices.push(texts.zipsSkipped);
    this.notices = notices;
  }

  private uploadAnswered(result: Result<UploadedScan, UploadScanError>): void {
    this.phase = 'idle';
    this.progress = 0;
    if (result.ok) {
      this.selected = [];
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
