import { serverRefundMessagesAr } from '../../../src/locales/server/ar/serverRefundMessagesAr';
import { serverRefundMessagesEn } from '../../../src/locales/server/en/serverRefundMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** Why a refund is refused, and what its customer is told, in the reader's language. */
export const RefundMessages = serverTexts({ en: serverRefundMessagesEn, ar: serverRefundMessagesAr });
