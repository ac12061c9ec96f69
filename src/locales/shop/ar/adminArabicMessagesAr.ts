import type { adminArabicMessagesEn } from '../en/adminArabicMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** The back office's Arabic beside the English, in Arabic (src/ui/messages/AdminArabicMessages.ts). */
export const adminArabicMessagesAr: Translation<typeof adminArabicMessagesEn> = {
  missing: 'العربية ناقصة',
  english: 'الإنجليزية',
  arabic: 'العربية',
  inArabic: (label) => `${label} بالعربية`,
  specifications: {
    title: 'المواصفات',
    hint: 'اسم وقيمة في كل صف، بالإنجليزية وبجوارهما بالعربية. الاسم أو القيمة العربية الفارغة يظهر مكانها النص الإنجليزي.',
    none: 'لا توجد مواصفات بعد.',
    add: 'إضافة مواصفة',
    remove: (row: number) => `حذف المواصفة ${row}`,
    row: (row: number) => `المواصفة ${row}`,
    name: (row: number) => `المواصفة ${row}: الاسم`,
    value: (row: number) => `المواصفة ${row}: القيمة`,
    nameAr: (row: number) => `المواصفة ${row}: الاسم بالعربية`,
    valueAr: (row: number) => `المواصفة ${row}: القيمة بالعربية`,
    nameRequired: (row: number) => `المواصفة ${row} تحتاج اسمها بالإنجليزية.`,
  },
  report: {
    title: 'النصوص العربية',
    intro: 'كل ما يقرؤه العملاء ومكتوب بالإنجليزية دون العربية: قارئ العربية يرى النص الإنجليزي مكانه حتى تُكتب العربية.',
    refresh: 'تحديث',
    empty: 'كل النصوص لها عربيتها',
    countsLabel: 'العناصر الناقصة العربية حسب النوع',
    total: (count: number) =>
      pluralOf('ar', count, {
        zero: 'لا عناصر تنقصها العربية',
        one: 'عنصر واحد تنقصه العربية',
        two: 'عنصران تنقصهما العربية',
        few: `${count} عناصر تنقصها العربية`,
        many: `${count} عنصرًا تنقصه العربية`,
        other: `${count} عنصر تنقصه العربية`,
      }),
    kinds: {
      product: 'المنتجات',
      subcategory: 'الفئات الفرعية',
      notification: 'الإشعارات',
      training: 'التدريبات',
      package: 'باقات التدريب',
      plan: 'باقات الذكاء الاصطناعي',
    },
    fields: {
      name: 'الاسم',
      title: 'العنوان',
      description: 'الوصف',
      message: 'الرسالة',
      features: 'المميزات',
      specifications: 'المواصفات',
      location: 'المكان',
      instructors: 'المحاضرون',
      period: 'المدة',
    },
    missingTexts: 'الناقص بالعربية',
    within: (title: string) => `من ${title}`,
    edit: (title: string) => `تعديل ${title}`,
    openSection: (section: string) => `فتح ${section}`,
  },
};
