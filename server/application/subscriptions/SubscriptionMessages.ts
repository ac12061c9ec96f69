import { serverSubscriptionMessagesAr } from '../../../src/locales/ar/serverSubscriptionMessagesAr';
import { serverSubscriptionMessagesEn } from '../../../src/locales/en/serverSubscriptionMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The AI subscription endpoints' texts, in the reader's language. */
export const SubscriptionMessages = serverTexts({ en: serverSubscriptionMessagesEn, ar: serverSubscriptionMessagesAr });
