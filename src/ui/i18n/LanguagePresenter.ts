import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { LanguagePreference } from '../../application/shared/LanguagePreference';
import { DEFAULT_LANGUAGE, type Language, otherLanguage, type TextDirection, directionOf, languageOfTags } from '@tiara/domain/language';
import { ShellMessages } from '../messages/ShellMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { showLanguage } from './localized';
import { type TextPart, loadTexts } from './translations';

/**
 * The language the shop speaks to this reader: the one they chose before, else their browser's.
 * Its texts are downloaded before it is shown, so a switch never shows a page half in each language.
 */
@injectable()
export class LanguagePresenter {
  language: Language;
  /** True while the other language's texts download after a switch. */
  switching = false;
  /** Set when a switch could not download its texts; the page stays in its language. */
  failed = false;
  private readonly parts: TextPart[] = ['storefront'];

  constructor(
    @inject(LanguagePreference) private readonly preference: LanguagePreference,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    this.language = preference.remembered() ?? languageOfTags(preference.browserLanguages());
    makePresenterObservable<LanguagePresenter, 'parts'>(this, arguments, { parts: false });
  }

  get direction(): TextDirection {
    return directionOf(this.language);
  }

  /** The language the switch offers: the one not shown. */
  get offered(): Language {
    return otherLanguage(this.language);
  }

  /** The switch: the other language, or a toast saying the page stays as it is. */
  async switchClicked(): Promise<void> {
    await this.choose(this.offered);
    if (this.failed) this.toasts.error(ShellMessages.language.switchFailed);
  }

  /** Loads the texts of the language the page opens in; src/startShop.tsx awaits it before drawing. */
  async start(parts: readonly TextPart[] = []): Promise<void> {
    this.parts.push(...parts.filter((part) => !this.parts.includes(part)));
    try {
      await this.shown(this.language);
    } catch {
      // Texts that would not download: the page opens in English, whole, rather than half translated.
      runInAction(() => (this.language = DEFAULT_LANGUAGE));
    }
  }

  /** Switches to `language`, keeping the choice for later visits. */
  async choose(language: Language): Promise<void> {
    if (language === this.language || this.switching) return;
    runInAction(() => {
      this.switching = true;
      this.failed = false;
    });
    try {
      await loadTexts(language, this.parts);
      // Kept before it is shown: what the screens ask again once it shows (useLanguageSwitch) asks in it.
      this.preference.remember(language);
      showLanguage(language);
      runInAction(() => (this.language = language));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  /** The staff areas' texts, loaded with their chunks (and with every later switch). */
  async includeStaffTexts(): Promise<void> {
    if (!this.parts.includes('staff')) this.parts.push('staff');
    await loadTexts(this.language, ['staff']);
  }

  private async shown(language: Language): Promise<void> {
    await loadTexts(language, this.parts);
    showLanguage(language);
  }
}
