import type { PastOrder } from '../../application/account/OrderHistoryApi';
import { type OrderAgainLine, orderAgainLinesOf } from '../../application/order-again/OrderAgain';
import { ORDERS_SHIPPING_FEE_LINE, displayOrderStatus } from '@tiara/domain/checkout';
import { shortDateText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { AccountMessages } from '../messages/AccountMessages';
import { DisplayNames, shownName } from '../messages/DisplayNames';
import { OrderAgainMessages } from '../messages/OrderAgainMessages';

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

/** SPEC §4 and §9: 'Success' reads 'Delivered', and every order lists the fixed 150 'Shipping Fee' line; both in the shown language. */
export function orderRowOf(order: PastOrder): OrderRowView {
  const shipping = ORDERS_SHIPPING_FEE_LINE;
  return {
    id: order.id,
    orderNumber: texts.orderNumber(order.id),
    dateText: shortDateText(order.createdAt, shownLanguage()),
    items: [...order.items.map((item) => itemView(item.name, item.quantity, item.price)), itemView(DisplayNames.shippingFeeLine, shipping.quantity, shipping.price)],
    totalText: shownPrice(order.total),
    statusText: shownName(DisplayNames.orderStatuses, displayOrderStatus(order.status)),
    againLines: orderAgainLinesOf(order.items),
    orderAgainLabel: OrderAgainMessages.orderAgainLabel(texts.orderNumber(order.id)),
  };
}
