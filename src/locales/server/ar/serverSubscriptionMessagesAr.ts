import type { serverSubscriptionMessagesEn } from '../en/serverSubscriptionMessagesEn';
import type { Translation } from '../../Translation';

/** The AI subscription endpoints' texts in Arabic. */
export const serverSubscriptionMessagesAr: Translation<typeof serverSubscriptionMessagesEn> = {
  subscribed: 'تم إنشاء الاشتراك',
  alreadySubscribed: 'هذا الطلب يتضمن هذا الاشتراك بالفعل',
  planNotFound: 'لم يُعثر على الباقة',
  orderNotFound: 'لم يُعثر على الطلب',
  planNotInOrder: 'هذا الطلب لا يشمل هذه الباقة',
  orderClosed: 'هذا الطلب لم يعد مفتوحًا؛ يُرجى تقديم طلب جديد',
  notPaid: 'لم يُدفع هذا الطلب بعد',
  noSubscription: 'لم يُشترَ أي اشتراك بهذا الطلب',
  invalidOrderReference: 'رقم الطلب غير صالح',
};
