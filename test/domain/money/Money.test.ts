import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEgp, minorUnits, percentOf, piastersFromPounds, poundsFromPiasters, sumPiasters } from '@tiara/domain/money';

describe('money in piasters', () => {
  it.each([
    [0, 0],
    [150, 15_000],
    [2900, 290_000],
    [12.5, 1_250],
    [0.1 + 0.2, 30], // binary fractions are rounded back to whole piasters
    [19.995, 2_000],
    [-50, -5_000],
    [-0.005, -1],
  ])('%d EGP is %d piasters', (pounds, piasters) => {
    expect(piastersFromPounds(pounds)).toBe(piasters);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => piastersFromPounds(Number.NaN)).toThrow(RangeError);
    expect(() => piastersFromPounds(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it.each([
    [290_000, '2,900 EGP'],
    [15_000, '150 EGP'],
    [1_250, '12.50 EGP'],
    [1, '0.01 EGP'],
    [0, '0 EGP'],
    [-5_000, '-50 EGP'],
    [123_456_789, '1,234,567.89 EGP'],
  ])('formats %d piasters as %s', (piasters, text) => {
    expect(formatEgp(piasters)).toBe(text);
  });

  it('sends payment amounts in minor units: the pound total times 100', () => {
    expect(minorUnits(piastersFromPounds(2900))).toBe(290_000);
  });

  it.each([
    [10_000, 14, 1_400],
    [333, 14, 47], // 46.62 rounds to 47
    [10_000, 0, 0],
    [10_000, 100, 10_000],
  ])('%d piasters × %d%% is %d', (amount, percent, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });

  it('round-trips whole piasters through pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (piasters) => {
        expect(piastersFromPounds(poundsFromPiasters(piasters))).toBe(piasters);
      }),
    );
  });

  it('sums exactly, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 200 }), (amounts) => {
        const reversed = [...amounts].reverse();
        expect(sumPiasters(amounts)).toBe(sumPiasters(reversed));
        expect(Number.isSafeInteger(sumPiasters(amounts))).toBe(true);
      }),
    );
  });

  it('formats every amount with the currency and at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (piasters) => {
        expect(formatEgp(piasters)).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d{2})? EGP$/);
      }),
    );
  });
});
