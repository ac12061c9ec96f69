import type { adminBilingualMessagesEn } from '../en/adminBilingualMessagesEn';
import type { Translation } from '../../Translation';

export const adminBilingualMessagesAr: Translation<typeof adminBilingualMessagesEn> = {
  arabicMissing: 'العربية ناقصة',
  arabicMissingHint: 'إلى أن تُكتب، يرى قارئ العربية النص الإنجليزي.',
  inArabic: (label) => `${label} بالعربية`,
};
