import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceNumber } from '@tiara/domain/invoice';

describe('invoiceNumber', () => {
  it.each([
    [2026, 1, 'INV-2026-000001'],
    [2026, 123, 'INV-2026-000123'],
    [2027, 999_999, 'INV-2027-999999'],
    [2027, 1_000_000, 'INV-2027-1000000'],
  ])('year %d, sequence %d → %s', (year, sequence, expected) => {
    expect(invoiceNumber(year, sequence)).toBe(expected);
  });

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [2026, Number.NaN],
    [26, 1],
    [20260, 1],
  ])('refuses year %d with sequence %d', (year, sequence) => {
    expect(() => invoiceNumber(year, sequence)).toThrow(RangeError);
  });

  const year = fc.integer({ min: 2000, max: 2999 });
  const sequence = fc.integer({ min: 1, max: 999_999 });

  it('numbers of one year sort in the order they were issued', () => {
    fc.assert(fc.property(year, sequence, sequence, (y, a, b) => Math.sign(invoiceNumber(y, a).localeCompare(invoiceNumber(y, b))) === Math.sign(a - b)));
  });

  it('different years or sequences never share a number', () => {
    fc.assert(fc.property(year, sequence, year, sequence, (y1, s1, y2, s2) => (invoiceNumber(y1, s1) === invoiceNumber(y2, s2)) === (y1 === y2 && s1 === s2)));
  });
});
