import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { ActiveSubscription } from '../../application/ai/AiApi';
import { LoadUploadQuota, type UploadQuota } from '../../application/scans/LoadUploadQuota';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { Routes } from '@tiara/domain/access';
import {
  COUNT_UP_FRAME_MS,
  type Quota,
  type UsageBand,
  countUpFrames,
  lowQuotaWarning,
  showsNoQuotaNotice,
  remainingIsCritical,
  remainingSegmentations,
  uploadDisabledReason,
  usageBand,
  usagePercent,
} from '@tiara/domain/upload-quota';
import { AiMessages } from '../messages/AiMessages';
import { QuotaMessages } from '../messages/QuotaMessages';
import { ScanMessages } from '../messages/ScanMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { UPLOAD_TOAST } from './uploadToast';

const texts = AiMessages.upload;

/** A plan with nothing in it, for the states without an active subscription. */
const NO_QUOTA: Quota = { isActive: false, allowed: 0, used: 0 };

/**
 * The plan card of the scan upload page (SPEC §2 "AI scan upload", §4 and §9): the customer's
 * plan fresh from the server, its usage counted up from 0, and whether it still allows an upload.
 */
@injectable()
export class PlanQuotaPresenter {
  status: 'loading' | 'active' | 'none' = 'loading';
  subscription: ActiveSubscription | null = null;
  /** The used count as the count-up animation shows it. */
  shownUsed = 0;

  private frames: number[] = [];
  private stopCountUp: (() => void) | null = null;
  /** Each load has a number; a late answer to an earlier one is dropped. */
  private request = 0;

  constructor(
    @inject(LoadUploadQuota) private readonly loadUploadQuota: LoadUploadQuota,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<PlanQuotaPresenter, 'frames' | 'stopCountUp' | 'request'>(this, arguments, {
      subscription: observableRef,
      frames: false,
      stopCountUp: false,
      request: false,
    });
  }

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
    if (this.status !== 'active') return null;
    const remaining = lowQuotaWarning(this.quota);
    return remaining === null ? null : QuotaMessages.lowQuota(remaining);
  }

  get noQuotaNotice(): string | null {
    return this.status === 'active' && showsNoQuotaNotice(this.quota) ? QuotaMessages.noSegmentationsNotice : null;
  }

  /** Why the drop zone reads 'Upload Disabled', in the shown language; null while it takes files (or while the quota loads). */
  get disabledReason(): string | null {
    const reason = this.status === 'loading' ? null : uploadDisabledReason(this.quota);
    return reason === null ? null : QuotaMessages[reason];
  }

  /**
   * Asks for the quota (again): on the first load, no subscription is also said in a toast. Answers
   * what arrived, or null when a later load or the page's closing made the answer stale.
   */
  async load(firstLoad: boolean): Promise<UploadQuota['kind'] | null> {
    const request = ++this.request;
    const quota = await this.loadUploadQuota.execute();
    if (request !== this.request) return null;
    this.arrived(quota, firstLoad);
    return quota.kind;
  }

  closed(): void {
    this.stopCountUp?.();
    this.stopCountUp = null;
    this.request += 1;
  }

  private arrived(quota: UploadQuota, firstLoad: boolean): void {
    switch (quota.kind) {
      case 'active':
        this.status = 'active';
        this.subscription = quota.subscription;
        this.startCountUp(quota.subscription.segmentationsUsed);
        return;
      case 'none':
        this.status = 'none';
        this.subscription = null;
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

  private countUpTicked(): void {
    const next = this.frames.shift();
    if (next !== undefined) this.shownUsed = next;
    if (this.frames.length === 0) {
      this.stopCountUp?.();
      this.stopCountUp = null;
    }
  }
}
