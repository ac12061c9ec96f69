import type { scanPreviewMessagesEn } from '../en/scanPreviewMessagesEn';
import { type Translation, pluralOf } from '../../Translation';
import { ltr, named } from '../../shared/ar/arabicText';

/** The study preview's texts in Arabic (src/locales/shop/en/scanPreviewMessagesEn.ts). */
export const scanPreviewMessagesAr: Translation<typeof scanPreviewMessagesEn> = {
  title: 'معاينة',
  loading: 'جارٍ قراءة ملفاتك…',
  summary: (slices: number, columns: number, rows: number, kind: string) => {
    const count = pluralOf('ar', slices, {
      zero: 'لا توجد شرائح',
      one: 'شريحة واحدة',
      two: 'شريحتان',
      few: `${slices} شرائح`,
      many: `${slices} شريحة`,
      other: `${slices} شريحة`,
    });
    return `${count} · ${ltr(`${columns} × ${rows}`)} · ${kind}`;
  },
  formats: { dicom: 'DICOM', nifti: 'NIfTI', nrrd: 'NRRD' },
  severalSeries: (count: number) => {
    const series = pluralOf('ar', count, {
      two: 'سلسلتين',
      few: `${count} سلاسل`,
      many: `${count} سلسلة`,
      other: `${count} سلسلة`,
    });
    return `تضم هذه الملفات ${series} من الصور، وتعرض المعاينة السلسلة التي تحوي أكبر عدد من الصور. تُجرى عملية التجزئة على دراسة واحدة، فتأكّد من أنك اخترت الملفات الصحيحة.`;
  },
  notDrawable: 'هذه الصور مضغوطة بطريقة لا يستطيع هذا المتصفح عرضها، لذا لا تظهر صورة هنا. ومع ذلك يمكن إرسال الملفات.',
  notAnImage: 'لا تبدو هذه الملفات صور أشعة: لم نجد فيها أي صورة DICOM أو NIfTI أو NRRD. تأكّد من أنك اخترت الملفات أو المجلد الصحيح.',
  unreadable: (path: string) => `تعذّرت قراءة الملف ${named(path)}. يُرجى اختياره مرة أخرى.`,
  unavailable: 'تعذّر تحميل المعاينة. تحقّق من اتصالك واختر الملفات مرة أخرى.',
  sliceFailed: 'تعذّر عرض هذه الشريحة.',
  slider: 'الشريحة',
  sliceOf: (number: number, count: number) => `الشريحة ${number} من ${count}`,
};
