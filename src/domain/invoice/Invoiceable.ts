import type { OrderStatus } from '../order-lifecycle';

export interface InvoiceableFacts {
  /** The order's status; any text the API sends, since an unknown one is simply not invoiceable. */
  readonly status: OrderStatus | string;
  /** The payment gateway confirmed a card payment for the order. */
  readonly paid: boolean;
}

/** The statuses of an order that ended without a sale: it never gets a new invoice. */
export const NEVER_INVOICED_STATUSES = ['Cancelled', 'Failed'] as const satisfies readonly OrderStatus[];

/** Why an order gets no invoice: it ended without a sale, or it is neither paid nor delivered yet. */
export type InvoiceRefusal = 'ended_unfulfilled' | 'not_paid_or_delivered';

/**
 * An order gets an invoice once money changed hands for goods the shop still delivers: a card
 * payment the gateway confirmed, or a delivery (cash and pickup orders are paid when handed over).
 * A cancelled or failed order never gets a new invoice, even if it was paid: it is refunded, and no
 * sale took place. An invoice issued before a cancellation stays issued (its number is spent) and
 * the server still hands it out; a credit note is another document.
 */
export function invoiceRefusal(facts: InvoiceableFacts): InvoiceRefusal | null {
  if ((NEVER_INVOICED_STATUSES as readonly string[]).includes(facts.status)) return 'ended_unfulfilled';
  return facts.paid || facts.status === 'Delivered' ? null : 'not_paid_or_delivered';
}

export function isInvoiceable(facts: InvoiceableFacts): boolean {
  return invoiceRefusal(facts) === null;
}
