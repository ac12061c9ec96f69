import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { CancelStockAlert } from '../../application/stock-alerts/CancelStockAlert';
import { LoadStockAlerts } from '../../application/stock-alerts/LoadStockAlerts';
import type { WaitingStockAlert } from '../../application/stock-alerts/StockAlertApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { BackendFeatures } from '../../application/shared/BackendFeatures';
import { shortDateText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastPresenter } from '../toast/ToastPresenter';

export type StockAlertsState = 'loading' | 'loaded' | 'failed' | 'not-offered';

/** One waiting alert as the account lists it. */
export interface StockAlertRow {
  readonly id: number;
  /** The product's name, with the variant waited for when there is one. */
  readonly name: string;
  readonly href: string;
  readonly sinceText: string;
  readonly cancelLabel: string;
  readonly cancelling: boolean;
}

/**
 * The account's Stock alerts section: the customer's waiting alerts, each with a Cancel button. A
 * backend without alerts (one that keeps only to SPEC §7) leaves it out.
 */
@injectable()
export class StockAlertsPresenter {
  state: StockAlertsState = 'loading';
  alerts: readonly WaitingStockAlert[] = [];
  private readonly cancelling = new Set<number>();

  constructor(
    @inject(LoadStockAlerts) private readonly load: LoadStockAlerts,
    @inject(CancelStockAlert) private readonly cancel: CancelStockAlert,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(BackendFeatures) private readonly features: BackendFeatures,
  ) {
    makePresenterObservable(this, arguments, { alerts: observableRef });
  }

  get rows(): StockAlertRow[] {
    return this.alerts.map((alert) => {
      const name = alert.variantLabel ? `${alert.productName} – ${alert.variantLabel}` : alert.productName;
      return {
        id: alert.id,
        name,
        href: ShopPaths.product(alert.productId),
        sinceText: StockAlertMessages.since(shortDateText(alert.createdAt, shownLanguage())),
        cancelLabel: StockAlertMessages.cancelLabel(name),
        cancelling: this.cancelling.has(alert.id),
      };
    });
  }

  /** Not even while loading where the session already learned that the backend has no alerts. */
  get isShown(): boolean {
    return this.state !== 'not-offered' && !this.features.lacks('stock-alerts');
  }

  get isEmpty(): boolean {
    return this.state === 'loaded' && this.alerts.length === 0;
  }

  opened(): void {
    this.state = 'loading';
    void this.load.execute().then(this.loaded);
  }

  tryAgainClicked(): void {
    this.opened();
  }

  async cancelClicked(alertId: number): Promise<void> {
    const alert = this.alerts.find((candidate) => candidate.id === alertId);
    if (!alert || this.cancelling.has(alertId)) return;
    this.cancelling.add(alertId);
    this.cancelled(alert, await this.cancel.execute(alertId));
  }

  private loaded(answer: ApiResult<WaitingStockAlert[]>): void {
    this.alerts = answer.ok ? answer.value : [];
    this.state = answer.ok ? 'loaded' : answer.error.kind === 'not-offered' ? 'not-offered' : 'failed';
  }

  private cancelled(alert: WaitingStockAlert, answer: ApiResult<void>): void {
    this.cancelling.delete(alert.id);
    // Gone either way: cancelled now, or no longer waiting (sent or cancelled elsewhere), which the server answers 404.
    if (answer.ok || answer.error.kind === 'not-found') {
      this.alerts = this.alerts.filter((candidate) => candidate.id !== alert.id);
      if (answer.ok) this.toasts.success(StockAlertMessages.cancelled(alert.productName));
      return;
    }
    this.toasts.error(answer.error.message);
  }
}
