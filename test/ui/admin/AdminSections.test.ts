/** The admin's sidebar names its sections in the language shown when it draws, not the one its module loaded in. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminMessagesAr } from '../../../src/locales/shop/ar/adminMessagesAr';
import { adminMessagesEn } from '../../../src/locales/shop/en/adminMessagesEn';
import { ADMIN_SECTIONS, sectionLabel } from '../../../src/ui/admin/shared/AdminSections';
import { categoryOptions } from '../../../src/ui/admin/notifications/AdminNotificationsPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';

describe('labels of the admin area read when drawn', () => {
  beforeAll(async () => {
    await loadTexts('ar', ['storefront', 'staff']);
  });
  afterEach(() => showLanguage('en'));

  it('gives every sidebar section its label in the shown language, switching back and forth', () => {
    expect(ADMIN_SECTIONS.map(sectionLabel)).toEqual(ADMIN_SECTIONS.map((section) => adminMessagesEn.sections[section.section]));
    showLanguage('ar');
    expect(ADMIN_SECTIONS.map(sectionLabel)).toEqual(ADMIN_SECTIONS.map((section) => adminMessagesAr.sections[section.section]));
    showLanguage('en');
    expect(sectionLabel(ADMIN_SECTIONS[0])).toBe('Dashboard');
  });

  it('names the notification categories in the shown language', () => {
    const english = categoryOptions().map((option) => option.label);
    showLanguage('ar');
    const arabic = categoryOptions().map((option) => option.label);
    expect(arabic).toHaveLength(english.length);
    expect(arabic.every((label, index) => label !== english[index])).toBe(true);
  });
});
