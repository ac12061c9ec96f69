import type { serverTrainingMessagesEn } from '../en/serverTrainingMessagesEn';
import type { Translation } from '../../Translation';

/** The training endpoints' refusals in Arabic. */
export const serverTrainingMessagesAr: Translation<typeof serverTrainingMessagesEn> = {
  trainingNotFound: 'لم يُعثر على التدريب',
  orderNotFound: 'لم يُعثر على الطلب',
  trainingNotInOrder: 'هذا الطلب لا يشمل هذا التدريب',
  orderClosed: 'هذا الطلب لم يعد مفتوحًا؛ يُرجى تقديم طلب جديد',
  alreadyRegistered: 'أنت مسجّل بالفعل في هذا التدريب',
  fullyBooked: 'اكتمل الحجز في هذا التدريب',
};
