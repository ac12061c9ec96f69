import { serverOrderMessagesAr } from '../../../src/locales/server/ar/serverOrderMessagesAr';
import { serverOrderMessagesEn } from '../../../src/locales/server/en/serverOrderMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the order routes tell the customer when an order cannot be placed or confirmed as asked, in their language. */
export const OrderMessages = serverTexts({ en: serverOrderMessagesEn, ar: serverOrderMessagesAr });
