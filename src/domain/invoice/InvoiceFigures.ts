import type { Piasters } from '../money';
import { priceCart } from '../pricing';

export interface InvoiceLineInput {
  readonly name: string;
  /** The line's Arabic name; null where it has none (the English is printed). */
  readonly nameAr: string | null;
  readonly quantity: number;
  readonly unitPrice: Piasters;
}

export interface InvoiceLine extends InvoiceLineInput {
  readonly lineTotal: Piasters;
}

export interface InvoiceFiguresInput {
  readonly lines: readonly InvoiceLineInput[];
  readonly shipping: Piasters;
  readonly discount: Piasters;
}

export interface InvoiceFigures {
  readonly lines: readonly InvoiceLine[];
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  readonly discount: Piasters;
  readonly total: Piasters;
  /** The VAT the total already includes (prices include it); shown, never added. */
  readonly vatIncluded: Piasters;
}

/** Each line with its total: unit price times quantity. */
export function pricedInvoiceLines(lines: readonly InvoiceLineInput[]): InvoiceLine[] {
  return lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity }));
}

/**
 * An invoice's figures, priced by the same rule as the cart and the order (`priceCart`): the VAT
 * line is the cart's 14 % tax figure (SPEC §9, computed but not charged). A discount so large
 * that the total falls below that figure caps it at the total, since an amount cannot include
 * more tax than it is.
 */
export function invoiceFigures(input: InvoiceFiguresInput): InvoiceFigures {
  const lines = pricedInvoiceLines(input.lines);
  const breakdown = priceCart({ lines: lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })), shipping: input.shipping, discount: input.discount });
  return {
    lines,
    subtotal: breakdown.subtotal,
    shipping: breakdown.shipping,
    discount: breakdown.discount,
    total: breakdown.total,
    vatIncluded: Math.min(breakdown.tax, breakdown.total),
  };
}
