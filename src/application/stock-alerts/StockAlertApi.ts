import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** What a back-in-stock alert waits for: a product (any of its variants), or one variant of it. */
export interface StockAlertTarget {
  readonly productId: number;
  readonly variantId: number | null;
}

/** The server's answer to a subscription: the alert, and whether it was new or already waiting. */
export interface StockAlertSubscription {
  readonly id: number;
  readonly alreadyWaiting: boolean;
  /** The server's confirmation, in the reader's language. */
  readonly message: string;
}

/** A signed-in customer's waiting alert. */
export interface WaitingStockAlert extends StockAlertTarget {
  readonly id: number;
  readonly productName: string;
  /** The side and size, size or option waited for; null for the whole product. */
  readonly variantLabel: string | null;
  readonly createdAt: Date;
}

export interface StockAlertApi {
  /** POST /api/stock-alerts: with the stored token the signed-in customer; without, `email` is the visitor's. */
  subscribe(target: StockAlertTarget, email: string | null): Promise<ApiResult<StockAlertSubscription>>;
  /** GET /api/stock-alerts/mine */
  mine(): Promise<ApiResult<WaitingStockAlert[]>>;
  /** DELETE /api/stock-alerts/{id} */
  cancel(alertId: number): Promise<ApiResult<void>>;
}

export const StockAlertApi: ServiceIdentifier<StockAlertApi> = Symbol('StockAlertApi');
