import { isolated, joinedList } from '@tiara/domain/language';
import type { scanMessagesEn } from '../en/scanMessagesEn';
import type { Translation } from '../../Translation';

/** A file extension kept left to right inside an Arabic sentence (LEFT-TO-RIGHT ISOLATE). */
const ext = (name: string): string => `\u2066${name}\u2069`;
/** File names in an Arabic list, each isolated in its own direction (FIRST STRONG ISOLATE): a name may be Arabic. */
const list = (names: readonly string[]): string => joinedList('ar', names.map(isolated));

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
  fileProblems: {
    'nifti-too-small': (names: readonly string[]) => `حجم الملف أصغر من أن يكون ملف NIfTI، فرأس ملف NIfTI وحده 348 بايت؛ ربما انقطع أثناء النسخ: ${list(names)}`,
    'nifti-without-mark': (names: readonly string[]) =>
      `ليس ملف NIfTI: علامة NIfTI (${ext('n+1')} عند البايت 344) غير موجودة، فالملف إما تالف وإما ملف من نوع آخر امتداده ${ext('.nii')}: ${list(names)}`,
    'gzip-expected': (names: readonly string[]) => `الملف غير مضغوط بصيغة gzip كما يجب لملف ${ext('.nii.gz')} (ملف NIfTI غير المضغوط امتداده ${ext('.nii')}): ${list(names)}`,
    'gzip-truncated': (names: readonly string[]) => `الملف ناقص أو تالف: البيانات المضغوطة تنتهي قبل أوانها أو يتعذّر فكّها؛ يُرجى نسخه أو تنزيله مرة أخرى: ${list(names)}`,
    'broken-nifti': (names: readonly string[]) => `ملف NIfTI تالف: تعذّرت قراءة رأسه: ${list(names)}`,
    'dicom-without-mark': (names: readonly string[]) =>
      `ليس ملف DICOM: علامة ${ext('DICM')} عند البايت 128 غير موجودة؛ يُرجى تصدير الأشعة مرة أخرى بصيغة DICOM من برنامج الجهاز: ${list(names)}`,
    'broken-dicom': (names: readonly string[]) => `ملف DICOM تالف: تعذّرت قراءة رأسه: ${list(names)}`,
    'unsupported-transfer-syntax': (names: readonly string[]) =>
      `ملف DICOM مضغوط بطريقة deflate، ولا يمكن حذف بيانات المريض منه داخل المتصفح؛ يُرجى تصديره دون ضغط: ${list(names)}`,
    'nrrd-without-mark': (names: readonly string[]) => `ليس ملف NRRD: لا يبدأ بكلمة ${ext('NRRD')}: ${list(names)}`,
    'broken-nrrd': (names: readonly string[]) => `ملف NRRD تالف: تعذّرت قراءة رأسه: ${list(names)}`,
    'detached-nrrd': (names: readonly string[]) => `رأس NRRD بياناته محفوظة في ملف منفصل؛ يُرجى حفظ الأشعة كاملة في ملف ${ext('.nrrd')} واحد: ${list(names)}`,
    'zip-expected': (names: readonly string[]) => `ليس ملف ZIP: الملف تالف أو ملف من نوع آخر امتداده ${ext('.zip')}: ${list(names)}`,
    'broken-zip': (names: readonly string[]) => `ملف ZIP تالف، أو ملف ZIP داخل ملف ZIP ولا يتم فكّه: ${list(names)}`,
    'zip-without-scans': (names: readonly string[]) => `لا توجد أشعة داخل ملف ZIP هذا: لا يوجد بين ملفاته ملف DICOM أو NIfTI أو NRRD: ${list(names)}`,
  },
  zipsSkipped: 'لا يمكن رفع ملف ZIP إلا بمفرده، لذا تم تجاهل ملفات ZIP التي اخترتها مع ملفات أخرى.',
};
