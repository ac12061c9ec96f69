import type { serverCreditNoteMessagesEn } from '../en/serverCreditNoteMessagesEn';
import type { Translation } from '../../Translation';

/** The credit note endpoints' refusals, and a whole order's refund line, in Arabic. */
export const serverCreditNoteMessagesAr: Translation<typeof serverCreditNoteMessagesEn> = {
  creditNoteNotFound: (id) => `لم يُعثر على الإشعار الدائن #${id}.`,
  orderNotFound: (orderId) => `لم يُعثر على الطلب #${orderId}.`,
  refundOfOrder: (orderId) => `استرداد مبلغ الطلب #${orderId}`,
};
