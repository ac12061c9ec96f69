import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quantityWithinStock } from '@tiara/domain/catalog-query';

describe('quantityWithinStock (the quantity a card lets a buyer pick)', () => {
  it.each([
    [1, 5, 1],
    [6, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 1],
    [3, -2, 1],
    [3, Number.NaN, 1],
  ])('%d of a stock of %d is %d', (quantity, stock, expected) => {
    expect(quantityWithinStock(quantity, stock)).toBe(expected);
  });

  it('is always a whole number from 1 up to the stock, and leaves a quantity already within it as it is', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6 }), fc.integer({ min: -10, max: 10_000 }), (quantity, stock) => {
        const picked = quantityWithinStock(quantity, stock);
        expect(Number.isSafeInteger(picked)).toBe(true);
        expect(picked).toBeGreaterThanOrEqual(1);
        expect(picked).toBeLessThanOrEqual(Math.max(1, stock));
        if (Number.isInteger(quantity) && quantity >= 1 && quantity <= stock) expect(picked).toBe(quantity);
        expect(quantityWithinStock(picked, stock)).toBe(picked);
      }),
      { numRuns: 300 },
    );
  });
});
