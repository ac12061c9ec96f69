import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { StockAlertApi, StockAlertSubscription, StockAlertTarget, WaitingStockAlert } from '../../../../src/application/stock-alerts/StockAlertApi';
import { fail, ok } from '@tiara/domain/result';
import { type AlertRefusal, type ProductStock, alertRefusal } from '@tiara/domain/stock-alert';
import { serverStockAlertMessagesEn } from '../../../../src/locales/server/en/serverStockAlertMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/** A product as the alerts see it: its stock (a variant product's quantity is its variants'), and the label of each variant. */
export interface AlertableProduct extends ProductStock {
  readonly name: string;
  readonly variants: readonly { readonly id: number; readonly quantity: number; readonly label: string }[];
}

function refusalOf(problem: AlertRefusal, target: StockAlertTarget) {
  switch (problem) {
    case 'product_not_found':
      return refusal(404, problem, serverStockAlertMessagesEn.productNotFound(target.productId));
    case 'variant_not_found':
      return refusal(404, problem, serverStockAlertMessagesEn.variantNotFound(target.variantId ?? 0, target.productId));
    case 'in_stock':
      return refusal(409, problem, serverStockAlertMessagesEn.inStock);
  }
}

/**
 * Back-in-stock alerts in memory. Only a product the shop sells and cannot sell now may be waited
 * for (the shop's rule, src/domain/stock-alert, on `products`); the signed-in customer's alerts
 * (`waiting`, newest last) are theirs to list and cancel, a visitor's go by e-mail (`visitors`).
 * Asking twice for the same thing answers the waiting alert. Subscriptions and cancellations are
 * kept as sent; `mineCalls` counts the reads.
 */
export class FakeStockAlertApi extends FakeApi implements StockAlertApi {
  readonly subscriptions: Array<[StockAlertTarget, string | null]> = [];
  readonly cancellations: number[] = [];
  mineCalls = 0;
  readonly products = new Map<number, AlertableProduct>();
  waiting: WaitingStockAlert[] = [];
  readonly visitors: Array<StockAlertTarget & { readonly id: number; readonly email: string }> = [];
  today = new Date('2026-11-21T10:00:00Z');
  private nextId = 31;

  subscribe(target: StockAlertTarget, email: string | null): Promise<ApiResult<StockAlertSubscription>> {
    this.subscriptions.push([target, email]);
    return this.respond<StockAlertSubscription>('subscribe', `subscribe ${target.productId} ${target.variantId}`, () => {
      const product = this.products.get(target.productId);
      const problem = product ? alertRefusal(target, product) : 'product_not_found';
      if (!product || problem !== null) return fail(refusalOf(problem ?? 'product_not_found', target));
      const same = (alert: StockAlertTarget) => alert.productId === target.productId && alert.variantId === target.variantId;
      const already = email === null ? this.waiting.find(same) : this.visitors.find((alert) => same(alert) && alert.email === email);
      if (already) return ok({ id: already.id, alreadyWaiting: true, message: serverStockAlertMessagesEn.alreadyWaiting });
      const id = this.nextId++;
      if (email === null) {
        const variantLabel = product.variants.find((variant) => variant.id === target.variantId)?.label ?? null;
        this.waiting = [...this.waiting, { id, ...target, productName: product.name, variantLabel, createdAt: this.today }];
      } else this.visitors.push({ id, ...target, email });
      return ok({ id, alreadyWaiting: false, message: serverStockAlertMessagesEn.subscribed });
    });
  }

  mine(): Promise<ApiResult<WaitingStockAlert[]>> {
    this.mineCalls += 1;
    return this.respond('mine', 'mine', () => ok(this.waiting));
  }

  cancel(alertId: number): Promise<ApiResult<void>> {
    this.cancellations.push(alertId);
    return this.respond('cancel', `cancel ${alertId}`, () => {
      if (!this.waiting.some((alert) => alert.id === alertId)) return fail(refusal(404, 'stock_alert_not_found', serverStockAlertMessagesEn.alertNotFound(alertId)));
      this.waiting = this.waiting.filter((alert) => alert.id !== alertId);
      return ok(undefined);
    });
  }
}
