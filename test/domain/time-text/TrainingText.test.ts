import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TrainingMessages, capacityText, isMultiDay, trainingDateText } from '../../../src/domain/time-text';

const at = (iso: string): Date => new Date(iso);

describe('training date: a range for multi-day courses, else the Cairo date and the UTC time', () => {
  it.each([
    ['2026-12-05T07:00:00Z', 'Sat, Dec 5, 2026 · 07:00 UTC'], // 09:00 in Cairo, but the time is shown in UTC
    ['2026-11-21T23:30:00Z', 'Sun, Nov 22, 2026 · 23:30 UTC'], // Nov 22 in Cairo (UTC+2) while 23:30 UTC
    ['2026-11-21T21:59:00Z', 'Sat, Nov 21, 2026 · 21:59 UTC'],
    ['2026-07-15T21:30:00Z', 'Thu, Jul 16, 2026 · 21:30 UTC'], // summer time (UTC+3): already Jul 16 in Cairo
    ['2026-01-15T21:30:00Z', 'Thu, Jan 15, 2026 · 21:30 UTC'], // winter (UTC+2): still Jan 15 in Cairo
    ['2026-03-01T00:05:00Z', 'Sun, Mar 1, 2026 · 00:05 UTC'],
  ])('%s with no end → %s', (start, text) => {
    expect(trainingDateText(at(start), null)).toBe(text);
    expect(isMultiDay(at(start), null)).toBe(false);
  });

  it.each([
    ['2026-12-05T07:00:00Z', '2026-12-07T15:00:00Z', 'Dec 5 – Dec 7, 2026'],
    ['2026-11-30T07:00:00Z', '2026-12-02T07:00:00Z', 'Nov 30 – Dec 2, 2026'],
    ['2026-12-30T07:00:00Z', '2027-01-02T07:00:00Z', 'Dec 30, 2026 – Jan 2, 2027'],
    ['2026-12-05T10:00:00Z', '2026-12-05T22:30:00Z', 'Dec 5 – Dec 6, 2026'], // same UTC day, end is Dec 6 in Cairo
    ['2026-12-31T21:00:00Z', '2027-01-01T08:00:00Z', 'Dec 31, 2026 – Jan 1, 2027'],
    ['2026-12-31T22:30:00Z', '2027-01-02T08:00:00Z', 'Jan 1 – Jan 2, 2027'], // start is already 2027 in Cairo
  ])('from %s to %s → %s', (start, end, text) => {
    expect(trainingDateText(at(start), at(end))).toBe(text);
    expect(isMultiDay(at(start), at(end))).toBe(true);
  });

  it.each([
    ['2026-12-05T07:00:00Z', '2026-12-05T15:00:00Z', 'Sat, Dec 5, 2026 · 07:00 UTC'], // ends the same day
    ['2026-12-04T22:30:00Z', '2026-12-05T20:00:00Z', 'Sat, Dec 5, 2026 · 22:30 UTC'], // different UTC days, one Cairo day
    ['2026-12-07T07:00:00Z', '2026-12-05T07:00:00Z', 'Mon, Dec 7, 2026 · 07:00 UTC'], // end before start: ignored
    ['2026-12-05T07:00:00Z', 'invalid', 'Sat, Dec 5, 2026 · 07:00 UTC'],
  ])('from %s to %s is one day → %s', (start, end, text) => {
    expect(trainingDateText(at(start), at(end))).toBe(text);
    expect(isMultiDay(at(start), at(end))).toBe(false);
  });

  it('gives an empty text for an invalid start', () => {
    expect(trainingDateText(at('invalid'), null)).toBe('');
    expect(trainingDateText(at('invalid'), at('2026-12-05T07:00:00Z'))).toBe('');
    expect(isMultiDay(at('invalid'), at('2026-12-05T07:00:00Z'))).toBe(false);
  });

  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms));

  it('shows a range exactly when multi-day, and otherwise the UTC time of the start', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), (start, end) => {
        const text = trainingDateText(start, end);
        if (isMultiDay(start, end)) {
          expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
        } else {
          expect(text).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} · \d{2}:\d{2} UTC$/);
          expect(text.slice(-9, -4)).toBe(start.toISOString().slice(11, 16));
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

describe("capacity: '{n} spots available' or 'Unlimited spots'", () => {
  it.each([
    [20, '20 spots available'],
    [1, '1 spots available'], // SPEC's text kept literally
    [12.7, '12 spots available'],
    [null, 'Unlimited spots'],
    [0, 'Unlimited spots'],
    [0.5, 'Unlimited spots'],
    [-3, 'Unlimited spots'],
    [Number.NaN, 'Unlimited spots'],
    [Number.POSITIVE_INFINITY, 'Unlimited spots'],
    [1e21, 'Unlimited spots'], // would otherwise print as '1e+21 spots available'
    [2_147_483_647, '2147483647 spots available'],
  ])('%j → %s', (capacity, text) => {
    expect(capacityText(capacity)).toBe(text);
  });

  it('always reads one of the two SPEC forms', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: null }), (capacity) => {
        expect(capacityText(capacity)).toMatch(/^(?:[1-9]\d* spots available|Unlimited spots)$/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('dental training texts, character for character from SPEC', () => {
  it.each([
    ['choosePackage', 'Choose a Package:'],
    ['registerNow', 'Register Now'],
    ['registered', 'Registered'],
    ['alreadyRegistered', 'Already Registered'],
    ['multiDay', 'Multi-day'],
    ['unlimitedSpots', 'Unlimited spots'],
    ['empty', 'No dental training programs available.'],
    ['loadFailed', 'Failed to load dental trainings.'],
    ['selectPackage', 'Please select a package before registering.'],
    ['signInToRegister', 'Please sign in to register for dental training. You will be redirected to the login page.'],
  ] as const)('%s is %j', (key, text) => {
    expect(TrainingMessages[key]).toBe(text);
  });

  it('fills in the number of spots', () => {
    expect(TrainingMessages.spotsAvailable(15)).toBe('15 spots available');
  });
});
