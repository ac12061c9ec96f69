import type { ServiceIdentifier } from 'inversify';
import type { Language } from '@tiara/domain/language';

/**
 * Where the reader's language is kept between visits, and what their browser asks for on a first
 * visit. `current` is the language every API request names (Accept-Language).
 */
export interface LanguagePreference {
  /** The language kept from an earlier visit, or null on a first visit (or where storage is unreadable or holds nonsense). */
  remembered(): Language | null;
  /** The browser's languages in the reader's order of preference ("ar-EG", "en"). */
  browserLanguages(): readonly string[];
  /** Keeps `language` for later visits, and names it on every request from now on. */
  remember(language: Language): void;
  current(): Language;
}

export const LanguagePreference: ServiceIdentifier<LanguagePreference> = Symbol('LanguagePreference');
