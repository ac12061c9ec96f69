import type { Piasters } from '@tiara/domain/money';
import type { serverOrderMessagesEn } from '../en/serverOrderMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import type { Translation } from '../../Translation';
import { named, statusAr } from '../../shared/ar/arabicText';

/** The order endpoints' refusals in Arabic. */
export const serverOrderMessagesAr: Translation<typeof serverOrderMessagesEn> = {
  pricesChanged: (total: Piasters) => `تغيّرت الأسعار منذ أن أضفت المنتجات إلى سلتك. إجمالي الطلب الآن ${formatPrice(total, 'ar')}؛ يُرجى مراجعة سلتك.`,
  linePriceChanged: (name: string, price: Piasters, total: Piasters) =>
    `سعر ${named(name)} الآن ${formatPrice(price, 'ar')}. إجمالي الطلب الآن ${formatPrice(total, 'ar')}؛ يُرجى مراجعة سلتك.`,
  productUnavailable: (name: string) => `${named(name)} لم يعد متاحًا.`,
  outOfStock: (name: string) => `لا يكفي المخزون من ${named(name)}. يُرجى تقليل الكمية أو حذفه من سلتك.`,
  variantRequired: (name: string) => `يُرجى اختيار أحد أنواع ${named(name)}.`,
  packageRequired: 'يُرجى اختيار باقة قبل التسجيل.',
  unknownPackage: (title: string) => `الباقة المختارة غير متاحة لـ ${named(title)}.`,
  onlyOne: (name: string) => `لا يمكن شراء ${named(name)} إلا مرة واحدة في الطلب.`,
  signInRequired: 'يُرجى تسجيل الدخول لشراء باقة ذكاء اصطناعي أو التسجيل في تدريب.',
  unknownCustomer: 'صاحب هذا الطلب غير موجود.',
  orderNotFound: (orderId: number) => `لم يُعثر على الطلب #${orderId}.`,
  orderClosed: (orderId: number, status: string) => `حالة الطلب #${orderId} «${statusAr(status)}» ولم يعد من الممكن تأكيده.`,
  orderAlreadyAccepted: (orderId: number, status: string) => `حالة الطلب #${orderId} «${statusAr(status)}» بالفعل ولا يمكن تحديده كفاشل.`,
  paymentNotVerified: (orderId: number) => `لم تؤكد بوابة الدفع دفع الطلب #${orderId}.`,
  notCardOrder: (orderId: number) => `الطلب #${orderId} ليس مدفوعًا بالبطاقة.`,
  guestFailureNotAllowed: 'المتجر وحده يمكنه تحديد طلب الزائر كفاشل.',
  promoUseNotFound: (orderId: number) => `لم يُسجَّل استخدام لكود الخصم هذا في الطلب #${orderId}.`,
};
