/** The languages the shop speaks; English is the language of SPEC and the fallback of every text. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name as its own readers write it: the switch offers "English" and "العربية". */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية' };

/** The name under which the browser keeps the chosen language (storage and cookie alike). */
export const LANGUAGE_STORAGE_KEY = 'tiara-language';

export type TextDirection = 'ltr' | 'rtl';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The shop's language for a list of BCP 47 tags in the reader's order of preference ("ar-EG",
 * "en-US"): the first whose primary language the shop speaks, else English.
 */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The other language, for a switch between two. */
export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/**
 * What a reader of `language` sees of a text kept in both languages (a product's name, a
 * training's title): the Arabic where one is written, else the English, which always is.
 */
export function shownText(language: Language, english: string, arabic: string | null | undefined): string {
  return language === 'ar' && arabic ? arabic : english;
}

/** What joins the parts of a list (an address, a variant's side and size) in `language`: the Arabic comma in Arabic. */
export function listSeparator(language: Language): string {
  return language === 'ar' ? '، ' : ', ';
}

/** The non-empty parts of a list joined as a reader of `language` writes them ("المعادي، القاهرة، 11341"). */
export function joinedList(language: Language, parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== '').join(listSeparator(language));
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A fragment of plain text (an e-mail line, a toast, a page title) kept whole inside text of the
 * other direction: a Latin brand name or "× 2" inside Arabic keeps its own order and does not
 * pull its neighbours along. HTML uses `<bdi>` instead.
 */
export function isolated(fragment: string): string {
  return fragment === '' ? '' : `${FIRST_STRONG_ISOLATE}${fragment}${POP_DIRECTIONAL_ISOLATE}`;
}
