import type { adminInvoiceMessagesEn } from '../en/adminInvoiceMessagesEn';
import type { Translation } from '../../Translation';

export const adminInvoiceMessagesAr: Translation<typeof adminInvoiceMessagesEn> = {
  title: 'بيانات الفاتورة',
  hint: 'تُطبع على كل فاتورة تصدر من الآن؛ وتحتفظ الفواتير الصادرة بالبيانات التي صدرت بها. وتطبع الفاتورة العربية الاسم والعنوان بالعربية حيث كُتبا، وبالإنجليزية فيما عدا ذلك.',
  notSet: 'لم تُحدَّد بعد: لا تصدر أي فاتورة قبل حفظ هذه البيانات.',
  legalName: 'الاسم القانوني',
  address: 'العنوان',
  taxRegistrationNumber: 'رقم التسجيل الضريبي',
  taxRegistrationNumberHint: '9 أرقام كما في البطاقة الضريبية: 123-456-789',
  commercialRegister: 'رقم السجل التجاري (اختياري)',
  save: 'حفظ بيانات الفاتورة',
  saved: 'حُفظت بيانات الفاتورة',
  problems: {
    legal_name_required: 'يُرجى إدخال الاسم القانوني.',
    legal_name_too_long: 'لا يتجاوز الاسم القانوني 200 حرف.',
    legal_name_ar_too_long: 'لا يتجاوز الاسم القانوني بالعربية 200 حرف.',
    address_required: 'يُرجى إدخال العنوان.',
    address_too_long: 'لا يتجاوز العنوان 500 حرف.',
    address_ar_too_long: 'لا يتجاوز العنوان بالعربية 500 حرف.',
    tax_registration_number_invalid: 'يجب أن يتكون رقم التسجيل الضريبي من 9 أرقام.',
    commercial_register_invalid: '30 حرفًا على الأكثر من الحروف والأرقام والمسافات والشرطات المائلة والشرطات.',
  },
};
