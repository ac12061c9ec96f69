import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChargedOrder, type ReturnedLine, returnedWorth } from '@tiara/domain/returns';

describe('returnedWorth', () => {
  it.each<[string, ChargedOrder, ReturnedLine[], number]>([
    ['no discount: the price of what comes back', { subtotal: 300_000, shipping: 5_000, discount: 0 }, [{ unitPrice: 100_000, quantity: 2 }], 200_000],
    ['a discount shared by the items and the shipping', { subtotal: 95_000, shipping: 5_000, discount: 10_000 }, [{ unitPrice: 95_000, quantity: 1 }], 85_500],
    ['part of a line bears its part of the discount', { subtotal: 200_000, shipping: 0, discount: 20_000 }, [{ unitPrice: 50_000, quantity: 1 }], 45_000],
    ['a share of a piaster is rounded up against the return', { subtotal: 30_000, shipping: 0, discount: 1_000 }, [{ unitPrice: 10_000, quantity: 1 }], 9_666],
    ['nothing charged: nothing to give back', { subtotal: 0, shipping: 0, discount: 0 }, [{ unitPrice: 0, quantity: 3 }], 0],
    ['a discount of the whole order', { subtotal: 100_000, shipping: 5_000, discount: 105_000 }, [{ unitPrice: 100_000, quantity: 1 }], 0],
    ['several lines', { subtotal: 150_000, shipping: 0, discount: 0 }, [{ unitPrice: 50_000, quantity: 1 }, { unitPrice: 25_000, quantity: 2 }], 100_000],
  ])('%s', (_title, order, lines, worth) => {
    expect(returnedWorth(order, lines)).toBe(worth);
  });

  /** An order of 1 to 4 lines, its shipping, a discount no larger than what it charged, and a split of each line's quantity into returns. */
  const order = fc
    .record({
      lines: fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 4 }),
      shipping: fc.integer({ min: 0, max: 20_000 }),
      discountPart: fc.double({ min: 0, max: 1, noNaN: true }),
      cuts: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ lines, shipping, discountPart, cuts }) => {
      const subtotal = lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
      const charged: ChargedOrder = { subtotal, shipping, discount: Math.floor((subtotal + shipping) * discountPart) };
      // Two returns: the first takes `cut` of each line, the second the rest.
      const first = lines.map((line, index) => ({ unitPrice: line.unitPrice, quantity: Math.min(line.quantity, cuts[index] ?? 0) }));
      const second = lines.map((line, index) => ({ unitPrice: line.unitPrice, quantity: line.quantity - (first[index]?.quantity ?? 0) }));
      return { charged, lines, first, second };
    });

  it('is never below nothing nor above the price of what comes back', () => {
    fc.assert(
      fc.property(order, ({ charged, first }) => {
        const worth = returnedWorth(charged, first);
        expect(worth).toBeGreaterThanOrEqual(0);
        expect(worth).toBeLessThanOrEqual(first.reduce((total, line) => total + line.unitPrice * line.quantity, 0));
        expect(Number.isSafeInteger(worth)).toBe(true);
      }),
    );
  });

  it('gives no more for a return in parts than for the same lines at once, and never more than the order was paid', () => {
    fc.assert(
      fc.property(order, ({ charged, lines, first, second }) => {
        const whole = returnedWorth(charged, lines);
        expect(returnedWorth(charged, first) + returnedWorth(charged, second)).toBeLessThanOrEqual(whole);
        expect(whole).toBeLessThanOrEqual(charged.subtotal + charged.shipping - charged.discount);
      }),
    );
  });

  it('is the plain price when the order had no discount', () => {
    fc.assert(
      fc.property(order, ({ charged, first }) => {
        expect(returnedWorth({ ...charged, discount: 0 }, first)).toBe(first.reduce((total, line) => total + line.unitPrice * line.quantity, 0));
      }),
    );
  });
});
