import type { OrderStatus } from '../order-lifecycle';
import type { Piasters } from '../money';

/**
 * Whether the customer has paid for the order, as the order page and the invoice read it.
 * `refunded`/`partly_refunded`: confirmed refunds, or the store credit it spent going back to the
 * customer's ledger, gave back all or part of what was paid.
 */
export type PaymentState = 'unpaid' | 'paid' | 'refund_due' | 'partly_refunded' | 'refunded';

export interface PaymentFacts {
  readonly paymentMethod: string;
  readonly status: string;
  /** The gateway confirmed a card payment. */
  readonly gatewayPaid: boolean;
  /**
   * What the order stands paid: card, cash collected, and store credit not given back
   * (src/domain/returns `paidInAll`).
   */
  readonly paid: Piasters;
  /** What confirmed refunds gave back; a pending one has given nothing yet. */
  readonly refunded: Piasters;
  /** The store credit it spent that went back to the customer's ledger when it ended unfulfilled: paid, then given back. */
  readonly storeCreditGivenBack: Piasters;
}

/** A cash-on-delivery or pickup order is paid when the parcel is handed over, that is, once Delivered. */
export function isCollectedOnHandover(order: { readonly paymentMethod: string; readonly status: string }): boolean {
  return order.paymentMethod !== 'credit' && order.status === ('Delivered' satisfies OrderStatus);
}

/**
 * A card order is paid once the gateway says so, and owes a refund if the shop then cancels it
 * until a refund is confirmed; cash and pickup orders are paid when the parcel is handed over,
 * that is, once Delivered. Once a refund is confirmed, or the store credit it spent went back to the
 * customer (money given back as much as a refund is), the order reads as refunded, in part or in full.
 */
export function paymentStateOf(facts: PaymentFacts): PaymentState {
  const givenBack = facts.refunded + facts.storeCreditGivenBack;
  if (givenBack > 0) return givenBack >= facts.paid + facts.storeCreditGivenBack ? 'refunded' : 'partly_refunded';
  if (facts.gatewayPaid) return facts.status === ('Cancelled' satisfies OrderStatus) ? 'refund_due' : 'paid';
  return isCollectedOnHandover(facts) ? 'paid' : 'unpaid';
}
