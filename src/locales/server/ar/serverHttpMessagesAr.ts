import { joinedList } from '@tiara/domain/language';
import type { serverHttpMessagesEn } from '../en/serverHttpMessagesEn';
import { type Translation, pluralOf } from '../../Translation';
import { ltr } from '../../shared/ar/arabicText';

/** Where in the request a value failed validation, as the Arabic answer names it. */
const PLACES: Readonly<Record<string, string>> = { querystring: 'في معاملات العنوان', params: 'في مسار العنوان', headers: 'في الترويسات' };

/** "N minutes", as the object of "wait". */
const minutesObject = (count: number): string =>
  pluralOf('ar', count, { two: 'دقيقتين', few: `${count} دقائق`, many: `${count} دقيقة`, other: `${count} دقيقة` });

/** The HTTP edge's answers in Arabic. */
export const serverHttpMessagesAr: Translation<typeof serverHttpMessagesEn> = {
  loginRequired: 'يُرجى تسجيل الدخول للمتابعة',
  notAllowed: 'غير مسموح لك بهذا الإجراء',
  sessionExpired: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
  otherUsersData: 'لا يمكنك الوصول إلى بيانات مستخدم آخر',
  orderForAnotherUser: 'لا يمكنك تقديم طلب باسم مستخدم آخر',
  invalidOrderReference: 'ليس رقم طلب أو مرجع طلب',
  nulCharacter: 'يحتوي الطلب على محرف NUL',
  invalidJson: 'محتوى الطلب ليس JSON صالحًا',
  invalidAddress: 'عنوان هذا الطلب غير صالح',
  noRoute: (method: string, path: string) => `لا يوجد مسار لـ ${ltr(`${method} ${path}`)}`,
  invalidRequest: 'الطلب غير صالح',
  invalidField: (where: string, field: string, detail: string) =>
    `${field ? `قيمة غير صالحة في الحقل ${ltr(field)}` : 'قيمة غير صالحة'}${where ? ` ${PLACES[where] ?? ltr(where)}` : ''}: ${detail}`,
  notValid: 'غير صالحة',
  unstorableValue: 'يحتوي الطلب على قيمة لا يمكن للمتجر حفظها',
  conflict: 'يتعارض هذا التغيير مع البيانات الحالية. يُرجى إعادة التحميل والمحاولة مرة أخرى.',
  internalError: 'حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى.',
  tooManyAttempts: (minutes: number) =>
    minutes <= 1 ? 'محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.' : `محاولات كثيرة جدًا. يُرجى الانتظار ${minutesObject(minutes)} ثم المحاولة مرة أخرى.`,
  productNotFound: 'لم يُعثر على المنتج',
  categoryNotFound: 'لم يُعثر على الفئة',
  variantNotFound: 'لم يُعثر على النوع',
  unsupportedWidth: (widths: readonly number[]) => `يجب أن يكون العرض أحد هذه القيم بالبكسل: ${joinedList('ar', widths.map(String))}`,
  noSuchPicture: 'لا توجد صورة بهذا الاسم',
  noSuchScan: 'لا توجد أشعة بهذا الرقم ضمن ملفاتك',
  pictureHasNoVariants: 'هذه الصورة متاحة بمقاسها الأصلي فقط',
  unresizablePicture: 'تعذّر تغيير مقاس هذه الصورة: ملفها ليس صورة قابلة للقراءة',
  invalidIdempotencyKey: 'يجب أن تتكوّن ترويسة Idempotency-Key من 16 إلى 128 حرفًا لاتينيًا أو رقمًا أو شرطة أو شرطة سفلية أو نقطة أو نقطتين، مثل UUID',
  idempotencyKeyInProgress: 'طلب بنفس مفتاح Idempotency-Key ما زال قيد التنفيذ. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
  idempotencyKeyReused: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف. يُرجى إرسال مفتاح جديد مع كل طلب جديد.',
};
