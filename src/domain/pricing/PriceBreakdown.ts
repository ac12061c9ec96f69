import { type Piasters, percentOf } from '../money';

/** SPEC §9: a 14% tax figure is computed but not charged. */
export const TAX_RATE_PERCENT = 14;

export interface PricedLine {
  readonly price: Piasters;
  readonly quantity: number;
}

export interface PriceBreakdown {
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  /** The discount actually applied: never below 0 and never more than subtotal + shipping. */
  readonly discount: Piasters;
  /** max(0, subtotal + shipping − discount). */
  readonly total: Piasters;
  /** 14% of the subtotal, rounded to the piaster; informational, not part of the total. */
  readonly tax: Piasters;
}

export interface PriceCartInput {
  readonly lines: readonly PricedLine[];
  readonly shipping: Piasters;
  readonly discount: Piasters;
}

export function lineTotal(line: PricedLine): Piasters {
  return line.price * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): Piasters {
  let subtotal = 0;
  // An indexed loop: pricing runs on every cart change and is benchmarked on 1,000 lines.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as PricedLine;
    subtotal += line.price * line.quantity;
  }
  return subtotal;
}

/**
 * SPEC §9: the discount is taken from subtotal plus shipping, and the total never goes below 0.
 * A negative or NaN discount counts as none.
 */
export function priceCart(input: PriceCartInput): PriceBreakdown {
  const subtotal = subtotalOf(input.lines);
  const shipping = input.shipping;
  const gross = subtotal + shipping;
  const requested = input.discount > 0 ? input.discount : 0;
  const discount = Math.min(requested, Math.max(gross, 0));
  return {
    subtotal,
    shipping,
    discount,
    total: Math.max(gross - discount, 0),
    tax: percentOf(subtotal, TAX_RATE_PERCENT),
  };
}
