import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sellingPrice } from '@tiara/domain/catalog-query';

describe('sellingPrice', () => {
  it.each([
    [145_000, 15_000, 130_000],
    [39_000, 0, 39_000],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('%i less %i is %i', (price, discount, paid) => {
    expect(sellingPrice({ price, discount })).toBe(paid);
  });

  it('is never below 0 nor above the list price, and takes off the whole discount when it can', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (price, discount) => {
        const paid = sellingPrice({ price, discount });
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(price);
        if (discount <= price) expect(paid).toBe(price - discount);
      }),
    );
  });
});
