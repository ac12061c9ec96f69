import type { StaffOrderSummary } from '../../../application/admin/AdminOrdersApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { paymentMethodName } from '../../messages/StoreCreditMessages';

type PaymentFacts = Pick<StaffOrderSummary, 'paymentMethod' | 'total' | 'storeCredit' | 'paymentState'>;

/**
 * Staff see an order as paid, for its invoice, as its customer does: a refund, whole or in part,
 * leaves it paid; one owing its refund was paid too.
 */
export function isStaffOrderPaid(order: PaymentFacts): boolean {
  return order.paymentState !== 'unpaid';
}

/**
 * How the order is paid, as the staff's lists and order detail show it, in the states its customer
 * reads on the order page: "Credit Card · Refund due", "Store credit · Refunded", "Cash on Delivery · Partly refunded".
 */
export function staffPaymentText(order: PaymentFacts): string {
  return `${paymentMethodName(order)} · ${AdminMessages.orders.paymentStates[order.paymentState]}`;
}
