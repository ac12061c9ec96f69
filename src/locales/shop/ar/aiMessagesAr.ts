import { Brand } from '@tiara/domain/brand';
import { joinedList } from '@tiara/domain/language';
import type { aiMessagesEn } from '../en/aiMessagesEn';
import { type Translation, pluralOf } from '../../Translation';
import { quotaMessagesAr } from '../../shared/ar/quotaMessagesAr';
import { scanMessagesAr } from '../../shared/ar/scanMessagesAr';

/** Text kept left to right inside an Arabic sentence (LEFT-TO-RIGHT ISOLATE): extensions, sizes. */
const ltr = (text: string): string => `\u2066${text}\u2069`;
/** Text whose direction is its own (a file name or path), isolated inside an Arabic sentence. */
const isolated = (text: string): string => `\u2068${text}\u2069`;

const noActiveSubscription = 'لا يوجد اشتراك نشط';
const seePlans = 'عرض الباقات';
const expectedProcessingTime = 'من 8 إلى 10 دقائق';

/** The AI landing page, AI checkout and scan upload texts in Arabic (src/ui/messages/AiMessages.ts). */
export const aiMessagesAr: Translation<typeof aiMessagesEn> = {
  landing: {
    checking: 'جارٍ التحقق من اشتراكك…',
    heroTitle: 'TiaraAI: تجزئة أشعة الأسنان بالذكاء الاصطناعي',
    heroText:
      'ارفع أشعة CBCT أو مسحًا ضوئيًا داخل الفم، وتصلك الأسنان والفكّان وقنوات الأعصاب مجزّأةً عبر البريد الإلكتروني، جاهزةً لتخطيط العلاج.',
    seePlans,
    featuresTitle: 'لماذا تختار العيادات TiaraAI',
    features: [
      {
        title: 'تجزئة تلقائية',
        text: 'نحدّد لك كل سن والفكين وقنوات الأعصاب تلقائيًا، دون ساعات من التحديد اليدوي.',
      },
      {
        title: 'بالصيغ المتوفرة لديك',
        text: 'أرسل شرائح DICOM، أو مجلدًا مُصدَّرًا بالكامل، أو ملف NIfTI أو NRRD، أو ملف ZIP يضم الفحص، مباشرةً كما يصدّرها جهاز الأشعة لديك.',
      },
      {
        title: 'النتائج عبر البريد الإلكتروني',
        text: `تتم معالجة الأشعة في ${expectedProcessingTime} وتُرسَل النتائج إلى بريدك الإلكتروني، فتواصل عملك في أثناء ذلك.`,
      },
    ],
    plansTitle: 'اختر باقتك',
    segmentations: (count: number) =>
      pluralOf('ar', count, {
        zero: 'بدون عمليات تجزئة',
        one: 'عملية تجزئة واحدة',
        two: 'عمليتا تجزئة',
        few: `${count} عمليات تجزئة`,
        many: `${count} عملية تجزئة`,
        other: `${count} عملية تجزئة`,
      }),
    subscribe: 'اشترك',
    subscribeTo: (plan: string) => `اشترك في ${isolated(plan)}`,
    customTitle: 'تحتاج إلى حلول مخصّصة؟',
    customText:
      'مراكز كبيرة أو فروع متعددة أو مشروع بحثي: أخبرنا بما تحتاج إليه، وسنصمّم لك باقة تناسبه.',
    contactUs: 'تواصل معنا',
    planNeeded: 'تحتاج إلى باقة TiaraAI نشطة لرفع الأشعة. اختر باقة من الباقات أدناه، ويمكنك الرفع فور إتمام الدفع.',
    yourPlan: 'باقتك',
    subscriberSummary: (plan: string, remaining: number) =>
      `أنت مشترك في ${isolated(plan)}، ${pluralOf('ar', remaining, {
        zero: 'ولم يتبقَّ لك أي عملية تجزئة',
        one: 'ويتبقى لك عملية تجزئة واحدة',
        two: 'ويتبقى لك عمليتا تجزئة',
        few: `ويتبقى لك ${remaining} عمليات تجزئة`,
        many: `ويتبقى لك ${remaining} عملية تجزئة`,
        other: `ويتبقى لك ${remaining} عملية تجزئة`,
      })}. أي باقة تشتريها الآن تُضاف عمليات تجزئتها إلى رصيدك.`,
    addPlan: 'أضِفها إلى باقتي',
    addPlanNamed: (plan: string) => `أضِفها إلى باقتي: ${isolated(plan)}`,
    goToUpload: 'ارفع أشعة',
    signInToSubscribe: `يُرجى تسجيل الدخول للاشتراك في باقات ${Brand.aiName}. سيتم تحويلك إلى صفحة تسجيل الدخول.`,
  },
  checkout: {
    title: 'إتمام طلب TiaraAI',
    fullName: 'الاسم بالكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    phonePlaceholder: '01012345678',
    address: 'العنوان',
    nothingToDeliver: 'تصلك الباقات والدورات إلكترونيًا، لذلك لا نحتاج إلى عنوان توصيل.',
    paymentMethod: 'طريقة الدفع',
    orderSummary: 'ملخص الطلب',
    subtotal: 'المجموع الفرعي',
    shippingFee: 'رسوم الشحن',
    total: 'الإجمالي',
    placeOrder: 'تأكيد الطلب',
    cartEmpty: 'سلة التسوق فارغة. يُرجى إضافة منتجات قبل المتابعة إلى الدفع.',
    browsePlans: 'تصفّح الباقات',
    fullNameRequired: 'الاسم بالكامل مطلوب',
  },
  upload: {
    title: 'رفع الأشعة إلى TiaraAI',
    intro: 'ارفع أشعة الأسنان، وسيتولى الذكاء الاصطناعي لدينا تجزئتها لك.',
    planCard: 'باقتك',
    loadingPlan: 'جارٍ تحميل اشتراكك…',
    active: 'نشط',
    inactive: 'غير نشط',
    used: 'عمليات التجزئة المستخدمة',
    usedOfAllowed: (used: number, allowed: number) => `${used} من ${allowed}`,
    usage: 'الاستخدام',
    usagePercent: (percent: number) => `${percent}%`,
    remaining: 'المتبقي',
    noSubscription: noActiveSubscription,
    browsePlans: seePlans,
    morePlans: 'أضِف عمليات تجزئة',
    lowQuota: quotaMessagesAr.lowQuota,
    noQuota: scanMessagesAr.noSegmentationsRemaining,
    chooseFiles: 'ملفات الأشعة',
    chooseFolder: 'اختر مجلدًا كاملًا',
    dropHere: 'أفلِت ملفاتك هنا',
    clickToBrowse: 'أو انقر لاختيارها',
    acceptedFormats: `ملفات DICOM (${ltr('.dcm')} أو مجلدات كاملة)، أو NIfTI (${ltr('.nii')} أو ${ltr('.nii.gz')})، أو NRRD (${ltr('.nrrd')})، أو ملف ZIP يضم ملفات DICOM`,
    uploadDisabled: 'الرفع غير متاح',
    checkingFiles: 'جارٍ فحص ملفاتك…',
    unsupportedFormat: `صيغة الملف غير مدعومة. يُرجى رفع ملفات ${ltr('.nii')} أو ${ltr('.nii.gz')} أو ${ltr('.dcm')} أو ${ltr('.nrrd')}، أو ملفات ZIP تضم ملفات DICOM.`,
    skipped: (names: readonly string[]) => {
      const count = names.length;
      const list = joinedList('ar', names.map(isolated));
      return pluralOf('ar', count, {
        zero: 'لم يُستبعد أي ملف.',
        one: `تم استبعاد هذا الملف لأنه ليس ملف أشعة مدعومًا: ${list}`,
        two: `تم استبعاد هذين الملفين لأنهما ليسا ملفَي أشعة مدعومين: ${list}`,
        few: `تم استبعاد هذه الملفات الـ${count} لأنها ليست ملفات أشعة مدعومة: ${list}`,
        many: `تم استبعاد ${count} ملفًا لأنها ليست ملفات أشعة مدعومة: ${list}`,
        other: `تم استبعاد ${count} ملف لأنها ليست ملفات أشعة مدعومة: ${list}`,
      });
    },
    zipsSkipped: 'لا يمكن رفع ملف ZIP إلا بمفرده، لذا تم تجاهل ملفات ZIP التي اخترتها مع ملفات أخرى.',
    selectedFiles: 'الملفات المختارة',
    clearAll: 'مسح الكل',
    totalSize: (count: number, size: string) => {
      const files = pluralOf('ar', count, {
        zero: 'لا توجد ملفات',
        one: 'ملف واحد',
        two: 'ملفان',
        few: `${count} ملفات`,
        many: `${count} ملفًا`,
        other: `${count} ملف`,
      });
      return `${files}، ${ltr(size)}.`;
    },
    willBeZipped: 'ستُرسَل معًا في ملف واحد باسم dicoms.zip.',
    processing: 'جارٍ معالجة الأشعة...',
    analyzing: 'يحلّل الذكاء الاصطناعي أشعة أسنانك الآن...',
    progressLabel: 'تقدّم الرفع',
    cancel: 'إلغاء الرفع',
    startAnalysis: 'بدء التحليل بالذكاء الاصطناعي',
    analyzingButton: 'جارٍ التحليل...',
    cancelled: 'تم إلغاء الرفع.',
    unreadable: (path: string) => `لم يعد من الممكن قراءة الملف ${isolated(path)}. يُرجى اختياره مرة أخرى.`,
    successTitle: 'تم بنجاح!',
    successReceived: 'تم استلام الأشعة وجارٍ معالجتها.',
    successTime: `مدة المعالجة المتوقعة: ${expectedProcessingTime}.`,
    successEmail: 'ستُرسَل النتائج إلى بريدك الإلكتروني.',
    successDismiss: 'حسنًا، شكرًا!',
    uploadSuccessful: 'تم الرفع بنجاح! جارٍ معالجة أشعة الأسنان الخاصة بك.',
    myScans: 'ملفات الأشعة المرفوعة',
    refresh: 'تحديث',
    loadingScans: 'جارٍ تحميل ملفات الأشعة…',
    scansFailed: 'تعذّر تحميل ملفات الأشعة. يُرجى المحاولة مرة أخرى.',
    noScans: 'لم ترفع أي ملفات أشعة بعد.',
    file: 'الملف',
    size: 'الحجم',
    uploaded: 'تاريخ الرفع',
    status: 'الحالة',
    result: 'النتيجة',
  },
};
