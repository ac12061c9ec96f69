import type { addressMessagesEn } from '../en/addressMessagesEn';
import type { Translation } from '../../Translation';
import { isolated } from '@tiara/domain/language';
import { SAVED_ADDRESS_LIMIT } from '@tiara/domain/saved-address';
import { checkoutRuleMessagesAr } from './checkoutRuleMessagesAr';

/** The saved addresses' texts in Arabic (src/locales/shared/en/addressMessagesEn.ts). */
export const addressMessagesAr: Translation<typeof addressMessagesEn> = {
  problems: {
    firstNameRequired: checkoutRuleMessagesAr.firstNameRequired,
    middleNameRequired: checkoutRuleMessagesAr.middleNameRequired,
    lastNameRequired: checkoutRuleMessagesAr.lastNameRequired,
    phoneRequired: checkoutRuleMessagesAr.phoneRequired,
    phoneInvalid: checkoutRuleMessagesAr.phoneInvalid,
    addressRequired: checkoutRuleMessagesAr.addressRequired,
    governorateRequired: checkoutRuleMessagesAr.governorateRequired,
    labelRequired: 'اسم العنوان مطلوب',
    governorateUnknown: 'اختر محافظة من القائمة',
    cityUnknown: 'اختر مدينة من القائمة',
  },
  tooLong: (max: number) => `استخدم ${max} حرفًا على الأكثر`,

  title: 'العناوين',
  intro: 'عناوين التوصيل لعيادتك وفروعها، جاهزة للاختيار عند إتمام الشراء.',
  add: 'إضافة عنوان',
  edit: 'تعديل',
  remove: 'حذف',
  makeDefault: 'اجعله الافتراضي',
  defaultBadge: 'الافتراضي',
  empty: 'لا توجد عناوين محفوظة بعد.',
  loading: 'جارٍ تحميل العناوين',
  loadFailed: 'تعذّر تحميل عناوينك. يُرجى المحاولة مرة أخرى.',
  limitReached: `يمكنك الاحتفاظ بـ ${SAVED_ADDRESS_LIMIT} عناوين على الأكثر. احذف عنوانًا لإضافة آخر.`,
  addTitle: 'عنوان جديد',
  editTitle: 'تعديل العنوان',
  label: 'اسم العنوان',
  labelPlaceholder: 'مثل: العيادة الرئيسية، فرع مدينة نصر',
  save: 'حفظ العنوان',
  cancel: 'إلغاء',
  saved: 'تم حفظ العنوان',
  removed: 'تم حذف العنوان',
  confirmRemoveTitle: 'حذف هذا العنوان؟',
  confirmRemove: (label: string) => `لن يُعرض «${isolated(label)}» عند إتمام الشراء بعد الآن.`,
  editAddress: (label: string) => `تعديل ${isolated(label)}`,
  removeAddress: (label: string) => `حذف ${isolated(label)}`,
  makeAddressDefault: (label: string) => `اجعل ${isolated(label)} العنوان الافتراضي`,

  pickerTitle: 'التوصيل إلى عنوان محفوظ',
  saveToAccount: 'احفظ هذا العنوان في حسابي',
  saveToAccountLabel: 'اسم هذا العنوان',
  savedFromCheckoutLabel: 'عنوان العيادة',
};
