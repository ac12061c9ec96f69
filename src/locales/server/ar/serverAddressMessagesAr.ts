import { SAVED_ADDRESS_LIMIT } from '@tiara/domain/saved-address';
import type { serverAddressMessagesEn } from '../en/serverAddressMessagesEn';
import type { Translation } from '../../Translation';

/** The saved-address endpoints' answers in Arabic. */
export const serverAddressMessagesAr: Translation<typeof serverAddressMessagesEn> = {
  notFound: 'لم يُعثر على العنوان',
  accountNotFound: 'لم يعد حسابك موجودًا. يُرجى تسجيل الدخول مرة أخرى.',
  limitReached: `يمكنك الاحتفاظ بـ ${SAVED_ADDRESS_LIMIT} عناوين على الأكثر. احذف عنوانًا لإضافة آخر.`,
};
