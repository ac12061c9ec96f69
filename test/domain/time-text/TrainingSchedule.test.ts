import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { availableSpots, isMultiDay, trainingSchedule } from '@tiara/domain/time-text';

const at = (iso: string): Date => new Date(iso);

describe('training schedule: the Cairo days of a multi-day course, else the session start', () => {
  it.each([
    ['2026-12-05T07:00:00Z', '2026-12-07T15:00:00Z', true],
    ['2026-11-30T07:00:00Z', '2026-12-02T07:00:00Z', true],
    ['2026-12-30T07:00:00Z', '2027-01-02T07:00:00Z', false],
    ['2026-12-05T10:00:00Z', '2026-12-05T22:30:00Z', true], // same UTC day, end is Dec 6 in Cairo
    ['2026-12-31T21:00:00Z', '2027-01-01T08:00:00Z', false],
    ['2026-12-31T22:30:00Z', '2027-01-02T08:00:00Z', true], // start is already 2027 in Cairo
  ])('from %s to %s are days, in one Cairo year: %s', (start, end, sameYear) => {
    expect(trainingSchedule(at(start), at(end))).toEqual({ kind: 'days', start: at(start), end: at(end), sameYear });
    expect(isMultiDay(at(start), at(end))).toBe(true);
  });

  it.each([
    ['2026-12-05T07:00:00Z', null],
    ['2026-12-05T07:00:00Z', '2026-12-05T15:00:00Z'], // ends the same day
    ['2026-12-04T22:30:00Z', '2026-12-05T20:00:00Z'], // different UTC days, one Cairo day
    ['2026-12-07T07:00:00Z', '2026-12-05T07:00:00Z'], // end before start: ignored
    ['2026-12-05T07:00:00Z', 'invalid'],
  ])('from %s to %s is a session', (start, end) => {
    const endDate = end === null ? null : at(end);
    expect(trainingSchedule(at(start), endDate)).toEqual({ kind: 'session', start: at(start) });
    expect(isMultiDay(at(start), endDate)).toBe(false);
  });

  it('has no schedule for an invalid start', () => {
    expect(trainingSchedule(at('invalid'), null)).toBeNull();
    expect(trainingSchedule(at('invalid'), at('2026-12-05T07:00:00Z'))).toBeNull();
    expect(isMultiDay(at('invalid'), at('2026-12-05T07:00:00Z'))).toBe(false);
  });

  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms));

  it('is days exactly when multi-day, and one Cairo year exactly when the years match', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), (start, end) => {
        const schedule = trainingSchedule(start, end);
        if (end !== null && isMultiDay(start, end)) {
          const yearOf = (date: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', year: 'numeric' }).format(date);
          expect(schedule).toEqual({ kind: 'days', start, end, sameYear: yearOf(start) === yearOf(end) });
        } else {
          expect(schedule).toEqual({ kind: 'session', start });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is never multi-day when the end is at or before the start, and always when it is a day or more later', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -3 * 86_400_000, max: 10 * 86_400_000 }), (start, length) => {
        const end = new Date(start.getTime() + length);
        const multiDay = isMultiDay(start, end);
        if (length <= 0) expect(multiDay).toBe(false);
        if (length >= 86_400_000) expect(multiDay).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("available spots: a head count, or null for 'Unlimited spots'", () => {
  it.each([
    [20, 20],
    [1, 1],
    [12.7, 12],
    [null, null],
    [0, null],
    [0.5, null],
    [-3, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e21, null], // would otherwise print as '1e+21 spots available'
    [2_147_483_647, 2_147_483_647],
  ])('%j → %j', (capacity, spots) => {
    expect(availableSpots(capacity)).toBe(spots);
  });

  it('is always null or a positive safe integer', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: null }), (capacity) => {
        const spots = availableSpots(capacity);
        expect(spots === null || (Number.isSafeInteger(spots) && spots > 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
