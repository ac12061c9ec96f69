import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteNumber } from '@tiara/domain/credit-note';
import { invoiceNumber } from '@tiara/domain/invoice';

describe('creditNoteNumber', () => {
  it.each([
    [2026, 1, 'CN-2026-000001'],
    [2026, 123, 'CN-2026-000123'],
    [2027, 1_000_000, 'CN-2027-1000000'],
  ])('year %d, sequence %d → %s', (year, sequence, expected) => {
    expect(creditNoteNumber(year, sequence)).toBe(expected);
  });

  it.each([
    [2026, 0],
    [2026, 2.5],
    [99, 1],
  ])('refuses year %d with sequence %d', (year, sequence) => {
    expect(() => creditNoteNumber(year, sequence)).toThrow(RangeError);
  });

  const year = fc.integer({ min: 2000, max: 2999 });
  const sequence = fc.integer({ min: 1, max: 999_999 });

  it('numbers of one year sort in the order they were issued', () => {
    fc.assert(fc.property(year, sequence, sequence, (y, a, b) => Math.sign(creditNoteNumber(y, a).localeCompare(creditNoteNumber(y, b))) === Math.sign(a - b)));
  });

  it('never shares a number with another credit note or with any invoice', () => {
    fc.assert(
      fc.property(year, sequence, year, sequence, (y1, s1, y2, s2) => (creditNoteNumber(y1, s1) === creditNoteNumber(y2, s2)) === (y1 === y2 && s1 === s2) && creditNoteNumber(y1, s1) !== invoiceNumber(y2, s2)),
    );
  });
});
