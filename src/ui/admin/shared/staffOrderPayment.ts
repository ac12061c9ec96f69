import type { StaffOrderSummary } from '../../../application/admin/AdminOrdersApi';
import { isCollectedOnHandover } from '@tiara/domain/order-tracking';
import { isPaidWithStoreCredit } from '@tiara/domain/store-credit';
import { AdminMessages } from '../../messages/AdminMessages';
import { paymentMethodName } from '../../messages/StoreCreditMessages';

type PaymentFacts = Pick<StaffOrderSummary, 'paymentMethod' | 'paid' | 'total' | 'storeCredit' | 'status'>;

/**
 * Staff see an order as paid once the gateway confirmed its card payment, when store credit paid all
 * of it (until it ends unfulfilled and the credit goes back), or, for cash on delivery and pickup,
 * once it was handed over: as its customer reads it on the order page.
 */
export function isStaffOrderPaid(order: PaymentFacts): boolean {
  return order.paid || isPaidWithStoreCredit(order) || isCollectedOnHandover(order);
}

/** How the order is paid, as the staff's lists and order detail show it: "Credit Card · Paid", "Store credit · Paid", "Cash on Delivery · Unpaid". */
export function staffPaymentText(order: PaymentFacts): string {
  const texts = AdminMessages.orders;
  return `${paymentMethodName(order)} · ${isStaffOrderPaid(order) ? texts.paid : texts.unpaid}`;
}
