import { Brand } from '@tiara/domain/brand';
import type { Translation } from '../../Translation';
import type { serverSandboxCheckoutMessagesEn } from '../en/serverSandboxCheckoutMessagesEn';

/** The sandbox's card page in Arabic. */
export const serverSandboxCheckoutMessagesAr: Translation<typeof serverSandboxCheckoutMessagesEn> = {
  sandboxNote: 'صفحة دفع تجريبية: لن يُخصم أي مبلغ من بطاقتك. هي بديل صفحة الدفع الموحّدة من Paymob.',
  otherLanguage: 'English',
  orderSummary: 'ملخص الطلب',
  item: 'المنتج',
  quantity: 'الكمية',
  amount: 'المبلغ',
  total: 'الإجمالي',
  deliveryFee: 'رسوم التوصيل',
  discount: 'الخصم',
  storeCredit: 'رصيد المتجر',
  cardDetails: 'بيانات البطاقة',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (شهر/سنة)',
  expiryPlaceholder: 'MM/YY',
  cvv: 'رمز الأمان (CVV)',
  cardHolder: 'الاسم على البطاقة',
  checkDetails: (problems: string) => `يُرجى مراجعة بيانات البطاقة: ${problems}`,
  pay: (total: string) => `ادفع ${total}`,
  testCards: 'بطاقات الاختبار',
  approved: 'تُقبل:',
  declined: 'تُرفض:',
  anyOtherDetails: 'أي تاريخ انتهاء في المستقبل، وأي رمز أمان من 3 أرقام، وأي اسم.',
  pageTitle: (title: string) => `${title} · صفحة الدفع التجريبية لمتجر ${Brand.name}`,
  cardProblems: {
    cardNumberMissing: 'أدخل رقم البطاقة.',
    cardNumberInvalid: 'أدخل رقم بطاقة صحيحًا.',
    expiryInvalid: 'أدخل تاريخ الانتهاء بصيغة شهر/سنة (MM/YY).',
    expired: 'انتهت صلاحية هذه البطاقة.',
    cvvInvalid: 'أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.',
    holderMissing: 'أدخل الاسم المكتوب على البطاقة.',
  },
  linkIncomplete: { title: 'رابط الدفع غير مكتمل', message: 'رابط الدفع هذا ينقصه بعض البيانات. يُرجى العودة إلى المتجر ومحاولة الدفع مرة أخرى.' },
  linkUnknown: { title: 'رابط الدفع غير موجود', message: 'رابط الدفع هذا لم يعد صالحًا. يُرجى العودة إلى المتجر ومحاولة الدفع مرة أخرى.' },
  linkExpired: { title: 'انتهت صلاحية رابط الدفع', message: 'انتهت مهلة الدفع. يُرجى العودة إلى المتجر وتقديم طلبك من جديد.' },
  paymentNotSent: { title: 'لم يتم إرسال الدفع', message: 'نموذج الدفع لم يكن مكتملًا. يُرجى العودة إلى المتجر ومحاولة الدفع مرة أخرى.' },
  paid: { title: 'تم الدفع', message: 'هذا الطلب مدفوع.' },
  returnToShop: 'العودة إلى المتجر',
};
