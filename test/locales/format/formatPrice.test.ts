import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEgp } from '@tiara/domain/money';
import { formatPrice } from '../../../src/locales/format/formatPrice';

describe('prices in both languages: Latin digits and grouping, the currency sign after the figure', () => {
  it.each([
    [0, '0 EGP', '0 ج.م'],
    [550, '5.50 EGP', '5.50 ج.م'],
    [100_000, '1,000 EGP', '1,000 ج.م'],
    [123_456_789, '1,234,567.89 EGP', '1,234,567.89 ج.م'],
    [290_000, '2,900 EGP', '2,900 ج.م'],
    [1, '0.01 EGP', '0.01 ج.م'],
    [-5_000, '-50 EGP', '-50 ج.م'],
  ])('%d piasters → %s / %s', (piasters, english, arabic) => {
    expect(formatPrice(piasters, 'en')).toBe(english);
    expect(formatPrice(piasters, 'ar')).toBe(arabic);
  });

  it("writes SPEC's English exactly as formatEgp does, and the same figure in Arabic", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (piasters) => {
        const english = formatPrice(piasters, 'en');
        expect(english).toBe(formatEgp(piasters));
        expect(formatPrice(piasters, 'ar')).toBe(english.replace(/ EGP$/, ' ج.م'));
        expect(formatPrice(piasters, 'ar')).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d{2})? ج\.م$/);
      }),
    );
  });
});
