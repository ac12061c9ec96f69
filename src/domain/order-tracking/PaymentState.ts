import type { OrderStatus } from '../order-lifecycle';

/** Whether the customer has paid for the order, as the order page and the invoice read it. */
/** `refunded`/`partly_refunded`: confirmed refunds gave back all or part of what was paid. */
export type PaymentState = 'unpaid' | 'paid' | 'refund_due' | 'partly_refunded' | 'refunded';

export interface PaymentFacts {
  readonly paymentMethod: string;
  readonly status: string;
  /** The gateway confirmed a card payment. */
  readonly gatewayPaid: boolean;
}

/**
 * A card order is paid once the gateway says so, and owes a refund if the shop then cancels it;
 * cash and pickup orders are paid when the parcel is handed over, that is, once Delivered.
 */
export function paymentStateOf(facts: PaymentFacts): PaymentState {
  if (facts.gatewayPaid) return facts.status === ('Cancelled' satisfies OrderStatus) ? 'refund_due' : 'paid';
  return facts.paymentMethod !== 'credit' && facts.status === ('Delivered' satisfies OrderStatus) ? 'paid' : 'unpaid';
}
