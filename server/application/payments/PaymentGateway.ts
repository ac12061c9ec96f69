import type { PaymentIntentionBillingData, PaymentIntentionItem } from '@tiara/domain/checkout';
import type { Language } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import type { Result } from '@tiara/domain/result';

/** Which gateway recorded a payment; the same transaction id may exist at both. */
export type GatewayName = 'sandbox' | 'paymob';

/** What the shop asks the gateway to charge (Paymob's Intention API). */
export interface IntentionRequest {
  /** Minor units (piasters); the items add up to it. */
  readonly amount: Piasters;
  readonly currency: string;
  readonly items: readonly PaymentIntentionItem[];
  readonly billing: PaymentIntentionBillingData;
  readonly customer: { readonly firstName: string; readonly lastName: string; readonly email: string };
  readonly extras: Readonly<Record<string, string | number>>;
  /** Unique per payment attempt; the gateway reports it back as `merchant_order_id`. */
  readonly specialReference: string;
  /** Where the gateway posts the transaction-processed callback. */
  readonly notificationUrl: string;
  /** Where the gateway sends the customer's browser once the payment is done. */
  readonly redirectionUrl: string;
  /** After this, the checkout page no longer takes the payment. */
  readonly expiresInSeconds: number;
  /**
   * The language the customer reads the shop in as they pay, when the shop's request named one: a
   * hosted page that can be told shows itself in it (the sandbox's does; Paymob's goes by the
   * browser). Null: the page goes by the browser.
   */
  readonly language: Language | null;
}

export interface CreatedIntention {
  readonly intentionId: string;
  /** The gateway's own order id, which its callbacks and inquiries name. */
  readonly gatewayOrderId: string;
  /** The hosted checkout page the customer is sent to. */
  readonly checkoutUrl: string;
}

export interface GatewayFailure {
  /**
   * `gateway_refused`: the gateway answered and said no, nothing was done; `gateway_unavailable`:
   * no usable answer (a timeout included), so what was asked may or may not have been done.
   */
  readonly code: 'gateway_refused' | 'gateway_unavailable';
  readonly message: string;
}

/** A transaction as the gateway reported it, after its signature (or the inquiry's credentials) proved it came from the gateway. */
export interface GatewayTransaction {
  readonly transactionId: string;
  readonly gatewayOrderId: string;
  /** The special reference of the intention, when the gateway echoes it. */
  readonly merchantOrderId: string | null;
  readonly success: boolean;
  /** Not decided yet (a wallet or kiosk payment waiting for the customer). */
  readonly pending: boolean;
  readonly amount: Piasters;
  readonly currency: string;
  readonly cardBrand: string | null;
  readonly cardLastFour: string | null;
  /** A refund, void or capture of an earlier transaction, not a payment of its own. */
  readonly followsEarlierTransaction: boolean;
  /** The earlier transaction a refund, void or capture follows, when the gateway names it. */
  readonly parentTransactionId: string | null;
  /** How much of this transaction the gateway has refunded in all, when it says. */
  readonly refundedAmount: Piasters | null;
  /** The gateway's own record, kept for the back office. */
  readonly raw: unknown;
}

/** A refund of part or all of a successful payment transaction. */
export interface RefundRequest {
  readonly transactionId: string;
  /** Minor units (piasters). */
  readonly amount: Piasters;
}

/**
 * A card payment gateway: the sandbox that this server runs itself, or Paymob. Callbacks are
 * trusted only through `verifyCallback` and `verifyRedirect`, which check the gateway's signature.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  createIntention(request: IntentionRequest): Promise<Result<CreatedIntention, GatewayFailure>>;
  /** The transaction a transaction-processed callback reports, or null when its HMAC does not verify. */
  verifyCallback(body: unknown, hmac: string): GatewayTransaction | null;
  /** The transaction of the browser's return from the checkout page, or null when its HMAC does not verify. */
  verifyRedirect(query: Readonly<Record<string, string>>): GatewayTransaction | null;
  /** The gateway order's latest transaction, asked of the gateway; null when it has none yet. */
  inquire(gatewayOrderId: string): Promise<Result<GatewayTransaction | null, GatewayFailure>>;
  /**
   * Refunds part or all of a payment: answers the gateway's refund transaction (it follows the
   * payment), or `gateway_refused` (nothing refunded) or `gateway_unavailable` (it may have been).
   * Gateways take no idempotency key: a refund whose answer was lost is never asked again before
   * `refundedAmount` shows it was not made.
   */
  refund(request: RefundRequest): Promise<Result<GatewayTransaction, GatewayFailure>>;
  /** How much of a payment transaction the gateway has refunded in all. */
  refundedAmount(transactionId: string): Promise<Result<Piasters, GatewayFailure>>;
}
