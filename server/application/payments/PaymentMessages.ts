import { serverPaymentMessagesAr } from '../../../src/locales/server/ar/serverPaymentMessagesAr';
import { serverPaymentMessagesEn } from '../../../src/locales/server/en/serverPaymentMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the payment routes tell the customer (and the shop) when a card payment cannot go ahead as asked, in their language. */
export const PaymentMessages = serverTexts({ en: serverPaymentMessagesEn, ar: serverPaymentMessagesAr });
