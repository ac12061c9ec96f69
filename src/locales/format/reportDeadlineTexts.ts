import type { CalendarDate } from '@tiara/domain/delivery-window';
import type { Language } from '@tiara/domain/language';
import type { ReportDeadline } from '@tiara/domain/returns';
import { inCairo } from './inCairo';
import { perLanguage } from './intlLocale';

/** The day is already Cairo's (src/domain/returns): it is written as the UTC day it names, with no zone to move it. */
const dayFormat = (withYear: boolean) =>
  perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}) }), 'en-GB');
const instantFormat = (withYear: boolean) => inCairo({ day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB');

const FORMATS = {
  day: { soon: dayFormat(false), past: dayFormat(true) },
  instant: { soon: instantFormat(false), past: instantFormat(true) },
};

function utcDay(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/**
 * When a report window ends, in Cairo time: "Thursday 3 December" / "الخميس، 3 ديسمبر" for the
 * last day of a damaged item's, "3 Dec, 14:05" / "3 ديسمبر، 14:05" for a wrong item's 48 hours.
 * A window still open ends within days, so its year goes without saying; one that ended may be
 * long past (`past`), and says its year.
 */
export function reportDeadlineText(deadline: ReportDeadline, language: Language, past: boolean): string {
  const when = past ? 'past' : 'soon';
  return deadline.kind === 'last-day' ? FORMATS.day[when](language).format(utcDay(deadline.lastDay)) : FORMATS.instant[when](language).format(deadline.until);
}
