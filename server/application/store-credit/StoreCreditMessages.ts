import { serverStoreCreditMessagesAr } from '../../../src/locales/server/ar/serverStoreCreditMessagesAr';
import { serverStoreCreditMessagesEn } from '../../../src/locales/server/en/serverStoreCreditMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the server tells the customer about store credit, in their language. */
export const StoreCreditMessages = serverTexts({ en: serverStoreCreditMessagesEn, ar: serverStoreCreditMessagesAr });
