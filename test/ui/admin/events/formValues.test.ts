import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cairoInputValue, inputOfPiasters, instantOfCairoInput, piastersOfInput, wholeNumberOfInput } from '../../../../src/ui/admin/events/formValues';

describe('back-office form values', () => {
  it('reads a date-time field as Cairo wall-clock time, across summer time', () => {
    expect(instantOfCairoInput('2026-01-15T10:00')?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(instantOfCairoInput('2026-08-15T10:00')?.toISOString()).toBe('2026-08-15T07:00:00.000Z');
    for (const bad of ['', '2026-02-30T10:00', '2026-12-01', '2026-12-01T25:00', 'tomorrow']) expect(instantOfCairoInput(bad)).toBeNull();
  });

  it('shows any instant as a field value that reads back to the same minute', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
        const value = cairoInputValue(minute);
        const read = instantOfCairoInput(value);
        // The hour that repeats when summer time ends reads as one of its two instants: the same wall-clock minute.
        expect(read && cairoInputValue(read)).toBe(value);
      }),
    );
  });

  it('reads pounds with at most two decimals as piasters, and shows them back', () => {
    expect(piastersOfInput(' 12.5 ')).toBe(1250);
    expect(piastersOfInput('0')).toBe(0);
    for (const bad of ['', '-1', '1.234', '1e3', 'ten', '1,000']) expect(piastersOfInput(bad)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (piasters) => {
        expect(piastersOfInput(inputOfPiasters(piasters))).toBe(piasters);
      }),
    );
  });

  it('reads whole numbers only', () => {
    expect(wholeNumberOfInput(' 42 ')).toBe(42);
    for (const bad of ['', '-1', '1.5', '1e2', 'x']) expect(wholeNumberOfInput(bad)).toBeNull();
  });
});
