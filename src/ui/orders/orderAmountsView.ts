import { type OrderAmountLines, type PlacedOrderFigures, orderAmountLines } from '@tiara/domain/pricing';
import { shownPrice } from '../i18n/shownPrice';
import { OrderDetailMessages } from '../messages/OrderDetailMessages';

/** One amount line of an order, worded and formatted in the shown language. */
export interface AmountRowView {
  readonly label: string;
  readonly amountText: string;
}

/** An order's amount lines and its total, which they add up to. */
export interface OrderAmountsView {
  readonly rows: readonly AmountRowView[];
  readonly total: AmountRowView;
}

const texts = OrderDetailMessages;

function signedPrice(amount: number): string {
  return amount < 0 ? `-${shownPrice(-amount)}` : shownPrice(amount);
}

function rowsOf(amounts: OrderAmountLines, promoCode: string | null): AmountRowView[] {
  const rows: AmountRowView[] = [{ label: texts.subtotal, amountText: shownPrice(amounts.subtotal) }];
  if (amounts.shipping !== null) rows.push({ label: texts.shipping, amountText: shownPrice(amounts.shipping) });
  if (amounts.discount > 0) rows.push({ label: promoCode === null ? texts.discount : texts.discountWithCode(promoCode), amountText: `-${shownPrice(amounts.discount)}` });
  if (amounts.unsplitCharges !== null) rows.push({ label: texts.shippingAndDiscount, amountText: signedPrice(amounts.unsplitCharges) });
  return rows;
}

/**
 * What an order shows of its amounts in My orders and on its page: Subtotal, its own Shipping
 * (none when nothing was delivered), its Discount with the promo code, and the Total they add up to.
 */
export function orderAmountsView(order: PlacedOrderFigures, promoCode: string | null): OrderAmountsView {
  const amounts = orderAmountLines(order);
  return { rows: rowsOf(amounts, promoCode), total: { label: texts.total, amountText: shownPrice(amounts.total) } };
}
