import type { scanTransferMessagesEn } from '../en/scanTransferMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** Text whose direction is its own (a file name or path), isolated inside an Arabic sentence. */
const isolated = (text: string): string => `\u2068${text}\u2069`;
/** Text kept left to right inside an Arabic sentence (LEFT-TO-RIGHT ISOLATE): sizes, percentages. */
const ltr = (text: string): string => `\u2066${text}\u2069`;

const filesCount = (count: number): string =>
  pluralOf('ar', count, { zero: 'لا توجد ملفات', one: 'ملف واحد', two: 'ملفان', few: `${count} ملفات`, many: `${count} ملفًا`, other: `${count} ملف` });

export const scanTransferMessagesAr: Translation<typeof scanTransferMessagesEn> = {
  preparing: 'جارٍ حذف بيانات المريض وتجهيز الدراسة…',
  sending: 'جارٍ إرسال الدراسة…',
  paused: 'تم إيقاف الرفع مؤقتًا. ما تم إرساله محفوظ.',
  pause: 'إيقاف مؤقت',
  resume: 'استئناف',
  connectionLost: 'انقطع الاتصال. سيستأنف الرفع تلقائيًا من حيث توقف بمجرد عودة الاتصال.',
  interrupted: 'انقطع الاتصال. ما تم إرساله محفوظ: اضغط «بدء التحليل بالذكاء الاصطناعي» مرة أخرى للمتابعة من حيث توقف.',
  unfinishedTitle: 'رفع غير مكتمل',
  unfinished: (fileName: string, files: number, percent: number) =>
    `توقف رفع ${isolated(fileName)} (${filesCount(files)}) عند ${ltr(`${percent}%`)}. اختر الملفات نفسها مرة أخرى للمتابعة من حيث توقف.`,
  discard: 'تجاهل',
  continuesUnfinished: (percent: number) => `هذه الملفات تكمل رفعًا غير مكتمل: سيستمر الإرسال من ${ltr(`${percent}%`)}.`,
  findingDetails: 'جارٍ البحث عن بيانات المريض في ملفاتك…',
  detailsFoundTitle: 'وُجدت بيانات للمريض: تُحذف في متصفحك قبل إرسال أي شيء',
  noDetailsFound: 'لم يُعثر على بيانات للمريض في هذه الملفات. ومع ذلك تُستبدل المعرّفات قبل الإرسال.',
  inFiles: (files: number) => filesCount(files),
  kinds: {
    'patient-name': 'اسم المريض',
    'patient-id': 'رقم تعريف المريض',
    'patient-birth-date': 'تاريخ الميلاد',
    'patient-sex-age': 'الجنس والعمر',
    'patient-details': 'العنوان والهاتف وبيانات أخرى للمريض',
    'dates-times': 'تواريخ الدراسة وأوقاتها',
    institution: 'اسم العيادة أو المستشفى وعنوانها',
    'physicians-operators': 'أسماء الأطباء والفنيين',
    'accession-study-ids': 'رقم الدخول ورقم الدراسة',
    device: 'الرقم التسلسلي للجهاز واسم محطة العمل',
    'descriptions-comments': 'الأوصاف والتعليقات',
    'private-tags': 'بيانات خاصة بالشركة المصنّعة',
    uids: 'معرّفات الدراسة والسلسلة والصور (تُستبدل)',
    'other-attributes': 'سمات تعريفية أخرى',
    'nifti-free-text': 'نص حر في ترويسة NIfTI',
    'nrrd-free-text': 'تعليقات ونص حر في ترويسة NRRD',
  },
  unparseableAtSend: (path: string) => `تعذّرت قراءة ${isolated(path)} كفحص، لذا لم يُرسل شيء. يُرجى إزالته والمحاولة مرة أخرى.`,
};
