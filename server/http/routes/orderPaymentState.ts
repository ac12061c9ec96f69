import { isOrderStatus, releasesReservations } from '@tiara/domain/order-lifecycle';
import { type PaymentState, paymentStateOf } from '@tiara/domain/order-tracking';
import { paidByMeans, paidInAll } from '@tiara/domain/returns';
import { isPaidWithStoreCredit } from '@tiara/domain/store-credit';
import type { OrderListEntry } from '../../adapters/db/admin/AdminOrderQueries';

/**
 * Whether an order is paid, owes a refund or was refunded, as its customer's order page and the
 * staff's lists and order detail all read it: one reading of `paymentStateOf` for every answer.
 */
export function orderPaymentState(order: OrderListEntry): PaymentState {
  const { card, refunded, storeCreditGivenBack } = order.money;
  const paid = paidByMeans({
    paymentMethod: order.paymentMethod,
    status: order.status,
    total: order.total,
    storeCredit: Math.max(0, order.storeCredit - storeCreditGivenBack),
    cardPayments: [card],
  });
  return paymentStateOf({
    paymentMethod: order.paymentMethod,
    status: order.status,
    // An order the credit paid in full is paid as a card order the gateway confirmed; so is one
    // with nothing to pay (an exchange's replacement, sent at no charge) unless it ended.
    gatewayPaid: order.paid || isPaidWithStoreCredit(order) || (order.total === 0 && isOrderStatus(order.status) && !releasesReservations(order.status)),
    paid: paidInAll(paid),
    refunded,
    storeCreditGivenBack,
  });
}
