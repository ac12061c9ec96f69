import { type InvoiceLine, type InvoiceLineInput, pricedInvoiceLines } from '../invoice';
import type { Piasters } from '../money';

/** The invoice a credit note credits, as its figures were issued. */
export interface CreditedInvoice {
  readonly total: Piasters;
  readonly vatIncluded: Piasters;
}

export interface CreditNoteFiguresInput {
  /** What was credited: the returned lines and quantities at the price they were bought at, or one line for a refund of the order itself. */
  readonly lines: readonly InvoiceLineInput[];
  /** The money given back. */
  readonly amount: Piasters;
  readonly invoice: CreditedInvoice;
  /** What the invoice's earlier credit notes credited. */
  readonly creditedBefore: Piasters;
}

export interface CreditNoteFigures {
  readonly lines: readonly InvoiceLine[];
  /** The lines' worth. */
  readonly goods: Piasters;
  /**
   * What the amount holds beyond the lines' worth (shipping given back: positive) or keeps back
   * from it (a return's shipping the customer pays: negative); 0 when the amount is their worth.
   */
  readonly adjustment: number;
  readonly amount: Piasters;
  /** The VAT the amount includes: its share of the invoice's (see creditNoteFigures). */
  readonly vatIncluded: Piasters;
}

/** `value × part / whole`, rounded half up, in exact integer arithmetic (the product outgrows a double's integers). */
function proportion(value: Piasters, part: Piasters, whole: Piasters): Piasters {
  return Number((BigInt(value) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** The VAT included in the first `credited` piasters of the invoice's total. */
function vatOfCredited(invoice: CreditedInvoice, credited: Piasters): Piasters {
  if (invoice.total <= 0) return 0;
  return proportion(invoice.vatIncluded, Math.min(Math.max(credited, 0), invoice.total), invoice.total);
}

/** A credit note's lines, their worth and the adjustment that brings them to the amount, as issued (`vatIncluded` as it was worked out then). */
export function issuedCreditNoteFigures(lines: readonly InvoiceLine[], amount: Piasters, vatIncluded: Piasters): CreditNoteFigures {
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return { lines, goods, adjustment: amount - goods, amount, vatIncluded };
}

/**
 * A credit note's figures. Its VAT follows the invoice's rule (src/domain/invoice: the cart's tax
 * figure, included in the total, never added) by crediting the invoice's VAT in proportion to the
 * money given back, counted from what earlier notes credited: the notes of an invoice together
 * never credit more VAT than it included, and crediting its whole total credits exactly its VAT.
 */
export function creditNoteFigures(input: CreditNoteFiguresInput): CreditNoteFigures {
  const { invoice, creditedBefore, amount } = input;
  const vatIncluded = vatOfCredited(invoice, creditedBefore + amount) - vatOfCredited(invoice, creditedBefore);
  return issuedCreditNoteFigures(pricedInvoiceLines(input.lines), amount, vatIncluded);
}
