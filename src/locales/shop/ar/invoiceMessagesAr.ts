import type { invoiceMessagesEn } from '../en/invoiceMessagesEn';
import type { Translation } from '../../Translation';

export const invoiceMessagesAr: Translation<typeof invoiceMessagesEn> = {
  download: 'تنزيل الفاتورة',
  downloadFor: (orderId) => `تنزيل الفاتورة، الطلب #${orderId}`,
  failed: 'تعذّر تنزيل الفاتورة',
};
