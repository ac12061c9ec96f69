import type { serverNotificationMessagesEn } from '../en/serverNotificationMessagesEn';
import type { Translation } from '../../Translation';

/** The notification endpoints' answers in Arabic. */
export const serverNotificationMessagesAr: Translation<typeof serverNotificationMessagesEn> = {
  notFound: 'لم يُعثر على الإشعار',
};
