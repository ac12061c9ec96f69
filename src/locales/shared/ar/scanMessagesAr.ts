import type { scanMessagesEn } from '../en/scanMessagesEn';
import type { Translation } from '../../Translation';

/** A file extension kept left to right inside an Arabic sentence (LEFT-TO-RIGHT ISOLATE). */
const ext = (name: string): string => `\u2066${name}\u2069`;

/** The scan upload screen's texts in Arabic (src/locales/shared/en/scanMessagesEn.ts). */
export const scanMessagesAr: Translation<typeof scanMessagesEn> = {
  unsupportedFormat: `صيغة الملف غير مدعومة. يُرجى رفع ملفات ${ext('.nii')} أو ${ext('.nii.gz')} أو ${ext('.dcm')} أو ${ext('.nrrd')}، أو ملفات ZIP تضم ملفات DICOM.`,
  noFileSelected: 'يُرجى اختيار ملف لرفعه.',
  loginRequired: 'يُرجى تسجيل الدخول للمتابعة',
  subscriptionLoadFailed: 'تعذّر تحميل بيانات الاشتراك. يُرجى تحديث الصفحة.',
  noActiveSubscription: 'لا يوجد اشتراك نشط. يُرجى الاشتراك في TiaraAI أولًا.',
  noActiveSubscriptionFound: 'لا يوجد اشتراك نشط',
  noSegmentationsRemaining: 'نفد رصيدك من عمليات التجزئة. يُرجى ترقية باقتك.',
  uploadFailed: 'تعذّر الرفع. يُرجى المحاولة مرة أخرى لاحقًا.',
  sessionExpired: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
  uploadSuccessful: 'تم الرفع بنجاح! جارٍ معالجة أشعة الأسنان الخاصة بك.',
  dropHere: 'أفلِت ملفاتك هنا',
  clickToBrowse: 'أو انقر لاختيارها',
  uploadDisabled: 'الرفع غير متاح',
  disabledNoSegmentations: 'نفد رصيد عمليات التجزئة',
  disabledNoSubscription: 'لا يوجد اشتراك نشط',
  clearAll: 'مسح الكل',
  processing: 'جارٍ معالجة الأشعة...',
  analyzing: 'يحلّل الذكاء الاصطناعي أشعة أسنانك الآن...',
  startAnalysis: 'بدء التحليل بالذكاء الاصطناعي',
  analyzingButton: 'جارٍ التحليل...',
  successTitle: 'تم بنجاح!',
  successDismiss: 'حسنًا، شكرًا!',
  expectedProcessingTime: 'من 8 إلى 10 دقائق',
  zipsSkipped: 'لا يمكن رفع ملف ZIP إلا بمفرده، لذا تم تجاهل ملفات ZIP التي اخترتها مع ملفات أخرى.',
};
