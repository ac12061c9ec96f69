import { fileSizeText } from '@tiara/domain/scan-file';
import type { serverUploadMessagesEn } from '../en/serverUploadMessagesEn';
import type { Translation } from '../../Translation';
import { ltr } from '../../shared/ar/arabicText';

/** The scan upload's refusals in Arabic. */
export const serverUploadMessagesAr: Translation<typeof serverUploadMessagesEn> = {
  malformed: 'انقطع الرفع أو أن نموذج الملف غير صالح. يُرجى المحاولة مرة أخرى.',
  tooLarge: (limitBytes: number) => `حجم الملف أكبر من الحد المسموح به (${ltr(fileSizeText(limitBytes))})`,
  lengthRequired: 'يجب أن يذكر الرفع القابل للاستئناف حجمه (Upload-Length) عند إنشائه.',
  fileNameRequired: 'يجب أن يذكر الرفع القابل للاستئناف اسم ملفه (filename في Upload-Metadata).',
  tooManyUnfinished: (count: number) => `لديك بالفعل ${count} عمليات رفع غير مكتملة. أكمل إحداها أو ألغِها، أو انتظر حتى تنتهي صلاحيتها.`,
  noSuchUpload: 'عملية الرفع هذه غير موجودة أو انتهت صلاحيتها. يُرجى بدء الرفع من جديد.',
  alreadyAccepted: 'اكتملت عملية الرفع هذه وقُبل الفحص؛ لم يعد من الممكن إلغاؤها.',
  offsetMismatch: 'استُؤنف الرفع من موضع خاطئ. اسأل الخادم عن موضع الاستئناف وأرسل الباقي من هناك.',
  protocol: (detail: string) => `لم يُفهم طلب الرفع: ${ltr(detail)}`,
  busy: 'ما زال استلام عملية الرفع هذه جاريًا عبر اتصال آخر. يُرجى المحاولة بعد لحظات.',
  deflatedDicom: 'ملف DICOM مضغوط بطريقة deflate، ولا يمكن حذف بيانات المريض منه، لذلك لم يُحفظ. يُرجى تصديره دون ضغط.',
};
