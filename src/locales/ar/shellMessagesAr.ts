import { Brand } from '../../domain/brand';
import type { shellMessagesEn } from '../en/shellMessagesEn';
import type { Translation } from '../Translation';
import { bestSellerMessagesAr } from './bestSellerMessagesAr';
import { catalogQueryMessagesAr } from './catalogQueryMessagesAr';

/** The app shell's and home page's texts in Arabic (src/ui/messages/ShellMessages.ts). */
export const shellMessagesAr: Translation<typeof shellMessagesEn> = {
  loading: 'جارٍ التحميل…',
  maintenance: {
    title: 'الموقع قيد الصيانة',
    explanation: `نعمل على تطوير ${Brand.name} وسنعود قريبًا. شكرًا لصبركم.`,
    clockLabel: 'الوقت الحالي في القاهرة',
    checkAgain: 'تحقّق مرة أخرى',
    contact: 'لديك أسئلة؟ راسلنا على',
  },
  navbar: {
    banner: 'مستلزمات طب الأسنان الاحترافية',
    callUs: 'اتصل بنا',
    home: 'الرئيسية',
    products: 'المنتجات',
    training: 'دورات طب الأسنان',
    ai: Brand.aiName,
    notifications: 'الإشعارات',
    cart: 'السلة',
    account: 'الحساب',
    accountSignedIn: (email: string) => `الحساب (تم تسجيل الدخول بـ \u2066${email}\u2069)`,
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menu: 'القائمة',
    mainNavigation: 'التنقل الرئيسي',
    withCount: (label: string, count: number) => (count > 0 ? `${label} (${count})` : label),
  },
  footer: {
    about: `توفّر ${Brand.name} لعيادات الأسنان في جميع أنحاء مصر منتجات احترافية، وتحليل الأشعة عبر ${Brand.aiName}، ودورات تدريبية في طب الأسنان.`,
    contact: 'تواصل معنا',
    policies: 'السياسات',
    privacyPolicy: 'سياسة الخصوصية',
    refundExchangePolicy: 'سياسة الاسترجاع والاستبدال',
    shippingPolicy: 'سياسة الشحن',
    rights: `© ${Brand.name}. الأسعار بالجنيه المصري.`,
  },
  toast: {
    dismiss: 'إغلاق',
  },
  home: {
    heroTitle: 'مستلزمات طب الأسنان للعيادات في جميع أنحاء مصر',
    heroText: `تقدّم ${Brand.name} لعيادتك منتجات طب أسنان متميزة، وتجزئة الأشعة بالذكاء الاصطناعي عبر ${Brand.aiName}، ودورات تدريبية عملية في طب الأسنان، بأسعار بالجنيه المصري.`,
    shopProducts: 'تسوّق المنتجات',
    browseCategories: 'تصفّح الفئات',
    bestSellers: 'الأكثر مبيعًا',
    bestSellersLoading: 'جارٍ تحميل المنتجات الأكثر مبيعًا',
    bestSellersError: bestSellerMessagesAr.loadError,
    tryAgain: bestSellerMessagesAr.retry,
    bestSellersEmpty: bestSellerMessagesAr.empty,
    outOfStock: catalogQueryMessagesAr.outOfStock,
    listPrice: 'السعر الأصلي',
    exploreMore: 'اكتشف المزيد',
    events: 'الفعاليات',
    eventsText: 'معارض وندوات علمية وورش عمل في طب الأسنان يمكنك لقاؤنا فيها.',
    ai: Brand.aiName,
    aiText: 'ارفع أشعة CBCT واستلم نتائج التجزئة بالذكاء الاصطناعي عبر البريد الإلكتروني.',
    training: 'دورات طب الأسنان',
    trainingText: 'دورات عملية مع مدربين ذوي خبرة، في القاهرة وعبر الإنترنت.',
    learnMore: 'اعرف المزيد',
    partners: 'شركاؤنا',
    partnersText: 'نحن شريك كبرى الشركات المصنّعة لمستلزمات طب الأسنان في مصر.',
    callToAction: 'هل أنت مستعد لتجهيز عيادتك؟',
    callToActionText: 'اطلب اليوم وادفع عند الاستلام أو بالبطاقة، أو استلم طلبك من متجرنا.',
    shopNow: 'تسوّق الآن',
    contactUs: 'تواصل معنا',
  },
};
