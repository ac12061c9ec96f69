import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { notificationTimeText } from '../../../src/domain/time-text';

const HOUR = 3_600_000;
const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);

describe("notification time: 'Just now' under 1 hour, '{n} hour(s) ago' under 24 hours, then a short date", () => {
  it.each([
    [0, 'Just now'],
    [59 * 60_000, 'Just now'],
    [HOUR - 1, 'Just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [5 * HOUR + 30 * 60_000, '5 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
    [24 * HOUR, 'Nov 20, 2026'],
    [3 * 24 * HOUR, 'Nov 18, 2026'],
    [-5 * 60_000, 'Just now'], // server clock ahead of the device
    [-3 * 24 * HOUR, 'Just now'],
  ])('%d ms old → %s', (age, text) => {
    expect(notificationTimeText(ago(age), now)).toBe(text);
  });

  it.each([
    ['2026-11-19T23:30:00Z', 'Nov 20, 2026'], // already Nov 20 in Cairo (UTC+2)
    ['2026-11-19T21:59:59Z', 'Nov 19, 2026'],
    ['2025-12-31T22:30:00Z', 'Jan 1, 2026'], // new year arrives in Cairo first
    ['2026-07-15T21:30:00Z', 'Jul 16, 2026'], // summer time (UTC+3): 00:30 on Jul 16
    ['2026-01-15T21:30:00Z', 'Jan 15, 2026'], // winter (UTC+2): 23:30 on Jan 15
  ])('older than a day, %s shows the Cairo date %s', (createdAt, text) => {
    expect(notificationTimeText(new Date(createdAt), now)).toBe(text);
  });

  it('gives an empty text for an invalid date', () => {
    expect(notificationTimeText(new Date('not a date'), now)).toBe('');
    expect(notificationTimeText(now, new Date(Number.NaN))).toBe('');
  });

  it("any age under 1 hour (or in the future) is 'Just now'", () => {
    fc.assert(
      fc.property(fc.integer({ min: -365 * 24 * HOUR, max: HOUR - 1 }), (age) => {
        expect(notificationTimeText(ago(age), now)).toBe('Just now');
      }),
      { numRuns: 500 },
    );
  });

  it('under 24 hours it counts whole hours, then it shows a short date', () => {
    fc.assert(
      fc.property(fc.integer({ min: HOUR, max: 5 * 365 * 24 * HOUR }), (age) => {
        const text = notificationTimeText(ago(age), now);
        if (age < 24 * HOUR) {
          const hours = Math.floor(age / HOUR);
          expect(text).toBe(hours === 1 ? '1 hour ago' : `${hours} hours ago`);
        } else {
          expect(text).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
