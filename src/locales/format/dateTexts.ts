import type { Language } from '@tiara/domain/language';
import type { NotificationAge, TrainingSchedule } from '@tiara/domain/time-text';
import type { Translation } from '../Translation';
import { dateMessagesAr } from '../shared/ar/dateMessagesAr';
import { dateMessagesEn } from '../shared/en/dateMessagesEn';
import { inCairo } from './inCairo';
import { perLanguage } from './intlLocale';

/**
 * The shop's dates in each language. Days are Cairo calendar days, the shop's time zone (SPEC);
 * English keeps SPEC's patterns ("Nov 21, 2026", "Sat, Dec 5, 2026"), Arabic takes Intl's
 * Egyptian patterns ("21 نوفمبر 2026", "السبت، 5 ديسمبر 2026") with Latin digits (intlLocale.ts).
 */
const shortDateFormat = inCairo({ month: 'short', day: 'numeric', year: 'numeric' });
const monthDayFormat = inCairo({ month: 'short', day: 'numeric' });
/** Arabic's short weekdays and months are its full ones: "السبت، 5 ديسمبر 2026". */
const weekdayDateFormat = inCairo({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const staffDateFormat = inCairo({ day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB');
const staffDateTimeFormat = inCairo({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB');
const timeOfDayFormat = inCairo({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB');
/** A month of the dashboard's revenue chart, named by its first day at UTC midnight. */
const monthOfYearFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }));

const DATE_WORDS: Readonly<Record<Language, Translation<typeof dateMessagesEn>>> = { en: dateMessagesEn, ar: dateMessagesAr };

/** "Nov 21, 2026" / "21 نوفمبر 2026": a Cairo day, as orders, notifications and accounts show it. */
export function shortDateText(date: Date, language: Language): string {
  return shortDateFormat(language).format(date);
}

/** "21 Nov 2026" / "21 نوفمبر 2026": a Cairo day in the back office. */
export function staffDateText(date: Date, language: Language): string {
  return staffDateFormat(language).format(date);
}

/** "21 Nov 2026, 12:00" / "21 نوفمبر 2026، 12:00": an instant in the back office, Cairo time. */
export function staffDateTimeText(date: Date, language: Language): string {
  return staffDateTimeFormat(language).format(date);
}

/** "Nov 2026" / "نوفمبر 2026" for a month key "2026-11". */
export function monthOfYearText(month: string, language: Language): string {
  return monthOfYearFormat(language).format(new Date(`${month}-01T00:00:00Z`));
}

/** SPEC §9's notification time: 'Just now', '2 hours ago' / 'منذ ساعتين', or the Cairo day; '' without an age. */
export function notificationTimeText(age: NotificationAge | null, language: Language): string {
  if (age === null) return '';
  switch (age.kind) {
    case 'just-now':
      return DATE_WORDS[language].justNow;
    case 'ago':
      return DATE_WORDS[language].hoursAgo(age.count);
    case 'on':
      return shortDateText(age.date, language);
  }
}

/**
 * SPEC §2's training date: 'Dec 5 – Dec 7, 2026' (the year once when both days share it),
 * 'Dec 30, 2026 – Jan 2, 2027', or 'Sat, Dec 5, 2026 · 09:00 Cairo time'; '' without a schedule.
 * The session's time is Cairo's like every other time in the shop, where SPEC had it in UTC
 * (issue 27: a course at 09:00 in Cairo read 07:00 UTC).
 */
export function trainingDateText(schedule: TrainingSchedule | null, language: Language): string {
  if (schedule === null) return '';
  const texts = DATE_WORDS[language];
  if (schedule.kind === 'days') {
    const first = (schedule.sameYear ? monthDayFormat : shortDateFormat)(language).format(schedule.start);
    return texts.trainingDays(first, shortDateFormat(language).format(schedule.end));
  }
  return texts.trainingSession(weekdayDateFormat(language).format(schedule.start), timeOfDayFormat(language).format(schedule.start));
}
