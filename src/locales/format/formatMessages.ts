import type { Language } from '@tiara/domain/language';
import { formatMessagesAr } from '../shared/ar/formatMessagesAr';
import { formatMessagesEn } from '../shared/en/formatMessagesEn';
import type { Translation } from '../Translation';

const TABLES: Readonly<Record<Language, Translation<typeof formatMessagesEn>>> = { en: formatMessagesEn, ar: formatMessagesAr };

/**
 * The words around a formatted price in `language`. Read straight from both tables rather than
 * through the SPA's downloaded translations, so the server's e-mails format with the same code; the Arabic
 * table is one short function, not worth a separate download.
 */
export function formatMessages(language: Language): Translation<typeof formatMessagesEn> {
  return TABLES[language];
}
