import { describe, expect, it } from 'vitest';
import { trainingMessagesAr } from '../../../../src/locales/shop/ar/trainingMessagesAr';

describe('dental training texts in Arabic', () => {
  it('isolates a package’s name before its price, so a Latin name does not take the price’s figures with it', () => {
    expect(trainingMessagesAr.packageLabel('Lecture only', '2,500 ج.م')).toBe('\u2068Lecture only\u2069 - 2,500 ج.م');
  });
});
