import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_REASONS, type ReturnReason, isInTime, reportDeadline, reportWindow } from '@tiara/domain/returns';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
/** Instants from 2024 to 2030, summer times included. */
const instant = fc.date({ min: at('2024-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z'), noInvalidDate: true });
const reason = fc.constantFrom(...RETURN_REASONS);

describe('reportWindow', () => {
  it.each<[string, ReturnReason, string, string, boolean]>([
    ['damaged, on the third Cairo day after a Monday-evening delivery, a minute before it ends', 'damaged-or-defective', '2026-12-07T18:00:00+02:00', '2026-12-10T23:59:00+02:00', true],
    ['damaged, once the third day has ended in Cairo', 'damaged-or-defective', '2026-12-07T18:00:00+02:00', '2026-12-11T00:00:30+02:00', false],
    ['damaged, delivered at 23:30 Cairo (still that day, though 21:30 UTC)', 'damaged-or-defective', '2026-12-07T23:30:00+02:00', '2026-12-10T23:00:00+02:00', true],
    ['damaged, in summer time (UTC+3)', 'damaged-or-defective', '2026-07-06T00:30:00+03:00', '2026-07-09T23:59:59+03:00', true],
    ['damaged, in summer time, the next Cairo day', 'damaged-or-defective', '2026-07-06T00:30:00+03:00', '2026-07-10T00:00:01+03:00', false],
    ['a wrong item at exactly 48 hours', 'wrong-item', '2026-12-07T10:00:00Z', '2026-12-09T10:00:00Z', true],
    ['a wrong item a second after 48 hours, though still the same Cairo day', 'wrong-item', '2026-12-07T10:00:00Z', '2026-12-09T10:00:01Z', false],
    ['another reason, given the longer window', 'other', '2026-12-07T18:00:00+02:00', '2026-12-10T20:00:00+02:00', true],
  ])('%s', (_title, why, delivered, now, inTime) => {
    expect(reportWindow(why, at(delivered), at(now)).ok).toBe(inTime);
  });

  it('refuses a report on an order not delivered yet, and says when a late one closed', () => {
    expect(reportWindow('damaged-or-defective', null, at('2026-12-07T10:00:00Z'))).toEqual({ ok: false, error: { code: 'not-delivered' } });
    expect(reportWindow('wrong-item', at('2026-12-07T10:00:00Z'), at('2026-12-20T10:00:00Z'))).toEqual({
      ok: false,
      error: { code: 'too-late', deadline: { kind: 'instant', until: at('2026-12-09T10:00:00Z') } },
    });
    expect(reportDeadline('damaged-or-defective', at('2026-12-31T21:30:00Z'))).toEqual({ kind: 'last-day', lastDay: { year: 2027, month: 1, day: 3 } });
  });

  it('is in time at the delivery itself and stays in time until it closes, never opening again', () => {
    fc.assert(
      fc.property(reason, instant, fc.nat(10 * 24), fc.nat(10 * 24), (why, delivered, earlierHours, laterHours) => {
        const deadline = reportDeadline(why, delivered);
        expect(isInTime(deadline, delivered)).toBe(true);
        const earlier = new Date(delivered.getTime() + Math.min(earlierHours, laterHours) * HOUR);
        const later = new Date(delivered.getTime() + Math.max(earlierHours, laterHours) * HOUR);
        if (isInTime(deadline, later)) expect(isInTime(deadline, earlier)).toBe(true);
      }),
    );
  });

  it('gives a damaged item at least three full days and never a fourth, whatever the hour and season of delivery', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 71 * 60 }), fc.integer({ min: 97 * 60, max: 20 * 24 * 60 }), (delivered, soonMinutes, lateMinutes) => {
        const deadline = reportDeadline('damaged-or-defective', delivered);
        expect(isInTime(deadline, new Date(delivered.getTime() + soonMinutes * 60_000))).toBe(true);
        expect(isInTime(deadline, new Date(delivered.getTime() + lateMinutes * 60_000))).toBe(false);
      }),
    );
  });

  it('gives a wrong item exactly 48 hours', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -HOUR, max: 96 * HOUR }), (delivered, elapsed) => {
        const now = new Date(delivered.getTime() + Math.max(0, elapsed));
        expect(isInTime(reportDeadline('wrong-item', delivered), now)).toBe(now.getTime() - delivered.getTime() <= 48 * HOUR);
      }),
    );
  });
});
