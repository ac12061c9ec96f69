import type { Language } from '@tiara/domain/language';
import type { ProductStock } from '@tiara/domain/stock-alert';
import type { AnswerUnderKey } from '../idempotency/RequestKey';

/** A product's names, in the shop's two languages (no Arabic name: the English one is shown). */
export interface ProductNames {
  readonly name: string;
  readonly nameAr: string | null;
}

export type StockedProduct = ProductStock & ProductNames;

/** Who waits: a signed-in customer, or a visitor by e-mail. */
export type AlertSubscriber = { readonly userId: number } | { readonly email: string };

export interface NewStockAlert {
  readonly productId: number;
  readonly variantId: number | null;
  readonly subscriber: AlertSubscriber;
  readonly language: Language;
  /** The random secret of the visitor's link to stop waiting. */
  readonly token: string;
  /** The shop's address it was asked on (the scheme and host), for the e-mail's link when it fires. */
  readonly origin: string;
  readonly at: Date;
}

export interface StockAlertRecord {
  readonly id: number;
  readonly productId: number;
  readonly variantId: number | null;
  readonly createdAt: Date;
}

/** The side, size and option of the variant an alert waits for, each null where the variant has none. */
export interface WaitedVariant {
  readonly side: number | null;
  readonly size: string | null;
  readonly option: number | null;
}

/** A customer's waiting alert as their account lists it. */
export interface WaitingStockAlert extends StockAlertRecord, ProductNames {
  /** The variant waited for; null for the whole product. */
  readonly variant: WaitedVariant | null;
}

/** A waiting alert found by the secret of its stop link. */
export interface AlertByToken extends ProductNames {
  readonly id: number;
  readonly language: Language;
}

/** The back-in-stock alerts people ask for, list and stop. */
export interface StockAlerts {
  /** The product's stock and names, or null when there is no such product. */
  product(productId: number): Promise<StockedProduct | null>;
  /** Whether the signed-in caller's account still exists (a token outlives a deleted account). */
  accountExists(userId: number): Promise<boolean>;
  /** Adds the alert, or answers the one this subscriber already has waiting for the same target (`created` false). */
  add(alert: NewStockAlert): Promise<{ readonly alert: StockAlertRecord; readonly created: boolean }>;
  waitingFor(userId: number): Promise<WaitingStockAlert[]>;
  /**
   * Stops the customer's own waiting alert; false when they have none with that id. With the
   * request's Idempotency-Key, the answer (made of the alert's id) is kept under it with the change,
   * so a retry after a lost reply gets it rather than a 404.
   */
  cancel(userId: number, alertId: number, at: Date, answer?: AnswerUnderKey<number> | null): Promise<boolean>;
  waitingByToken(token: string): Promise<AlertByToken | null>;
  /** Stops the waiting alert of the token; null when none waits under it. */
  cancelByToken(token: string, at: Date): Promise<AlertByToken | null>;
}

/** A pending alert of one product, as the firing needs it. */
export interface PendingStockAlert {
  readonly id: number;
  readonly variantId: number | null;
}

/** An alert whose wait ended now, with whom to tell and in which language. */
export interface NotifiedStockAlert {
  readonly id: number;
  readonly productId: number;
  /** Null for a visitor. */
  readonly userId: number | null;
  readonly email: string;
  readonly firstName: string;
  readonly language: Language;
  /** The shop's address it was asked on; null for alerts older than that record. */
  readonly origin: string | null;
}

/** The alerts of a product inside the transaction that changes its stock. */
export interface StockAlertFiring {
  product(productId: number): Promise<StockedProduct | null>;
  pending(productId: number): Promise<PendingStockAlert[]>;
  /** Marks them notified if they still wait (a conditional update), answering those it marked. */
  markNotified(alertIds: readonly number[], at: Date): Promise<NotifiedStockAlert[]>;
}
