import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InvoiceFiguresInput, invoiceFigures } from '@tiara/domain/invoice';
import { priceCart } from '@tiara/domain/pricing';

const gloves = { name: 'Nitrile gloves', nameAr: 'جوانتي نيتريل', quantity: 2, unitPrice: 45_000 };
const composite = { name: 'Composite kit', nameAr: null, quantity: 1, unitPrice: 120_050 };

describe('invoiceFigures', () => {
  it.each<[string, InvoiceFiguresInput, { subtotal: number; shipping: number; discount: number; total: number; vatIncluded: number }]>([
    ['shipping, no discount', { lines: [gloves, composite], shipping: 15_000, discount: 0 }, { subtotal: 210_050, shipping: 15_000, discount: 0, total: 225_050, vatIncluded: 29_407 }],
    ['pickup', { lines: [gloves], shipping: 0, discount: 0 }, { subtotal: 90_000, shipping: 0, discount: 0, total: 90_000, vatIncluded: 12_600 }],
    ['a discount', { lines: [gloves, composite], shipping: 15_000, discount: 22_505 }, { subtotal: 210_050, shipping: 15_000, discount: 22_505, total: 202_545, vatIncluded: 29_407 }],
    ['a discount that leaves less than the tax figure caps it at the total', { lines: [gloves], shipping: 5_000, discount: 90_000 }, { subtotal: 90_000, shipping: 5_000, discount: 90_000, total: 5_000, vatIncluded: 5_000 }],
    ['a free order includes no VAT', { lines: [gloves], shipping: 5_000, discount: 95_000 }, { subtotal: 90_000, shipping: 5_000, discount: 95_000, total: 0, vatIncluded: 0 }],
  ])('%s', (_, input, expected) => {
    expect(invoiceFigures(input)).toMatchObject(expected);
  });

  it('prices each line as unit price times quantity, in the order given', () => {
    expect(invoiceFigures({ lines: [gloves, composite], shipping: 0, discount: 0 }).lines).toEqual([
      { ...gloves, lineTotal: 90_000 },
      { ...composite, lineTotal: 120_050 },
    ]);
  });

  const line = fc.record({ name: fc.string(), nameAr: fc.option(fc.string(), { nil: null }), quantity: fc.integer({ min: 1, max: 1_000 }), unitPrice: fc.integer({ min: 0, max: 10_000_000 }) });
  const input = fc.record({ lines: fc.array(line, { maxLength: 30 }), shipping: fc.integer({ min: 0, max: 1_000_000 }), discount: fc.integer({ min: -1_000, max: 100_000_000 }) });

  it('its lines sum to the subtotal', () => {
    fc.assert(fc.property(input, (given) => {
      const figures = invoiceFigures(given);
      return figures.lines.reduce((sum, each) => sum + each.lineTotal, 0) === figures.subtotal;
    }));
  });

  it('its total is subtotal plus shipping less discount, never negative', () => {
    fc.assert(fc.property(input, (given) => {
      const figures = invoiceFigures(given);
      return figures.total === figures.subtotal + figures.shipping - figures.discount && figures.total >= 0;
    }));
  });

  it('the VAT it includes is never more than the total nor negative', () => {
    fc.assert(fc.property(input, (given) => {
      const { vatIncluded, total } = invoiceFigures(given);
      return vatIncluded >= 0 && vatIncluded <= total;
    }));
  });

  it('agrees with the cart: the same totals, and the cart’s tax figure whenever the total covers it', () => {
    fc.assert(fc.property(input, (given) => {
      const figures = invoiceFigures(given);
      const cart = priceCart({ lines: given.lines.map((each) => ({ price: each.unitPrice, quantity: each.quantity })), shipping: given.shipping, discount: given.discount });
      expect({ subtotal: figures.subtotal, shipping: figures.shipping, discount: figures.discount, total: figures.total }).toEqual({
        subtotal: cart.subtotal,
        shipping: cart.shipping,
        discount: cart.discount,
        total: cart.total,
      });
      if (cart.tax <= cart.total) expect(figures.vatIncluded).toBe(cart.tax);
    }));
  });
});
