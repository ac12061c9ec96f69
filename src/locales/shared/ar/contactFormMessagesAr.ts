import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '@tiara/domain/contact';
import type { contactFormMessagesEn } from '../en/contactFormMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** "100 حرف", "5,000 حرف": the count as the English text writes it, with the Arabic noun in agreement (after "على"). */
function characters(count: number, text: string): string {
  return pluralOf('ar', count, {
    zero: `${text} حرف`,
    one: 'حرف واحد',
    two: 'حرفين',
    few: `${text} أحرف`,
    many: `${text} حرفًا`,
    other: `${text} حرف`,
  });
}

/** The contact form's texts in Arabic (src/locales/shared/en/contactFormMessagesEn.ts). */
export const contactFormMessagesAr: Translation<typeof contactFormMessagesEn> = {
  problems: {
    name_required: 'الاسم مطلوب',
    name_too_long: `يجب ألا يزيد الاسم على ${characters(CONTACT_NAME_MAX_LENGTH, `${CONTACT_NAME_MAX_LENGTH}`)}`,
    email_required: 'البريد الإلكتروني مطلوب',
    invalid_email: 'يُرجى إدخال بريد إلكتروني صحيح',
    message_required: 'الرسالة مطلوبة',
    message_too_long: `يجب ألا تزيد الرسالة على ${characters(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US'))}`,
  },
  sent: 'تم إرسال رسالتك بنجاح!',
};
