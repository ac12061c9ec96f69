import { type Piasters, sumPiasters } from '../money';

/** What the order charged: its items, its shipping, and the discount taken from both (src/domain/pricing). */
export interface ChargedOrder {
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  readonly discount: Piasters;
}

/** A bought line as it was charged, and how many of it come back. */
export interface ReturnedLine {
  readonly unitPrice: Piasters;
  readonly quantity: number;
}

/**
 * The returned lines' worth as the customer was charged for them: their price less their share of
 * the order's discount. The discount was taken from the items and the shipping together, so each
 * piaster of either bears the same part of it; the share is rounded up, so a return in parts never
 * comes to more than the same lines returned at once, and the goods never to more than was paid.
 * The shipping itself is not part of the worth: SPEC §9 has the customer pay the return postage
 * unless the error is the shop's, and staff then give more by hand.
 */
export function returnedWorth(order: ChargedOrder, lines: readonly ReturnedLine[]): Piasters {
  const price = sumPiasters(lines.map((line) => line.unitPrice * line.quantity));
  const charged = BigInt(order.subtotal + order.shipping);
  if (price <= 0 || charged <= 0n) return 0;
  const share = (BigInt(order.discount) * BigInt(price) + charged - 1n) / charged;
  return Math.max(0, price - Number(share));
}
