import { inject, injectable } from 'inversify';
import type { UploadQuota } from '../../application/scans/LoadUploadQuota';
import type { ScanFile } from '../../application/scans/ScanFile';
import type { UnfinishedUpload } from '../../application/scans/UnfinishedUploadStore';
import { canUpload } from '@tiara/domain/upload-quota';
import { ScanMessages } from '../messages/ScanMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { PlanQuotaPresenter } from './PlanQuotaPresenter';
import { ScanHistoryPresenter } from './ScanHistoryPresenter';
import { ScanSelectionPresenter } from './ScanSelectionPresenter';
import { UnfinishedUploadsPresenter, type UnfinishedUploadView } from './UnfinishedUploadsPresenter';
import { type UploadEnding, UploadSessionPresenter } from './UploadSessionPresenter';
import { UPLOAD_TOAST } from './uploadToast';

/**
 * The scan upload page (/ai-scan-upload): SPEC §2 "AI scan upload", §4 "Upload flow", §5 "Upload",
 * §8 and §9, plus the customer's scans from GET /api/scans/mine. Each panel has its presenter; this
 * one decides what one panel's events mean for the others: the plan gates the choice and the
 * upload, an upload the server took refreshes plan and scans, and chosen files may continue an
 * unfinished upload.
 */
@injectable()
export class ScanUploadPresenter {
  constructor(
    @inject(PlanQuotaPresenter) readonly plan: PlanQuotaPresenter,
    @inject(ScanSelectionPresenter) readonly selection: ScanSelectionPresenter,
    @inject(UploadSessionPresenter) readonly upload: UploadSessionPresenter,
    @inject(UnfinishedUploadsPresenter) readonly unfinished: UnfinishedUploadsPresenter,
    @inject(ScanHistoryPresenter) readonly history: ScanHistoryPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** Files are being checked or an upload is under way. */
  get busy(): boolean {
    return this.selection.checking || this.upload.uploading;
  }

  get dropZoneDisabled(): boolean {
    return this.plan.status === 'loading' || this.plan.disabledReason !== null || this.busy;
  }

  get canSubmit(): boolean {
    return this.selection.selected.length > 0 && !this.busy && canUpload(this.plan.quota);
  }

  /** Why the last choice or upload could not go on, shown in the drop zone's place. */
  get error(): string | null {
    return this.upload.error ?? this.selection.error;
  }

  /** Files left out of the last choice, or zips not sent, or a cancelled upload: said, not an error. */
  get notices(): string[] {
    return this.upload.notice === null ? this.selection.notices : [...this.selection.notices, this.upload.notice];
  }

  /** The unfinished upload the chosen files continue, if any. */
  get continuedUpload(): UnfinishedUpload | null {
    const { fingerprint } = this.selection;
    return fingerprint === null ? null : this.unfinished.withFingerprint(fingerprint);
  }

  get continuesUnfinishedText(): string | null {
    const upload = this.continuedUpload;
    return upload === null || this.upload.uploading ? null : this.unfinished.continuesText(upload);
  }

  /** The unfinished uploads other than the one the chosen files continue. */
  get unfinishedUploadViews(): UnfinishedUploadView[] {
    const continued = this.continuedUpload?.fingerprint;
    return this.unfinished.views.filter((view) => view.fingerprint !== continued);
  }

  opened(): void {
    this.loadPlan(true);
    void this.history.load();
    void this.unfinished.load();
  }

  closed(): void {
    this.selection.closed();
    this.upload.closed();
    this.plan.closed();
    this.history.closed();
    this.unfinished.closed();
  }

  async filesChosen(files: readonly ScanFile[]): Promise<void> {
    if (this.dropZoneDisabled || files.length === 0) return;
    this.upload.choiceChanged();
    await this.selection.filesChosen(files);
  }

  clearAllClicked(): void {
    if (this.busy) return;
    this.selection.clearAllClicked();
    this.upload.choiceChanged();
  }

  async discardUnfinishedClicked(fingerprint: string): Promise<void> {
    if (this.busy) return;
    await this.unfinished.discardClicked(fingerprint);
  }

  async startAnalysisClicked(): Promise<void> {
    if (this.busy) return;
    if (this.selection.selected.length === 0) {
      this.toasts.error(ScanMessages.noFileSelected, UPLOAD_TOAST);
      return;
    }
    const { quota } = this.plan;
    if (!canUpload(quota)) {
      this.toasts.error(quota.isActive ? ScanMessages.noSegmentationsRemaining : ScanMessages.noActiveSubscription, UPLOAD_TOAST);
      return;
    }
    this.selection.uploadStarted();
    this.uploadEnded(await this.upload.start(this.selection.selected));
  }

  private uploadEnded(ending: UploadEnding): void {
    switch (ending) {
      case 'left':
        return;
      case 'accepted':
        this.selection.sent();
        this.loadPlan(false);
        void this.history.load();
        break;
      case 'refused':
        // A refusal may mean the quota changed elsewhere (another tab, another device).
        this.loadPlan(false);
        break;
    }
    void this.unfinished.load();
  }

  private loadPlan(firstLoad: boolean): void {
    void this.plan.load(firstLoad).then(this.planArrived);
  }

  private planArrived(kind: UploadQuota['kind'] | null): void {
    if (kind === 'none') this.selection.subscriptionEnded();
  }
}
