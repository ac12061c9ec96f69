import type { CalendarDate } from '@tiara/domain/delivery-window';
import type { Language } from '@tiara/domain/language';
import { perLanguage } from './intlLocale';

const NO_BREAK_SPACE = '\u00a0';

/** The day is already Cairo's (src/domain/delivery-window): it is written as the UTC day it names, with no zone to move it. */
const deliveryDayFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }), 'en-GB');

/**
 * "Mon 30 Nov" / "الاثنين، 30 نوفمبر": a day of a delivery window, its words joined by no-break
 * spaces so that a narrow line breaks between the two days of a window, never inside one.
 */
export function deliveryDayText(date: CalendarDate, language: Language): string {
  return deliveryDayFormat(language)
    .format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
    .replaceAll(' ', NO_BREAK_SPACE);
}
