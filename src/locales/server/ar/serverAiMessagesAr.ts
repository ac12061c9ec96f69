import type { serverAiMessagesEn } from '../en/serverAiMessagesEn';
import type { Translation } from '../../Translation';

/** The AI endpoints' refusals in Arabic. */
export const serverAiMessagesAr: Translation<typeof serverAiMessagesEn> = {
  noActiveSubscription: 'لا يوجد اشتراك فعّال',
  userNotFound: 'لم يُعثر على المستخدم',
};
