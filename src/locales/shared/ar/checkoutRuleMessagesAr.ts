import type { checkoutRuleMessagesEn } from '../en/checkoutRuleMessagesEn';
import type { Translation } from '../../Translation';
import { phoneMessagesAr } from './phoneMessagesAr';

/** The checkout rules' and payment confirmation's texts in Arabic (src/locales/shared/en/checkoutRuleMessagesEn.ts). */
export const checkoutRuleMessagesAr: Translation<typeof checkoutRuleMessagesEn> = {
  firstNameRequired: 'الاسم الأول مطلوب',
  middleNameRequired: 'الاسم الأوسط مطلوب',
  lastNameRequired: 'اسم العائلة مطلوب',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
  addressRequired: 'العنوان مطلوب',
  phoneRequired: phoneMessagesAr.checkoutRequired,
  phoneInvalid: phoneMessagesAr.checkoutInvalid,
  governorateRequired: 'المحافظة مطلوبة',
  cartEmpty: 'سلة التسوق فارغة. يُرجى إضافة منتجات قبل إتمام الشراء.',
  subscriptionPaymentNote: 'الاشتراكات تتطلب الدفع الإلكتروني',

  somethingWentWrong: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.',
  // Prefixes: the detail of the failure is appended.
  invalidOrderResponse: 'استجابة غير صالحة للطلب: ',
  invalidPaymentResponse: 'استجابة غير صالحة للدفع: ',
  paymentRequestError: 'حدث خطأ أثناء إنشاء طلب الدفع: ',
  trainingRegistrationError: 'حدث خطأ أثناء إنشاء سجل التسجيل في الدورة التدريبية: ',

  confirmCreditCardTitle: 'تأكيد الدفع بالبطاقة الائتمانية',
  continueWithCreditCard: 'المتابعة بالبطاقة الائتمانية',
  cancel: 'إلغاء',
  placeOrder: 'تأكيد الطلب',

  processingOrder: 'جارٍ معالجة طلبك، يُرجى الانتظار…',
  paymentSuccessful: 'تم الدفع بنجاح!',
  orderPlaced: 'تم تقديم طلبك بنجاح!',
  orderFailed: 'تعذّر إتمام الطلب',
  paymentFailedDetail: 'حدث خطأ أثناء عملية الدفع. يُرجى المحاولة مرة أخرى أو التواصل مع خدمة العملاء.',
  returnToHome: 'العودة إلى الرئيسية',
};
