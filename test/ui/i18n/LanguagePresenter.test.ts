import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguagePreference } from '../../../src/application/shared/LanguagePreference';
import type { Language } from '@tiara/domain/language';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { showLanguage, shownLanguage } from '../../../src/ui/i18n/localized';
import * as translations from '../../../src/ui/i18n/translations';
import { ShellMessages } from '../../../src/ui/messages/ShellMessages';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';

const toasts = () => new ToastPresenter(new FakeClock());

/** A preference kept in memory, as the browser's storage and cookie would keep it. */
class FakeLanguagePreference implements LanguagePreference {
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

afterEach(() => {
  vi.restoreAllMocks();
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('LanguagePresenter opening the page', () => {
  it('opens in the language chosen on an earlier visit, over the browser’s', async () => {
    const presenter = new LanguagePresenter(new FakeLanguagePreference({ kept: 'ar', browser: ['en-US'] }), toasts());
    await presenter.start();
    expect(presenter.language).toBe('ar');
    expect(presenter.direction).toBe('rtl');
    expect(ShellMessages.navbar.home).toBe('الرئيسية');
  });

  it('opens a first visit in the browser’s language, and English for a language the shop does not speak', () => {
    expect(new LanguagePresenter(new FakeLanguagePreference({ browser: ['ar-EG', 'en'] }), toasts()).language).toBe('ar');
    expect(new LanguagePresenter(new FakeLanguagePreference({ browser: ['fr-FR'] }), toasts()).direction).toBe('ltr');
  });
});

describe('LanguagePresenter.choose', () => {
  it('redraws the texts in the chosen language, right to left, and keeps the choice for later visits', async () => {
    const preference = new FakeLanguagePreference();
    const presenter = new LanguagePresenter(preference, toasts());
    await presenter.start();
    expect(ShellMessages.navbar.cart).toBe('Cart');

    await presenter.choose('ar');

    expect(presenter.language).toBe('ar');
    expect(presenter.direction).toBe('rtl');
    expect(ShellMessages.navbar.cart).toBe('السلة');
    expect(preference.remembers).toEqual(['ar']);
    expect(presenter.switching).toBe(false);
    expect(presenter.failed).toBe(false);

    await presenter.choose('en');
    expect(ShellMessages.navbar.cart).toBe('Cart');
    expect(preference.remembers).toEqual(['ar', 'en']);
  });

  it('keeps the choice before the page shows it, so what a screen asks again on the switch is asked in the new language', async () => {
    const preference = new FakeLanguagePreference();
    const presenter = new LanguagePresenter(preference, toasts());
    await presenter.start();
    const askedIn: Language[] = [];
    const stop = reaction(
      () => shownLanguage(),
      () => askedIn.push(preference.current()),
    );
    await presenter.choose('ar');
    stop();
    expect(askedIn).toEqual(['ar']);
  });

  it('does nothing for the language already shown', async () => {
    const preference = new FakeLanguagePreference({ kept: 'en' });
    const presenter = new LanguagePresenter(preference, toasts());
    await presenter.choose('en');
    expect(preference.remembers).toEqual([]);
  });

  it('keeps the page in its language, and the old choice, when the other texts cannot download', async () => {
    const preference = new FakeLanguagePreference({ kept: 'en' });
    const presenter = new LanguagePresenter(preference, toasts());
    await presenter.start();
    vi.spyOn(translations, 'loadTexts').mockRejectedValueOnce(new Error('offline'));

    await presenter.choose('ar');

    expect(presenter.failed).toBe(true);
    expect(presenter.language).toBe('en');
    expect(ShellMessages.navbar.cart).toBe('Cart');
    expect(preference.kept).toBe('en');
    expect(presenter.switching).toBe(false);

    // A later try that can download switches, and clears the failure.
    await presenter.choose('ar');
    expect(presenter.failed).toBe(false);
    expect(presenter.language).toBe('ar');
  });

  it('shows that it is switching while the texts download, and ignores a second click meanwhile', async () => {
    const presenter = new LanguagePresenter(new FakeLanguagePreference({ kept: 'en' }), toasts());
    const switching = presenter.choose('ar');
    expect(presenter.switching).toBe(true);
    await presenter.choose('ar');
    await switching;
    expect(presenter.switching).toBe(false);
    expect(presenter.language).toBe('ar');
  });
});

describe('LanguagePresenter with the staff areas', () => {
  it('loads the staff texts with the staff chunks, and with every later switch', async () => {
    const load = vi.spyOn(translations, 'loadTexts');
    const presenter = new LanguagePresenter(new FakeLanguagePreference({ kept: 'en' }), toasts());
    await presenter.start();
    await presenter.includeStaffTexts();
    expect(load).toHaveBeenLastCalledWith('en', ['staff']);

    await presenter.choose('ar');

    expect(load).toHaveBeenLastCalledWith('ar', ['storefront', 'staff']);
  });

  it('offers the other language on the switch, and says so in a toast when it cannot switch', async () => {
    const messages = toasts();
    const presenter = new LanguagePresenter(new FakeLanguagePreference({ kept: 'en' }), messages);
    await presenter.start();
    expect(presenter.offered).toBe('ar');
    vi.spyOn(translations, 'loadTexts').mockRejectedValueOnce(new Error('offline'));
    await presenter.switchClicked();
    expect(presenter.language).toBe('en');
    expect(messages.toasts.map((toast) => [toast.tone, toast.message])).toEqual([['error', ShellMessages.language.switchFailed]]);

    await presenter.switchClicked();
    expect(presenter.language).toBe('ar');
    expect(presenter.offered).toBe('en');
    showLanguage('en');
  });

  it('opens a staff page with the staff texts already in its language', async () => {
    const load = vi.spyOn(translations, 'loadTexts');
    const presenter = new LanguagePresenter(new FakeLanguagePreference({ kept: 'ar' }), toasts());
    await presenter.start(['staff']);
    expect(load).toHaveBeenCalledWith('ar', ['storefront', 'staff']);
  });
});
