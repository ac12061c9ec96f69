import type { LanguagePreference } from '../../application/shared/LanguagePreference';
import { LANGUAGE_STORAGE_KEY, type Language, isLanguage, languageOfTags } from '@tiara/domain/language';

/** A year: the language is a lasting choice, not a session's. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language in local storage, mirrored in a cookie: the server reads the cookie to send the
 * first view of a page in the reader's language, before any script runs.
 */
export class BrowserLanguagePreference implements LanguagePreference {
  private readonly storage: Storage;
  private readonly languages: readonly string[];
  private readonly writeCookie: (cookie: string) => void;
  private chosen: Language;

  constructor(storage: Storage, languages: readonly string[], writeCookie: (cookie: string) => void) {
    this.storage = storage;
    this.languages = languages;
    this.writeCookie = writeCookie;
    this.chosen = this.remembered() ?? languageOfTags(languages);
  }

  remembered(): Language | null {
    try {
      const stored = this.storage.getItem(LANGUAGE_STORAGE_KEY);
      return isLanguage(stored) ? stored : null;
    } catch {
      return null;
    }
  }

  browserLanguages(): readonly string[] {
    return this.languages;
  }

  remember(language: Language): void {
    this.chosen = language;
    try {
      this.storage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // A full or disabled storage: the cookie, and this page, still carry the choice.
    }
    this.writeCookie(`${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`);
  }

  current(): Language {
    return this.chosen;
  }
}
