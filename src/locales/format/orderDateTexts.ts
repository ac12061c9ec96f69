import { Brand } from '@tiara/domain/brand';
import type { Language } from '@tiara/domain/language';
import { perLanguage } from './intlLocale';

/** Apart from dateTexts.ts, which the storefront's first load carries: only the order page shows instants. */
const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: Brand.timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** "Nov 21, 2026, 12:00" / "21 نوفمبر 2026، 12:00": an instant of an order's history, Cairo time. */
export function dateTimeText(date: Date, language: Language): string {
  return dateTimeFormat(language).format(date);
}
