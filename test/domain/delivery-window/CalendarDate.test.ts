import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, cairoDateOf, weekdayOf } from '@tiara/domain/delivery-window';

describe('calendar dates', () => {
  it.each([
    ['2026-11-21T21:59:00Z', { year: 2026, month: 11, day: 21 }], // 23:59 in winter (UTC+2)
    ['2026-11-21T22:00:00Z', { year: 2026, month: 11, day: 22 }],
    ['2026-07-01T20:59:00Z', { year: 2026, month: 7, day: 1 }], // 23:59 in summer (UTC+3)
    ['2026-07-01T21:00:00Z', { year: 2026, month: 7, day: 2 }],
    ['2026-12-31T22:00:00Z', { year: 2027, month: 1, day: 1 }],
  ])('%s falls on the Cairo day %j', (instant, day) => {
    expect(cairoDateOf(new Date(instant))).toEqual(day);
  });

  it('adds days across months, years and 29 February', () => {
    expect(addDays({ year: 2026, month: 11, day: 30 }, 1)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('names weekdays from Sunday 0 to Saturday 6', () => {
    expect(weekdayOf({ year: 2026, month: 11, day: 22 })).toBe(0);
    expect(weekdayOf({ year: 2026, month: 11, day: 27 })).toBe(5);
    expect(weekdayOf({ year: 2026, month: 11, day: 28 })).toBe(6);
  });

  it('moves the weekday on by one with each day added, and seven days come back to it', () => {
    const date = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2050, 0, 1)), noInvalidDate: true }).map(cairoDateOf);
    fc.assert(
      fc.property(date, fc.integer({ min: -400, max: 400 }), (day, days) => {
        expect(weekdayOf(addDays(day, days))).toBe((((weekdayOf(day) + days) % 7) + 7) % 7);
        expect(addDays(addDays(day, days), -days)).toEqual(day);
      }),
      { numRuns: 300 },
    );
  });
});
