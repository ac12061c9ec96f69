import type { PastOrder } from '../../application/account/OrderHistoryApi';
import { type OrderAgainLine, orderAgainLinesOf } from '../../application/order-again/OrderAgain';
import { shortDateText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { AccountMessages } from '../messages/AccountMessages';
import { orderStatusName } from '../messages/DisplayNames';
import { OrderAgainMessages } from '../messages/OrderAgainMessages';
import { type AmountRowView, orderAmountsView } from '../orders/orderAmountsView';

export interface OrderItemView {
  readonly text: string;
  readonly priceText: string;
}

/** One row of the orders tables (SPEC §2 "My orders": Order ID, Date, Items, Total, Status). */
export interface OrderRowView {
  readonly id: number;
  readonly orderNumber: string;
  readonly dateText: string;
  readonly items: readonly OrderItemView[];
  /** Subtotal, the order's own shipping and discount: with the items, they add up to the total. */
  readonly amounts: readonly AmountRowView[];
  readonly totalText: string;
  readonly statusText: string;
  /** What "Order again" puts back in the cart. */
  readonly againLines: readonly OrderAgainLine[];
  readonly orderAgainLabel: string;
}

const texts = AccountMessages.orders;

function itemView(name: string, quantity: number, price: number): OrderItemView {
  return { text: texts.itemLine(name, quantity), priceText: shownPrice(price) };
}

/**
 * SPEC §4: 'Success' reads 'Delivered', in the shown language. Where SPEC §9 lists a fixed 150
 * 'Shipping Fee' line under every order, each order shows what it was charged (see the README's
 * departures from SPEC).
 */
export function orderRowOf(order: PastOrder): OrderRowView {
  const amounts = orderAmountsView(
    {
      lines: order.items,
      charges: order.charges,
      total: order.total,
    },
    order.charges?.promoCode ?? null,
  );
  return {
    id: order.id,
    orderNumber: texts.orderNumber(order.id),
    dateText: shortDateText(order.createdAt, shownLanguage()),
    items: order.items.map((item) => itemView(item.name, item.quantity, item.price)),
    amounts: amounts.rows,
    totalText: amounts.total.amountText,
    statusText: orderStatusName(order.status),
    againLines: orderAgainLinesOf(order.items),
    orderAgainLabel: OrderAgainMessages.orderAgainLabel(texts.orderNumber(order.id)),
  };
}
