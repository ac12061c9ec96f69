import type { OrderDetail } from '../../application/orders/OrderDetailApi';
import { amountToPay } from '@tiara/domain/store-credit';
import { shownPrice } from '../i18n/shownPrice';
import { DisplayNames, shownName } from '../messages/DisplayNames';
import { StoreCreditMessages } from '../messages/StoreCreditMessages';

/** How an order's total was paid when store credit paid some of it: the credit, then what the payment method collected. */
export interface StoreCreditPaymentView {
  readonly credit: { readonly label: string; readonly amountText: string };
  /** "By Cash on Delivery: 530 EGP"; null when the credit paid it all. */
  readonly rest: { readonly label: string; readonly amountText: string } | null;
}

/** Store credit is a payment, not a discount: the total stands, and this says how it was paid; null for an order without credit. */
export function storeCreditPaymentView(order: Pick<OrderDetail, 'total' | 'storeCredit' | 'paymentMethod'>): StoreCreditPaymentView | null {
  if (order.storeCredit <= 0) return null;
  const rest = amountToPay(order.total, order.storeCredit);
  return {
    credit: { label: StoreCreditMessages.paidWithStoreCredit, amountText: shownPrice(order.storeCredit) },
    rest: rest > 0 ? { label: StoreCreditMessages.byMethod(shownName(DisplayNames.paymentMethods, order.paymentMethod)), amountText: shownPrice(rest) } : null,
  };
}
