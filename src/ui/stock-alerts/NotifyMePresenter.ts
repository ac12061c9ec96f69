import { inject, injectable } from 'inversify';
import { observable } from 'mobx';
import { BackendFeatures } from '../../application/shared/BackendFeatures';
import type { StockAlertSubscription, StockAlertTarget } from '../../application/stock-alerts/StockAlertApi';
import { type SubscribeError, SubscribeToStockAlert } from '../../application/stock-alerts/SubscribeToStockAlert';
import type { Result } from '@tiara/domain/result';
import { ContactFormMessages } from '../messages/ContactFormMessages';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';

const keyOf = (target: StockAlertTarget) => `${target.productId}:${target.variantId ?? ''}`;

/**
 * The notify-me icon of an out-of-stock product or variant (SPEC §2): one click puts a signed-in
 * customer on the list; a visitor is asked for an e-mail first, checked by SPEC's rule. The icon
 * shows the targets this page subscribed to. A backend without alerts (one that keeps only to
 * SPEC §7, where the icon's action is not shown) leaves the action out once it is known, for the
 * rest of the session.
 */
@injectable()
export class NotifyMePresenter {
  /** The product a visitor is giving an e-mail for; null while the e-mail dialog is closed. */
  asking: (StockAlertTarget & { readonly productName: string }) | null = null;
  email = '';
  emailError: string | null = null;
  sending = false;
  /** This page's click learned that the backend has no alerts. */
  private learnedNotOffered = false;
  private readonly subscribedKeys = observable.set<string>();

  constructor(
    @inject(SubscribeToStockAlert) private readonly subscribe: SubscribeToStockAlert,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(BackendFeatures) private readonly features: BackendFeatures,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** Whether out-of-stock products offer the notify-me action: not once the backend is known to lack alerts. */
  get offered(): boolean {
    return !this.learnedNotOffered && !this.features.lacks('stock-alerts');
  }

  get dialogOpen(): boolean {
    return this.asking !== null;
  }

  isSubscribed(target: StockAlertTarget): boolean {
    return this.subscribedKeys.has(keyOf(target));
  }

  async notifyMeClicked(target: StockAlertTarget, productName: string): Promise<void> {
    if (this.sending || this.isSubscribed(target) || !this.offered) return;
    await this.send({ ...target, productName }, null);
  }

  emailChanged(email: string): void {
    this.email = email;
    this.emailError = null;
  }

  async emailSubmitted(): Promise<void> {
    if (this.asking && !this.sending) await this.send(this.asking, this.email);
  }

  dialogClosed(): void {
    this.asking = null;
    this.emailError = null;
  }

  private async send(target: StockAlertTarget & { readonly productName: string }, email: string | null): Promise<void> {
    this.sending = true;
    this.answered(target, await this.subscribe.execute({ productId: target.productId, variantId: target.variantId }, email));
  }

  private answered(target: StockAlertTarget & { readonly productName: string }, result: Result<StockAlertSubscription, SubscribeError>): void {
    this.sending = false;
    if (result.ok) {
      this.subscribedKeys.add(keyOf(target));
      this.asking = null;
      this.email = '';
      this.toasts.success(result.value.message);
      return;
    }
    switch (result.error.kind) {
      case 'needs-email':
        this.asking = target;
        this.emailError = null;
        return;
      case 'email':
        this.emailError = ContactFormMessages.problems[result.error.problem];
        return;
      case 'refused':
        if (result.error.failure.kind === 'not-offered') this.notOffered();
        else this.toasts.error(result.error.failure.message);
    }
  }

  private notOffered(): void {
    this.learnedNotOffered = true;
    this.asking = null;
    this.toasts.info(StockAlertMessages.notOffered);
  }
}
