import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { notificationAge } from '@tiara/domain/time-text';

const HOUR = 3_600_000;
const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);

describe('notification age: just now under 1 hour, whole hours under 24 hours, then the day it was sent', () => {
  it.each([
    [0, { kind: 'just-now' }],
    [59 * 60_000, { kind: 'just-now' }],
    [HOUR - 1, { kind: 'just-now' }],
    [HOUR, { kind: 'ago', unit: 'hour', count: 1 }],
    [2 * HOUR - 1, { kind: 'ago', unit: 'hour', count: 1 }],
    [2 * HOUR, { kind: 'ago', unit: 'hour', count: 2 }],
    [5 * HOUR + 30 * 60_000, { kind: 'ago', unit: 'hour', count: 5 }],
    [24 * HOUR - 1, { kind: 'ago', unit: 'hour', count: 23 }],
    [24 * HOUR, { kind: 'on', date: ago(24 * HOUR) }],
    [-5 * 60_000, { kind: 'just-now' }], // server clock ahead of the device
    [-3 * 24 * HOUR, { kind: 'just-now' }],
  ])('%d ms old → %j', (age, expected) => {
    expect(notificationAge(ago(age), now)).toEqual(expected);
  });

  it('has no age for an invalid date', () => {
    expect(notificationAge(new Date('not a date'), now)).toBeNull();
    expect(notificationAge(now, new Date(Number.NaN))).toBeNull();
  });

  it('for any two instants: just now under an hour, 1 to 23 whole hours under a day, else the date sent', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, instant, (createdAt, at) => {
        const age = at.getTime() - createdAt.getTime();
        const result = notificationAge(createdAt, at);
        if (age < HOUR) expect(result).toEqual({ kind: 'just-now' });
        else if (age < 24 * HOUR) {
          expect(result).toEqual({ kind: 'ago', unit: 'hour', count: Math.floor(age / HOUR) });
          if (result?.kind === 'ago') expect(result.count >= 1 && result.count <= 23).toBe(true);
        } else expect(result).toEqual({ kind: 'on', date: createdAt });
      }),
      { numRuns: 1000 },
    );
  });

  it('near the boundaries: the hour count never goes below 1 or above 23', () => {
    fc.assert(
      fc.property(fc.integer({ min: HOUR - 2, max: 24 * HOUR + 1 }), (age) => {
        const result = notificationAge(ago(age), now);
        if (result?.kind === 'ago') expect(result.count).toBe(Math.floor(age / HOUR));
        expect(result?.kind).toBe(age < HOUR ? 'just-now' : age < 24 * HOUR ? 'ago' : 'on');
      }),
      { numRuns: 500 },
    );
  });
});
