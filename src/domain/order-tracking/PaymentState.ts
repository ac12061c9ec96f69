import type { OrderStatus } from '../order-lifecycle';
import type { Piasters } from '../money';

/**
 * Whether the customer has paid for the order, as the order page and the invoice read it.
 * `refunded`/`partly_refunded`: confirmed refunds gave back all or part of what was paid.
 */
export type PaymentState = 'unpaid' | 'paid' | 'refund_due' | 'partly_refunded' | 'refunded';

export interface PaymentFacts {
  readonly paymentMethod: string;
  readonly status: string;
  /** The gateway confirmed a card payment. */
  readonly gatewayPaid: boolean;
  /** What the order was paid in all: card, store credit, cash collected (src/domain/returns `paidInAll`). */
  readonly paid: Piasters;
  /** What confirmed refunds gave back; a pending one has given nothing yet. */
  readonly refunded: Piasters;
}

/** A cash-on-delivery or pickup order is paid when the parcel is handed over, that is, once Delivered. */
export function isCollectedOnHandover(order: { readonly paymentMethod: string; readonly status: string }): boolean {
  return order.paymentMethod !== 'credit' && order.status === ('Delivered' satisfies OrderStatus);
}

/**
 * A card order is paid once the gateway says so, and owes a refund if the shop then cancels it
 * until a refund is confirmed; cash and pickup orders are paid when the parcel is handed over,
 * that is, once Delivered. Once a refund is confirmed the order reads as refunded, in part or in full.
 */
export function paymentStateOf(facts: PaymentFacts): PaymentState {
  if (facts.refunded > 0) return facts.refunded >= facts.paid ? 'refunded' : 'partly_refunded';
  if (facts.gatewayPaid) return facts.status === ('Cancelled' satisfies OrderStatus) ? 'refund_due' : 'paid';
  return isCollectedOnHandover(facts) ? 'paid' : 'unpaid';
}
