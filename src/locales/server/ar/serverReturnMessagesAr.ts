import { Brand } from '@tiara/domain/brand';
import type { Piasters } from '@tiara/domain/money';
import { PolicyTerms as terms } from '@tiara/domain/policy-terms';
import type { serverReturnMessagesEn } from '../en/serverReturnMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import { type Translation, pluralOf } from '../../Translation';
import { named } from '../../shared/ar/arabicText';

/** What the returns routes answer and what the customer is told at each step of a return, in Arabic. */
export const serverReturnMessagesAr: Translation<typeof serverReturnMessagesEn> = {
  orderNotFound: (orderId: number) => `لم يتم العثور على الطلب #${orderId}.`,
  notDelivered: (orderId: number) => `لم يتم تسليم الطلب #${orderId} بعد: يمكنك الإبلاغ عن أي مشكلة فيه بعد وصوله.`,
  tooLate: {
    'damaged-or-defective': (lastDay: string) =>
      `يجب الإبلاغ عن المنتج التالف أو المعيب خلال ${terms.damagedReportDays} أيام من الاستلام، مع صورة. وكان آخر يوم لهذا الطلب ${lastDay}.`,
    'wrong-item': (until: string) => `يجب الإبلاغ عن المنتج الخطأ خلال ${terms.wrongItemReportHours} ساعة من الاستلام. وكانت المهلة لهذا الطلب حتى ${until}.`,
    other: (lastDay: string) => `يجب الإبلاغ عن أي مشكلة خلال ${terms.damagedReportDays} أيام من الاستلام. وكان آخر يوم لهذا الطلب ${lastDay}.`,
  },
  noLines: 'اختر منتجًا واحدًا على الأقل لإرجاعه.',
  notPositive: 'حدد الكمية التي تريد إرجاعها من كل منتج: قطعة واحدة على الأقل.',
  lineTwice: 'اذكر كل منتج مرة واحدة فقط في الطلب.',
  notReturnable: 'يمكن إرجاع المنتجات المادية في هذا الطلب فقط؛ أما باقات الذكاء الاصطناعي والدورات التدريبية فلا تُرجع.',
  allClaimed: (name: string) => `الكمية كلها من ${named(name)} مدرجة بالفعل في طلب إرجاع.`,
  tooMany: (name: string, returnable: number) => `يمكن إرجاع ${returnable} على الأكثر من ${named(name)}.`,
  photoRequired: 'أضف صورة واحدة على الأقل للمنتج التالف أو المعيب ولتغليفه.',
  unknownPhoto: 'إحدى صور هذا الطلب ليست ضمن الصور التي رفعتها، أو أنها مرفقة بطلب آخر بالفعل. برجاء رفعها مرة أخرى.',

  noPhoto: (field: string) => `برجاء اختيار صورة لرفعها، مرسلة في الحقل "${field}" من النموذج.`,
  tooManyPhotos: (count: number) =>
    `أرسلت ${pluralOf('ar', count, { one: 'صورة واحدة', two: 'صورتين', few: `${count} صور`, other: `${count} صورة` })} خلال الساعة الأخيرة، وهو الحد الأقصى المسموح به. برجاء المحاولة لاحقًا.`,
  photoNotFound: 'لم يتم العثور على هذه الصورة.',

  returnNotFound: (returnId: number) => `لم يتم العثور على المرتجع #${returnId}.`,
  refusalReasonRequired: 'اكتب سبب رفض الطلب: سيقرؤه العميل.',
  returnChanged: (returnId: number, status: string) => `حالة المرتجع #${returnId} الآن: ${status}، لذا لا يمكن تنفيذ هذا الإجراء. أعد تحميله لترى ما تغيّر.`,
  resolvingOtherwise: (returnId: number, resolution: string) => `تجري تسوية المرتجع #${returnId} بالفعل عن طريق ${resolution}. أكمل التسوية بالطريقة نفسها.`,
  salesDeskExchangeOnly: 'يسوّي مكتب المبيعات المرتجعات بالاستبدال فقط؛ أما رد المبالغ والرصيد في المتجر فمن لوحة الإدارة.',
  replacementOutOfStock: (name: string) => `المخزون من ${named(name)} لا يكفي للبديل. أضف إلى المخزون، أو سوِّ المرتجع بطريقة أخرى.`,
  statuses: { Requested: 'بانتظار المراجعة', Approved: 'مقبول', Refused: 'مرفوض', Received: 'تم الاستلام', Resolved: 'تمت التسوية' },
  resolutions: { 'card-refund': 'رد المبلغ إلى البطاقة', 'store-credit': 'رصيد في المتجر', 'paid-back-by-hand': 'رد المبلغ يدويًا', exchange: 'الاستبدال' },

  requestedSubject: (returnId: number, orderId: number) => `${Brand.name}: تم استلام طلب الإرجاع #${returnId} للطلب #${orderId}`,
  requested: (returnId: number, orderId: number) => `استلمنا طلب الإرجاع رقم #${returnId} للطلب #${orderId}. سنراجعه ونراسلك فور اتخاذ القرار.`,
  approvedSubject: (returnId: number) => `${Brand.name}: تمت الموافقة على طلب الإرجاع #${returnId}`,
  approved: (returnId: number, orderId: number) => `تمت الموافقة على طلب الإرجاع رقم #${returnId} للطلب #${orderId}. سنتواصل معك لترتيب إعادة المنتجات إلينا.`,
  refusedSubject: (returnId: number) => `${Brand.name}: تعذّر قبول طلب الإرجاع #${returnId}`,
  refused: (returnId: number, orderId: number) => `نعتذر، تعذّر علينا قبول طلب الإرجاع رقم #${returnId} للطلب #${orderId}.`,
  refusalReason: (reason: string) => `السبب: ${reason}`,
  receivedSubject: (returnId: number) => `${Brand.name}: وصلتنا منتجات المرتجع #${returnId}`,
  received: (returnId: number, orderId: number) =>
    `وصلتنا منتجات المرتجع رقم #${returnId} للطلب #${orderId}. تتم معالجة الاسترداد أو الاستبدال خلال ${terms.refundProcessingDays} أيام.`,
  resolvedSubject: (returnId: number) => `${Brand.name}: تمت تسوية المرتجع #${returnId}`,
  refundedToCard: (returnId: number, amount: Piasters) =>
    `عن المرتجع رقم #${returnId}، يجري رد ${formatPrice(amount, 'ar')} إلى البطاقة التي دفعت بها. وقد يستغرق ظهور المبلغ بضعة أيام حسب البنك.`,
  storeCredited: (returnId: number, amount: Piasters) => `عن المرتجع رقم #${returnId}، أضفنا ${formatPrice(amount, 'ar')} إلى رصيدك في المتجر لتستخدمه في طلبك القادم.`,
  paidBack: (returnId: number, amount: Piasters) => `عن المرتجع رقم #${returnId}، تم رد ${formatPrice(amount, 'ar')} إليك.`,
  exchanged: (returnId: number, replacementId: number) => `عن المرتجع رقم #${returnId}، يجري تجهيز بديل لك دون أي تكلفة، في الطلب رقم #${replacementId}.`,

  noticeTitles: {
    requested: (returnId: number) => `تم استلام طلب الإرجاع #${returnId}`,
    approved: (returnId: number) => `تمت الموافقة على طلب الإرجاع #${returnId}`,
    refused: (returnId: number) => `تعذّر قبول طلب الإرجاع #${returnId}`,
    received: (returnId: number) => `المرتجع #${returnId}: وصلتنا المنتجات`,
    resolved: (returnId: number) => `تمت تسوية المرتجع #${returnId}`,
  },
};
