import type { receiptMessagesEn } from '../en/receiptMessagesEn';
import type { Translation } from '../../Translation';

export const receiptMessagesAr: Translation<typeof receiptMessagesEn> = {
  loading: 'جارٍ تحميل الإيصال',
  failed: 'تعذّر تحميل الإيصال.',
  retry: 'حاول مرة أخرى',
  trackOrder: 'تتبّع طلبك',
};
