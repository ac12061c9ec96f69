import { Brand } from '@tiara/domain/brand';
import { perLanguage } from './intlLocale';

/**
 * A date format of the shop's time zone (SPEC's Cairo days), made once per language: English keeps
 * SPEC's patterns, or `english`'s locale where given; Arabic takes Intl's Egyptian ones with Latin digits (intlLocale.ts).
 */
export const inCairo = (options: Intl.DateTimeFormatOptions, english?: string) =>
  perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeZone: Brand.timeZone, ...options }), english);
