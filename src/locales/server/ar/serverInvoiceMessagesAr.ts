import type { serverInvoiceMessagesEn } from '../en/serverInvoiceMessagesEn';
import type { Translation } from '../../Translation';
import { statusAr } from '../../shared/ar/arabicText';

/** The invoice endpoints' refusals in Arabic. */
export const serverInvoiceMessagesAr: Translation<typeof serverInvoiceMessagesEn> = {
  orderNotFound: (orderId) => `لم يُعثر على الطلب #${orderId}.`,
  adminOnly: 'فاتورة الطلب لصاحب الطلب ولمديري المتجر فقط.',
  notYetInvoiceable: (orderId) => `لا توجد فاتورة للطلب #${orderId} بعد: تصدر الفاتورة بعد دفع الطلب أو توصيله.`,
  endedUnfulfilled: (orderId, status) => `حالة الطلب #${orderId} «${statusAr(status)}»؛ لا تصدر فواتير للطلبات الملغاة أو الفاشلة.`,
  sellerDetailsMissing: 'لا يمكن إصدار الفواتير قبل إدخال الاسم القانوني للمتجر وعنوانه ورقم تسجيله الضريبي في لوحة الإدارة.',
  sellerProblems: {
    legal_name_required: 'يُرجى إدخال الاسم القانوني.',
    legal_name_too_long: 'لا يتجاوز الاسم القانوني 200 حرف.',
    legal_name_ar_too_long: 'لا يتجاوز الاسم القانوني بالعربية 200 حرف.',
    address_required: 'يُرجى إدخال العنوان.',
    address_too_long: 'لا يتجاوز العنوان 500 حرف.',
    address_ar_too_long: 'لا يتجاوز العنوان بالعربية 500 حرف.',
    tax_registration_number_invalid: 'يجب أن يتكون رقم التسجيل الضريبي من 9 أرقام.',
    commercial_register_invalid: 'رقم السجل التجاري لا يتجاوز 30 حرفًا من الحروف والأرقام والمسافات والشرطات المائلة والشرطات.',
  },
};
