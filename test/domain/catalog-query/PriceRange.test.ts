import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceBoundFromText, readPriceRange } from '@tiara/domain/catalog-query';
import { poundsFromPiasters } from '@tiara/domain/money';

describe('priceBoundFromText (a price box, in EGP)', () => {
  it.each<[string, number | null | undefined]>([
    ['', null],
    ['   ', null],
    ['100', 10_000],
    [' 2000 ', 200_000],
    ['12.5', 1_250],
    ['12,50', 1_250],
    ['12.', 1_200],
    ['1,500', 150_000],
    ['12,345.67', 1_234_567],
    ['٢٠٠٠', 200_000],
    ['١٢٫٥', 1_250],
    ['١٬٥٠٠', 150_000],
    ['۳۰۰', 30_000],
    ['0', 0],
    ['-4', undefined],
    ['abc', undefined],
    ['12.345', undefined],
    ['1,50,0', undefined],
    ['1e3', undefined],
    ['1234567890', undefined],
  ])('%j reads as %j', (text, expected) => {
    expect(priceBoundFromText(text)).toBe(expected);
  });

  it('reads back the bound the boxes show for it, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (piasters) => {
        expect(priceBoundFromText(String(poundsFromPiasters(piasters)))).toBe(piasters);
      }),
      { numRuns: 300 },
    );
  });
});

describe('readPriceRange (the price boxes as a range)', () => {
  it.each<[string, string, ReturnType<typeof readPriceRange>]>([
    ['', '', { ok: true, value: { minPrice: null, maxPrice: null } }],
    ['100', '', { ok: true, value: { minPrice: 10_000, maxPrice: null } }],
    ['', '2000', { ok: true, value: { minPrice: null, maxPrice: 200_000 } }],
    ['100', '2000', { ok: true, value: { minPrice: 10_000, maxPrice: 200_000 } }],
    ['500', '500', { ok: true, value: { minPrice: 50_000, maxPrice: 50_000 } }],
    ['2000', '100', { ok: false, error: 'min-above-max' }],
    ['cheap', '100', { ok: false, error: 'min-not-an-amount' }],
    ['100', '-5', { ok: false, error: 'max-not-an-amount' }],
  ])('min %j and max %j', (min, max, expected) => {
    expect(readPriceRange(min, max)).toEqual(expected);
  });

  it('never applies a range whose minimum is above its maximum, and never swaps one', () => {
    const amount = fc.integer({ min: 0, max: 9_999_999 });
    fc.assert(
      fc.property(amount, amount, (min, max) => {
        const range = readPriceRange(String(min), String(max));
        if (min > max) expect(range).toEqual({ ok: false, error: 'min-above-max' });
        else expect(range).toEqual({ ok: true, value: { minPrice: min * 100, maxPrice: max * 100 } });
      }),
      { numRuns: 300 },
    );
  });
});
