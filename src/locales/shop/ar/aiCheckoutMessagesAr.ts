import type { aiCheckoutMessagesEn } from '../en/aiCheckoutMessagesEn';
import type { Translation } from '../../Translation';

/** The alternate AI checkout's texts in Arabic (src/locales/shop/en/aiCheckoutMessagesEn.ts). */
export const aiCheckoutMessagesAr: Translation<typeof aiCheckoutMessagesEn> = {
  fullNameRequired: 'الاسم بالكامل مطلوب',
};
