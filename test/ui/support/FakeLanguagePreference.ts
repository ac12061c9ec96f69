import type { LanguagePreference } from '../../../src/application/shared/LanguagePreference';
import type { Language } from '@tiara/domain/language';

/** A preference kept in memory, as the browser's storage and cookie would keep it. */
export class FakeLanguagePreference implements LanguagePreference {
  kept: Language | null;
  readonly remembers: Language[] = [];
  private readonly languages: readonly string[];

  constructor({ kept = null, browser = [] }: { kept?: Language | null; browser?: readonly string[] } = {}) {
    this.kept = kept;
    this.languages = browser;
  }

  remembered(): Language | null {
    return this.kept;
  }

  browserLanguages(): readonly string[] {
    return this.languages;
  }

  remember(language: Language): void {
    this.kept = language;
    this.remembers.push(language);
  }

  current(): Language {
    return this.kept ?? 'en';
  }
}
