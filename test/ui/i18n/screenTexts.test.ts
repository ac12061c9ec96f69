/**
 * The other screens' texts (src/ui/i18n/translations.ts): a screen's message table waits for them
 * when it is imported, in the language the page shows or is opening in, and every later switch
 * brings them; the page's own texts never include them.
 */
import { describe, expect, it } from 'vitest';
import { returnMessagesAr } from '../../../src/locales/shop/ar/returnMessagesAr';
import { returnMessagesEn } from '../../../src/locales/shop/en/returnMessagesEn';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';
import { FakeLanguagePreference } from '../support/FakeLanguagePreference';

const presenter = (kept: 'en' | 'ar') => new LanguagePresenter(new FakeLanguagePreference({ kept }), new ToastPresenter(new FakeClock()));

describe("a screen's texts, beside the page's", () => {
  it('are read in Arabic on a page that opens in Arabic while the screen is imported, as the first render does', async () => {
    const opening = presenter('ar').start();
    const { ReturnMessages } = await import('../../../src/ui/messages/ReturnMessages');
    await opening;
    expect(ReturnMessages.title).toBe(returnMessagesAr.title);
    showLanguage('en');
    expect(ReturnMessages.title).toBe(returnMessagesEn.title);
  });

  it('come with a later switch to Arabic once a screen was imported in English', async () => {
    const language = presenter('en');
    await language.start();
    const { AccountMessages } = await import('../../../src/ui/messages/AccountMessages');
    const english = AccountMessages.login.title;
    await language.choose('ar');
    expect(AccountMessages.login.title).not.toBe(english);
    await language.choose('en');
    expect(AccountMessages.login.title).toBe(english);
  });
});
