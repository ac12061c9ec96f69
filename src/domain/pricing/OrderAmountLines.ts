import { type CartItemKind, isSubscriptionKind } from '../cart';
import type { Piasters } from '../money';
import { type PricedLine, subtotalOf } from './PriceBreakdown';

/** A line of a placed order, as its amounts need it. */
export interface OrderedLine extends PricedLine {
  /** A product is delivered, a plan or a course is not; null when the backend does not say which it is. */
  readonly kind: CartItemKind | null;
}

/** What an order was charged beside its items, as the shop stored it when the order was placed. */
export interface OrderCharges {
  readonly shipping: Piasters;
  readonly discount: Piasters;
}

export interface PlacedOrderFigures {
  readonly lines: readonly OrderedLine[];
  /** Null from a backend that tells only the total (SPEC §3 "Order as read back"). */
  readonly charges: OrderCharges | null;
  readonly total: Piasters;
}

/**
 * The amount lines of a placed order, which add up to its total:
 * subtotal + (shipping ?? 0) − discount + (unsplitCharges ?? 0) = total.
 */
export interface OrderAmountLines {
  readonly subtotal: Piasters;
  /** The Shipping line; null when there is none to show: nothing delivered and nothing charged for it. */
  readonly shipping: Piasters | null;
  /** The Discount line; 0 when there is none. */
  readonly discount: Piasters;
  /**
   * When the order's shipping and discount are not known apart (a backend that tells only the
   * total), what the total holds beyond the items, as one signed line; null when there is nothing
   * beyond them or they are known apart.
   */
  readonly unsplitCharges: number | null;
  readonly total: Piasters;
}

/**
 * Each order shows its own shipping and discount (not SPEC §9's fixed 150 line), so that its lines
 * add up to what it was charged. Charges that do not add up with the items to the total are not
 * shown apart: the difference is then one line, as for a backend that tells only the total.
 */
export function orderAmountLines(order: PlacedOrderFigures): OrderAmountLines {
  const subtotal = subtotalOf(order.lines);
  const { charges, total } = order;
  if (charges !== null && charges.shipping >= 0 && charges.discount >= 0 && subtotal + charges.shipping - charges.discount === total) {
    const delivers = order.lines.some((line) => line.kind !== null && !isSubscriptionKind(line.kind));
    return { subtotal, shipping: charges.shipping > 0 || delivers ? charges.shipping : null, discount: charges.discount, unsplitCharges: null, total };
  }
  const beyondItems = total - subtotal;
  return { subtotal, shipping: null, discount: 0, unsplitCharges: beyondItems === 0 ? null : beyondItems, total };
}
