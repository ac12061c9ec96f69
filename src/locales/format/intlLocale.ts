import type { Language } from '@tiara/domain/language';

/**
 * The locale Intl formats each language's dates and numbers in. Arabic is Egypt's Arabic with
 * Latin digits (`-u-nu-latn`): the shop writes prices "1,000 ج.م" (issue 16), so dates and counts
 * use the same digits as the prices beside them rather than Arabic-Indic ones.
 */
const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' };

/**
 * A formatter per language, built on first use and kept: constructing an Intl formatter is far
 * slower than using one, and a page in one language never builds the other's. `english` names the
 * English locale where SPEC's format is not the US one (the back office writes "21 Nov 2026").
 */
export function perLanguage<Formatter>(make: (locale: string) => Formatter, english = INTL_LOCALES.en): (language: Language) => Formatter {
  const made = new Map<Language, Formatter>();
  return (language) => {
    let formatter = made.get(language);
    if (formatter === undefined) {
      formatter = make(language === 'en' ? english : INTL_LOCALES[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}
