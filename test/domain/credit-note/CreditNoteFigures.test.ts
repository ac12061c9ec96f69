import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CreditedInvoice, creditNoteFigures, issuedCreditNoteFigures } from '@tiara/domain/credit-note';
import { invoiceFigures } from '@tiara/domain/invoice';

const gloves = { name: 'Nitrile gloves', nameAr: 'جوانتي نيتريل', quantity: 3, unitPrice: 45_000 };
const composite = { name: 'Composite kit', nameAr: null, quantity: 1, unitPrice: 120_050 };
// The invoice of gloves × 3 and the kit with 50 EGP shipping: 2,600.50 EGP, 357.07 EGP VAT included.
const invoice: CreditedInvoice = { total: 260_050, vatIncluded: 35_707 };

describe('creditNoteFigures', () => {
  it('credits returned lines at the price they were bought at, with their share of the invoice’s VAT', () => {
    expect(creditNoteFigures({ lines: [{ ...gloves, quantity: 1 }], amount: 45_000, invoice, creditedBefore: 0 })).toEqual({
      lines: [{ ...gloves, quantity: 1, lineTotal: 45_000 }],
      goods: 45_000,
      adjustment: 0,
      amount: 45_000,
      // 35,707 × 45,000 / 260,050 = 6,178.8…
      vatIncluded: 6_179,
    });
  });

  it.each([
    ['less than the goods’ worth (the customer pays the return’s shipping)', 40_000, -5_000],
    ['more than the goods’ worth (shipping given back too)', 50_000, 5_000],
  ])('shows an amount %s as an adjustment', (_, amount, adjustment) => {
    expect(creditNoteFigures({ lines: [{ ...gloves, quantity: 1 }], amount, invoice, creditedBefore: 0 })).toMatchObject({ goods: 45_000, adjustment, amount });
  });

  it('credits exactly the invoice’s VAT when the whole total is given back, in one note or several', () => {
    expect(creditNoteFigures({ lines: [gloves, composite], amount: invoice.total, invoice, creditedBefore: 0 }).vatIncluded).toBe(35_707);
    const first = creditNoteFigures({ lines: [gloves], amount: 135_000, invoice, creditedBefore: 0 });
    const second = creditNoteFigures({ lines: [composite], amount: 125_050, invoice, creditedBefore: 135_000 });
    expect(first.vatIncluded + second.vatIncluded).toBe(35_707);
  });

  it('includes no VAT for an invoice that included none', () => {
    expect(creditNoteFigures({ lines: [gloves], amount: 5_000, invoice: { total: 0, vatIncluded: 0 }, creditedBefore: 0 }).vatIncluded).toBe(0);
  });

  it('reads back as issued: the same lines, goods and adjustment from the stored lines, amount and VAT', () => {
    const issued = creditNoteFigures({ lines: [gloves, composite], amount: 200_000, invoice, creditedBefore: 10_000 });
    expect(issuedCreditNoteFigures(issued.lines, issued.amount, issued.vatIncluded)).toEqual(issued);
  });

  // An invoice as invoiceFigures issues it, and a run of refunds within its total.
  const issuedInvoice = fc
    .record({
      lines: fc.array(fc.record({ name: fc.constant('line'), nameAr: fc.constant(null), quantity: fc.integer({ min: 1, max: 50 }), unitPrice: fc.integer({ min: 0, max: 50_000_000 }) }), { minLength: 1, maxLength: 8 }),
      shipping: fc.integer({ min: 0, max: 100_000 }),
      discount: fc.integer({ min: 0, max: 50_000_000 }),
    })
    .map((input) => invoiceFigures(input));
  const refundsOf = (total: number) => fc.array(fc.integer({ min: 1, max: Math.max(total, 1) }), { maxLength: 6 });
  const invoiceAndRefunds = issuedInvoice.chain((figures) => fc.tuple(fc.constant(figures), refundsOf(figures.total)));

  /** The notes of a run of refunds, each issued after the ones before it. */
  const notesOf = (credited: CreditedInvoice, amounts: readonly number[]) => {
    let creditedBefore = 0;
    return amounts.map((amount) => {
      const note = creditNoteFigures({ lines: [], amount, invoice: credited, creditedBefore });
      creditedBefore += amount;
      return note;
    });
  };

  it('each note’s VAT is between nothing and its amount', () => {
    fc.assert(
      fc.property(invoiceAndRefunds, ([figures, amounts]) => notesOf(figures, amounts).every((note) => note.vatIncluded >= 0 && note.vatIncluded <= note.amount)),
    );
  });

  it('the notes of an invoice never credit more VAT than it included, and all of its total credits all of its VAT', () => {
    fc.assert(
      fc.property(invoiceAndRefunds, ([figures, amounts]) => {
        const credited = amounts.reduce((sum, amount) => sum + amount, 0);
        const vat = notesOf(figures, amounts).reduce((sum, note) => sum + note.vatIncluded, 0);
        return vat <= figures.vatIncluded && (credited < figures.total || vat === figures.vatIncluded);
      }),
    );
  });

  it('the VAT credited does not depend on how the refunds were split', () => {
    fc.assert(
      fc.property(invoiceAndRefunds, ([figures, amounts]) => {
        const credited = amounts.reduce((sum, amount) => sum + amount, 0);
        const whole = notesOf(figures, [credited]).reduce((sum, note) => sum + note.vatIncluded, 0);
        return notesOf(figures, amounts).reduce((sum, note) => sum + note.vatIncluded, 0) === (credited === 0 ? 0 : whole);
      }),
    );
  });

  it('its goods and adjustment add up to the amount', () => {
    fc.assert(
      fc.property(invoiceAndRefunds, fc.integer({ min: 1, max: 10_000_000 }), ([figures], amount) => {
        const note = creditNoteFigures({ lines: figures.lines, amount, invoice: figures, creditedBefore: 0 });
        return note.goods + note.adjustment === note.amount && note.goods === figures.subtotal;
      }),
    );
  });
});
