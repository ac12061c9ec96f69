import { serverSubscriptionMessagesAr } from '../../../src/locales/server/ar/serverSubscriptionMessagesAr';
import { serverSubscriptionMessagesEn } from '../../../src/locales/server/en/serverSubscriptionMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The AI subscription endpoints' texts, in the reader's language. */
export const SubscriptionMessages = serverTexts({ en: serverSubscriptionMessagesEn, ar: serverSubscriptionMessagesAr });
