import { serverNotificationMessagesAr } from '../../../src/locales/server/ar/serverNotificationMessagesAr';
import { serverNotificationMessagesEn } from '../../../src/locales/server/en/serverNotificationMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the notification endpoints answer, in the reader's language. */
export const NotificationMessages = serverTexts({ en: serverNotificationMessagesEn, ar: serverNotificationMessagesAr });
