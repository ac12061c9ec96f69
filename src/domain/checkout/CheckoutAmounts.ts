import { sumPiasters, type Piasters } from '../money';

/** The part of a cart line that checkout needs; the cart module's lines fit this shape. */
export interface CheckoutLine {
  readonly name: string;
  /** Unit price, after the product's own discount. */
  readonly price: Piasters;
  readonly quantity: number;
  readonly description?: string;
}

export interface CheckoutAmountsInput {
  readonly lines: readonly CheckoutLine[];
  readonly shipping: Piasters;
  /** The promo discount as granted; it may exceed what there is to pay. */
  readonly discount: Piasters;
}

export interface CheckoutAmounts {
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  /** The discount actually taken: never more than subtotal plus shipping. */
  readonly discount: Piasters;
  /** max(0, subtotal + shipping − discount), as pricing computes it. */
  readonly total: Piasters;
}

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole piasters >= 0: ${value}`);
}

export function lineAmount(line: CheckoutLine): Piasters {
  assertAmount(line.price, 'A line price');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`A line quantity must be a whole number >= 1: ${line.quantity}`);
  }
  return line.price * line.quantity;
}

/**
 * The figures both the order and the payment intention are built from, so that what the shop
 * records and what the gateway charges cannot disagree. Invalid amounts are programming errors.
 */
export function checkoutAmounts(input: CheckoutAmountsInput): CheckoutAmounts {
  assertAmount(input.shipping, 'Shipping');
  assertAmount(input.discount, 'A discount');
  const subtotal = sumPiasters(input.lines.map(lineAmount));
  const discount = Math.min(input.discount, subtotal + input.shipping);
  return { subtotal, shipping: input.shipping, discount, total: subtotal + input.shipping - discount };
}
