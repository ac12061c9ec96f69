import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { shownPrice } from '../../../src/ui/i18n/shownPrice';

describe('shownPrice: a price in the shown language', () => {
  it("writes SPEC's English, then the Arabic sign after the same figure, and redraws an observer on a switch", () => {
    const seen: string[] = [];
    const stop = autorun(() => seen.push(shownPrice(123_456_789)));
    try {
      showLanguage('ar');
      expect(shownPrice(100_000)).toBe('1,000 ج.م');
    } finally {
      showLanguage('en');
      stop();
    }
    expect(shownPrice(550)).toBe('5.50 EGP');
    expect(seen).toEqual(['1,234,567.89 EGP', '1,234,567.89 ج.م', '1,234,567.89 EGP']);
  });
});
