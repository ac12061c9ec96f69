import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTDOWN_TARGET, countdownParts } from '@tiara/domain/time-text';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number): Date => new Date(COUNTDOWN_TARGET.getTime() - ms);

describe('Coming Soon countdown to 2025-04-01', () => {
  it('targets midnight of 2025-04-01 in Cairo (UTC+2 that day)', () => {
    expect(COUNTDOWN_TARGET.toISOString()).toBe('2025-03-31T22:00:00.000Z');
  });

  it.each([
    [DAY, { days: 1, hours: 0, minutes: 0, seconds: 0, finished: false }],
    [DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND, { days: 1, hours: 2, minutes: 3, seconds: 4, finished: false }],
    [23 * HOUR + 59 * MINUTE + 59 * SECOND, { days: 0, hours: 23, minutes: 59, seconds: 59, finished: false }],
    [SECOND + 999, { days: 0, hours: 0, minutes: 0, seconds: 1, finished: false }], // seconds round down
    [500, { days: 0, hours: 0, minutes: 0, seconds: 0, finished: false }],
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true }],
    [-SECOND, { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true }],
    [-400 * DAY, { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true }],
  ])('%d ms before the target → %j', (ms, parts) => {
    expect(countdownParts(COUNTDOWN_TARGET, before(ms))).toEqual(parts);
  });

  it('counts 365 days from the same Cairo midnight a year earlier', () => {
    expect(countdownParts(COUNTDOWN_TARGET, new Date('2024-04-01T00:00:00+02:00'))).toEqual({
      days: 365,
      hours: 0,
      minutes: 0,
      seconds: 0,
      finished: false,
    });
  });

  it('shows zeros for an invalid date rather than NaN', () => {
    expect(countdownParts(COUNTDOWN_TARGET, new Date('nope'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, finished: true });
  });

  it('parts are never negative, stay in range and add up to the remaining whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000 * DAY, max: 1000 * DAY }), (ms) => {
        const parts = countdownParts(COUNTDOWN_TARGET, before(ms));
        const values = [parts.days, parts.hours, parts.minutes, parts.seconds];
        expect(values.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
        expect(parts.hours).toBeLessThan(24);
        expect(parts.minutes).toBeLessThan(60);
        expect(parts.seconds).toBeLessThan(60);
        expect(parts.finished).toBe(ms <= 0);
        const total = parts.days * 86_400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
        expect(total).toBe(parts.finished ? 0 : Math.floor(ms / SECOND));
      }),
      { numRuns: 1000 },
    );
  });
});
