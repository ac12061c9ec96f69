import type { Piasters } from '@tiara/domain/money';
import type { RefundMethod, RefundStatus } from '@tiara/domain/returns';
import type { Result } from '@tiara/domain/result';
import type { ServerText } from '../texts/ServerText';

/** Where the money goes: back to the card through the gateway, into the customer's store credit, or paid back by hand (cash, transfer). */
export type { RefundMethod, RefundStatus };

export interface RefundAsked {
  readonly orderId: number;
  /** The return it settles; null for a refund of the order itself (a paid order cancelled). */
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  /**
   * The same key names the same refund: asking again (two staff at once, a retry after a lost
   * answer) answers the first refund and never asks the gateway twice. A return's resolution uses
   * `return-<id>`; a refund of the order itself `order-<id>-refund-<n>`, n being one more than the
   * refunds of the order its asker saw (POST /api/admin/orders/{id}/refunds).
   */
  readonly requestKey: string;
  /** Paid back by hand: how. */
  readonly note: string | null;
  readonly staffUserId: number;
  readonly now: Date;
}

export interface RefundStarted {
  readonly refundId: number;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  /** A card refund stays Pending until the gateway confirms it; store credit and money paid back by hand are Confirmed at once. */
  readonly status: RefundStatus;
  /** True when the key had been used before: this is the earlier refund, nothing was done again. */
  readonly repeated: boolean;
}

export type RefundRefusalCode =
  | 'order_not_found'
  | 'not_positive'
  /** More than is left to refund of what the order was paid (or, for the card, of what the card paid). */
  | 'over_refundable'
  /** A card refund of an order no card payment succeeded for. */
  | 'no_card_payment'
  /** Store credit needs a customer account; a guest's order has none. */
  | 'guest_order'
  /** The key was used before for a different refund. */
  | 'key_reused';

export interface RefundRefusal {
  readonly code: RefundRefusalCode;
  readonly message: ServerText;
}

/**
 * Gives money back on an order, within the money invariants of src/domain/returns: never more
 * than the order was paid, a card refund never more than the card paid, once per request key.
 * A card refund is recorded Pending before the gateway is asked, and counts only once the
 * gateway confirms it.
 */
export interface Refunder {
  refund(asked: RefundAsked): Promise<Result<RefundStarted, RefundRefusal>>;
}
