import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import { notificationAge, trainingSchedule } from '@tiara/domain/time-text';
import { clockText } from '../../../src/locales/format/clockText';
import {
  monthOfYearText,
  notificationTimeText,
  shortDateText,
  staffDateText,
  staffDateTimeText,
  trainingDateText,
} from '../../../src/locales/format/dateTexts';

const HOUR = 3_600_000;
const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const at = (iso: string): Date => new Date(iso);
const notificationText = (createdAt: Date, language: 'en' | 'ar', when = now) => notificationTimeText(notificationAge(createdAt, when), language);
const trainingText = (start: string, end: string | null, language: 'en' | 'ar') => trainingDateText(trainingSchedule(at(start), end === null ? null : at(end)), language);

describe("notification time in English: SPEC §9's 'Just now', '{n} hour(s) ago', then a short Cairo date", () => {
  it.each([
    [0, 'Just now'],
    [HOUR - 1, 'Just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [5 * HOUR + 30 * 60_000, '5 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
    [24 * HOUR, 'Nov 20, 2026'],
    [3 * 24 * HOUR, 'Nov 18, 2026'],
    [-5 * 60_000, 'Just now'], // server clock ahead of the device
  ])('%d ms old → %s', (age, text) => {
    expect(notificationText(ago(age), 'en')).toBe(text);
  });

  it.each([
    ['2026-11-19T23:30:00Z', 'Nov 20, 2026'], // already Nov 20 in Cairo (UTC+2)
    ['2026-11-19T21:59:59Z', 'Nov 19, 2026'],
    ['2025-12-31T22:30:00Z', 'Jan 1, 2026'], // new year arrives in Cairo first
    ['2026-07-15T21:30:00Z', 'Jul 16, 2026'], // summer time (UTC+3): 00:30 on Jul 16
    ['2026-01-15T21:30:00Z', 'Jan 15, 2026'], // winter (UTC+2): 23:30 on Jan 15
  ])('older than a day, %s shows the Cairo date %s', (createdAt, text) => {
    expect(notificationText(at(createdAt), 'en')).toBe(text);
  });

  it('gives an empty text for an invalid date, in either language', () => {
    expect(notificationText(at('not a date'), 'en')).toBe('');
    expect(notificationText(at('not a date'), 'ar')).toBe('');
  });

  it('under 24 hours it counts whole hours, then it shows a short date', () => {
    fc.assert(
      fc.property(fc.integer({ min: HOUR, max: 5 * 365 * 24 * HOUR }), (age) => {
        const text = notificationText(ago(age), 'en');
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

describe('notification time in Arabic: منذ with the plural form of the hours, then the Cairo date', () => {
  it.each([
    [0, 'الآن'],
    [HOUR - 1, 'الآن'],
    [HOUR, 'منذ ساعة'],
    [2 * HOUR, 'منذ ساعتين'],
    [3 * HOUR, 'منذ 3 ساعات'],
    [10 * HOUR, 'منذ 10 ساعات'],
    [11 * HOUR, 'منذ 11 ساعة'],
    [23 * HOUR, 'منذ 23 ساعة'],
    [24 * HOUR, '20 نوفمبر 2026'],
    [-5 * 60_000, 'الآن'],
  ])('%d ms old → %s', (age, text) => {
    expect(notificationText(ago(age), 'ar')).toBe(text);
  });

  it('shows the Cairo day, with Latin digits, across the summer-time change', () => {
    expect(notificationText(at('2026-07-15T21:30:00Z'), 'ar')).toBe('16 يوليو 2026'); // UTC+3
    expect(notificationText(at('2026-01-15T21:30:00Z'), 'ar')).toBe('15 يناير 2026'); // UTC+2
  });

  it('never shows a number that is not the whole hours, nor any Arabic-Indic digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -24 * HOUR, max: 400 * 24 * HOUR }), (age) => {
        const text = notificationText(ago(age), 'ar');
        expect(text).not.toMatch(/[٠-٩]/);
        if (age >= 3 * HOUR && age < 24 * HOUR) expect(text).toContain(String(Math.floor(age / HOUR)));
        if (age >= HOUR && age < 24 * HOUR) expect(text.startsWith('منذ ')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('training date: a range for multi-day courses, else the Cairo date and Cairo time', () => {
  it.each([
    ['2026-12-05T07:00:00Z', null, 'Sat, Dec 5, 2026 · 09:00 Cairo time', 'السبت، 5 ديسمبر 2026 · 09:00 بتوقيت القاهرة'], // 07:00 UTC is 09:00 in Cairo
    ['2026-11-21T23:30:00Z', null, 'Sun, Nov 22, 2026 · 01:30 Cairo time', 'الأحد، 22 نوفمبر 2026 · 01:30 بتوقيت القاهرة'], // day and time both Cairo's
    ['2026-11-21T21:59:00Z', null, 'Sat, Nov 21, 2026 · 23:59 Cairo time', 'السبت، 21 نوفمبر 2026 · 23:59 بتوقيت القاهرة'],
    ['2026-07-15T21:30:00Z', null, 'Thu, Jul 16, 2026 · 00:30 Cairo time', 'الخميس، 16 يوليو 2026 · 00:30 بتوقيت القاهرة'], // summer time (UTC+3)
    ['2026-01-15T21:30:00Z', null, 'Thu, Jan 15, 2026 · 23:30 Cairo time', 'الخميس، 15 يناير 2026 · 23:30 بتوقيت القاهرة'], // winter (UTC+2)
    ['2026-03-01T00:05:00Z', null, 'Sun, Mar 1, 2026 · 02:05 Cairo time', 'الأحد، 1 مارس 2026 · 02:05 بتوقيت القاهرة'],
    // Egypt's summer time of 2026 begins on Friday 24 April at midnight, which becomes 01:00: an hour later in UTC is two later in Cairo.
    ['2026-04-23T21:30:00Z', null, 'Thu, Apr 23, 2026 · 23:30 Cairo time', 'الخميس، 23 أبريل 2026 · 23:30 بتوقيت القاهرة'],
    ['2026-04-23T22:30:00Z', null, 'Fri, Apr 24, 2026 · 01:30 Cairo time', 'الجمعة، 24 أبريل 2026 · 01:30 بتوقيت القاهرة'],
    ['2026-04-24T21:30:00Z', null, 'Sat, Apr 25, 2026 · 00:30 Cairo time', 'السبت، 25 أبريل 2026 · 00:30 بتوقيت القاهرة'],
    // ... and ends on Thursday 29 October at midnight, which goes back to 23:00: 23:30 comes twice.
    ['2026-10-28T21:30:00Z', null, 'Thu, Oct 29, 2026 · 00:30 Cairo time', 'الخميس، 29 أكتوبر 2026 · 00:30 بتوقيت القاهرة'],
    ['2026-10-29T20:30:00Z', null, 'Thu, Oct 29, 2026 · 23:30 Cairo time', 'الخميس، 29 أكتوبر 2026 · 23:30 بتوقيت القاهرة'],
    ['2026-10-29T21:30:00Z', null, 'Thu, Oct 29, 2026 · 23:30 Cairo time', 'الخميس، 29 أكتوبر 2026 · 23:30 بتوقيت القاهرة'],
    ['2026-12-05T07:00:00Z', '2026-12-05T15:00:00Z', 'Sat, Dec 5, 2026 · 09:00 Cairo time', 'السبت، 5 ديسمبر 2026 · 09:00 بتوقيت القاهرة'], // ends the same day
    ['2026-12-04T22:30:00Z', '2026-12-05T20:00:00Z', 'Sat, Dec 5, 2026 · 00:30 Cairo time', 'السبت، 5 ديسمبر 2026 · 00:30 بتوقيت القاهرة'], // one Cairo day
    ['2026-12-07T07:00:00Z', '2026-12-05T07:00:00Z', 'Mon, Dec 7, 2026 · 09:00 Cairo time', 'الاثنين، 7 ديسمبر 2026 · 09:00 بتوقيت القاهرة'], // end before start
    ['2026-12-05T07:00:00Z', '2026-12-07T15:00:00Z', 'Dec 5 – Dec 7, 2026', '5 ديسمبر – 7 ديسمبر 2026'],
    ['2026-11-30T07:00:00Z', '2026-12-02T07:00:00Z', 'Nov 30 – Dec 2, 2026', '30 نوفمبر – 2 ديسمبر 2026'],
    ['2026-12-30T07:00:00Z', '2027-01-02T07:00:00Z', 'Dec 30, 2026 – Jan 2, 2027', '30 ديسمبر 2026 – 2 يناير 2027'],
    ['2026-12-05T10:00:00Z', '2026-12-05T22:30:00Z', 'Dec 5 – Dec 6, 2026', '5 ديسمبر – 6 ديسمبر 2026'], // end is Dec 6 in Cairo
    ['2026-12-31T22:30:00Z', '2027-01-02T08:00:00Z', 'Jan 1 – Jan 2, 2027', '1 يناير – 2 يناير 2027'], // start is 2027 in Cairo
    ['2026-10-27T07:00:00Z', '2026-10-31T07:00:00Z', 'Oct 27 – Oct 31, 2026', '27 أكتوبر – 31 أكتوبر 2026'], // across the end of summer time
  ])('%s to %s → %s / %s', (start, end, english, arabic) => {
    expect(trainingText(start, end, 'en')).toBe(english);
    expect(trainingText(start, end, 'ar')).toBe(arabic);
  });

  it('gives an empty text for an invalid start', () => {
    expect(trainingText('invalid', null, 'en')).toBe('');
    expect(trainingText('invalid', '2026-12-05T07:00:00Z', 'ar')).toBe('');
  });

  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms));

  it('shows a range exactly when multi-day, and otherwise the Cairo time of the start, in both languages', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), (start, end) => {
        const schedule = trainingSchedule(start, end);
        const english = trainingDateText(schedule, 'en');
        const arabic = trainingDateText(schedule, 'ar');
        const cairoTime = formatInTimeZone(start, 'Africa/Cairo', 'HH:mm');
        if (schedule?.kind === 'days') {
          expect(english).toMatch(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
          expect(arabic).toMatch(/^\d{1,2} \S+( \d{4})? – \d{1,2} \S+ \d{4}$/);
        } else {
          expect(english).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} · \d{2}:\d{2} Cairo time$/);
          expect(english).toContain(` ${cairoTime} `);
          expect(arabic).toMatch(/^\S+، \d{1,2} \S+ \d{4} · \d{2}:\d{2} بتوقيت القاهرة$/);
          expect(arabic).toContain(` ${cairoTime} `);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the other dates of the shop, in both languages', () => {
  const instant = at('2026-11-21T10:00:00Z'); // 12:00 in Cairo

  it.each([
    ['en', 'Nov 21, 2026', '21 Nov 2026', '21 Nov 2026, 12:00', 'Saturday, 21 November 2026 at 12:00:00', 'Nov 2026'],
    ['ar', '21 نوفمبر 2026', '21 نوفمبر 2026', '21 نوفمبر 2026، 12:00', 'السبت، 21 نوفمبر 2026 في 12:00:00', 'نوفمبر 2026'],
  ] as const)('%s: short date, staff date, staff date and time, clock, month', (language, short, staff, staffTime, clock, month) => {
    expect(shortDateText(instant, language)).toBe(short);
    expect(staffDateText(instant, language)).toBe(staff);
    expect(staffDateTimeText(instant, language)).toBe(staffTime);
    expect(clockText(instant, language)).toBe(clock);
    expect(monthOfYearText('2026-11', language)).toBe(month);
  });

  it('writes Cairo days in summer time', () => {
    expect(shortDateText(at('2026-07-15T21:30:00Z'), 'en')).toBe('Jul 16, 2026');
    expect(staffDateTimeText(at('2026-07-15T21:30:00Z'), 'ar')).toBe('16 يوليو 2026، 00:30');
  });
});
