import type { phoneMessagesEn } from '../en/phoneMessagesEn';
import type { Translation } from '../../Translation';

/** The Egyptian phone rule's texts in Arabic (src/locales/shared/en/phoneMessagesEn.ts). */
export const phoneMessagesAr: Translation<typeof phoneMessagesEn> = {
  checkoutInvalid: 'يُرجى إدخال رقم هاتف مصري صحيح (مثال: \u206601012345678\u2069)',
  checkoutRequired: 'رقم الهاتف مطلوب',
  signupInvalid: 'يُرجى إدخال رقم هاتف مصري صحيح (مثال: \u206601XXXXXXXXX\u2069)',
  signupRequired: 'رقم الهاتف مطلوب',
  signupFixErrors: 'يُرجى تصحيح أخطاء رقم الهاتف',
};
