import type { Language } from '@tiara/domain/language';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { contactFormMessagesAr } from '../../src/locales/shared/ar/contactFormMessagesAr';
import { phoneMessagesAr } from '../../src/locales/shared/ar/phoneMessagesAr';
import { promoMessagesAr } from '../../src/locales/shared/ar/promoMessagesAr';
import { scanMessagesAr } from '../../src/locales/shared/ar/scanMessagesAr';
import { checkoutRuleMessagesEn } from '../../src/locales/shared/en/checkoutRuleMessagesEn';
import { contactFormMessagesEn } from '../../src/locales/shared/en/contactFormMessagesEn';
import { phoneMessagesEn } from '../../src/locales/shared/en/phoneMessagesEn';
import { promoMessagesEn } from '../../src/locales/shared/en/promoMessagesEn';
import { scanMessagesEn } from '../../src/locales/shared/en/scanMessagesEn';
import type { Translation } from '../../src/locales/Translation';
import { serverTexts } from './texts/ServerText';

/**
 * The texts of the shop's rules (src/domain) that the server words in its answers: the domain
 * gives a code, and the answer reads it in the caller's language from these tables.
 */
export interface DomainTexts {
  readonly checkoutRule: Translation<typeof checkoutRuleMessagesEn>;
  readonly contactForm: Translation<typeof contactFormMessagesEn>;
  readonly phone: Translation<typeof phoneMessagesEn>;
  readonly promo: Translation<typeof promoMessagesEn>;
  readonly scan: Translation<typeof scanMessagesEn>;
}

const TEXTS: Readonly<Record<Language, DomainTexts>> = {
  en: { checkoutRule: checkoutRuleMessagesEn, contactForm: contactFormMessagesEn, phone: phoneMessagesEn, promo: promoMessagesEn, scan: scanMessagesEn },
  ar: { checkoutRule: checkoutRuleMessagesAr, contactForm: contactFormMessagesAr, phone: phoneMessagesAr, promo: promoMessagesAr, scan: scanMessagesAr },
};

/** The rules' texts in `language` (request.language for an answer). */
export function textsFor(language: Language): DomainTexts {
  return TEXTS[language];
}

/** The rules' texts that a use case names before the language is known (server/application/texts/ServerText.ts). */
export const ScanTexts = serverTexts({ en: scanMessagesEn, ar: scanMessagesAr });
export const PhoneTexts = serverTexts({ en: phoneMessagesEn, ar: phoneMessagesAr });
