import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reportDeadline } from '@tiara/domain/returns';
import { reportDeadlineText } from '../../../src/locales/format/reportDeadlineTexts';

describe('the end of a report window, in Cairo time', () => {
  it.each([
    // Delivered on Monday 30 November 2026 at 19:30 in Cairo (UTC+2).
    ['2026-11-30T17:30:00Z', 'Thursday 3 December', 'Thursday, 3 December 2026', 'الخميس، 3 ديسمبر', '2 Dec, 19:30', '2 Dec 2026, 19:30', '2 ديسمبر، 19:30'],
    // Delivered at 23:30 in Cairo on 31 December: already the new year's day there, and its deadlines in it.
    ['2026-12-31T22:30:00Z', 'Monday 4 January', 'Monday, 4 January 2027', 'الاثنين، 4 يناير', '3 Jan, 00:30', '3 Jan 2027, 00:30', '3 يناير، 00:30'],
    // Summer time: Cairo is UTC+3 in July, so 21:15 UTC on the 6th is already the 7th there.
    ['2026-07-06T21:15:00Z', 'Friday 10 July', 'Friday, 10 July 2026', 'الجمعة، 10 يوليو', '9 Jul, 00:15', '9 Jul 2026, 00:15', '9 يوليو، 00:15'],
  ])('delivered %s: the last day is %s (%s), the 48 hours end %s (%s)', (delivered, day, pastDay, arabicDay, instant, pastInstant, arabicInstant) => {
    const lastDay = reportDeadline('damaged-or-defective', new Date(delivered));
    const until = reportDeadline('wrong-item', new Date(delivered));
    expect([reportDeadlineText(lastDay, 'en', false), reportDeadlineText(lastDay, 'en', true), reportDeadlineText(lastDay, 'ar', false)]).toEqual([day, pastDay, arabicDay]);
    expect([reportDeadlineText(until, 'en', false), reportDeadlineText(until, 'en', true), reportDeadlineText(until, 'ar', false)]).toEqual([instant, pastInstant, arabicInstant]);
  });

  it('names the last day it is given, whatever the time zone of the machine writing it', () => {
    const day = fc.record({ year: fc.integer({ min: 2020, max: 2040 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(
      fc.property(day, (lastDay) => {
        expect(reportDeadlineText({ kind: 'last-day', lastDay }, 'en', true)).toMatch(new RegExp(`^[A-Z][a-z]+, ${lastDay.day} [A-Z][a-z]+ ${lastDay.year}$`));
      }),
      { numRuns: 200 },
    );
  });
});
