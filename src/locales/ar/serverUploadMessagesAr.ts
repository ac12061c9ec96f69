import { fileSizeText } from '../../domain/scan-file';
import type { serverUploadMessagesEn } from '../en/serverUploadMessagesEn';
import type { Translation } from '../Translation';
import { ltr } from './serverArabic';

/** The scan upload's refusals in Arabic. */
export const serverUploadMessagesAr: Translation<typeof serverUploadMessagesEn> = {
  malformed: 'انقطع الرفع أو أن نموذج الملف غير صالح. يُرجى المحاولة مرة أخرى.',
  tooLarge: (limitBytes: number) => `حجم الملف أكبر من الحد المسموح به (${ltr(fileSizeText(limitBytes))})`,
};
