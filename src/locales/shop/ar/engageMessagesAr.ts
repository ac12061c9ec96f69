import { Brand } from '@tiara/domain/brand';
import type { engageMessagesEn } from '../en/engageMessagesEn';
import { type Translation, pluralOf } from '../../Translation';
import { trainingMessagesAr } from './trainingMessagesAr';

/** A notification title (possibly in Latin script) kept in its own direction inside an Arabic sentence. */
const isolated = (text: string): string => `\u2068${text}\u2069`;

/** The notification categories by number, as in EngageMessages; any other number is 'غير معروف'. */
const NOTIFICATION_CATEGORIES: readonly string[] = [
  'منتج جديد',
  'ميزة جديدة',
  'فعالية جديدة',
  'دورة تدريبية جديدة',
  'تحديثات الذكاء الاصطناعي',
  'تحديثات الطلبات',
  'عاد إلى المخزون',
];

/** The notifications, dental training, contact, events and policy texts in Arabic (src/ui/messages/EngageMessages.ts). */
export const engageMessagesAr: Translation<typeof engageMessagesEn> = {
  notifications: {
    title: 'الإشعارات',
    markAllRead: 'تحديد الكل كمقروء',
    clearAll: 'مسح الكل',
    markRead: (title: string) => `تحديد «${isolated(title)}» كمقروء`,
    delete: (title: string) => `حذف «${isolated(title)}»`,
    unread: 'غير مقروء',
    empty: 'لا توجد إشعارات لعرضها',
    signInToSee: 'سجّل الدخول لعرض إشعاراتك.',
    login: 'تسجيل الدخول',
    loading: 'جارٍ تحميل الإشعارات',
    fetchFailed: 'تعذّر تحميل الإشعارات',
    markReadFailed: 'تعذّر التحديد كمقروء',
    tryAgain: 'حاول مرة أخرى',
    categoryLabel: (category: number): string => NOTIFICATION_CATEGORIES[category] ?? 'غير معروف',
  },
  training: {
    title: 'دورات طب الأسنان',
    intro: `دورات عملية ومحاضرات لأطباء الأسنان، تنظّمها ${Brand.name} مع نخبة من أطباء الأسنان في مصر.`,
    filterLabel: 'تصفية حسب المدرب',
    all: 'الكل',
    loading: 'جارٍ تحميل الدورات التدريبية',
    tryAgain: 'حاول مرة أخرى',
    instructor: 'المدرب',
    date: 'التاريخ',
    location: 'المكان',
    capacity: 'عدد المقاعد',
    fullyBooked: 'اكتمل العدد',
    ...trainingMessagesAr,
  },
  contact: {
    title: 'تواصل معنا',
    intro: `لديك سؤال عن طلب أو منتج أو ${Brand.aiName} أو دورة تدريبية؟ راسلنا وسيرد عليك فريق ${Brand.name} عبر البريد الإلكتروني.`,
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    failed: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
    reachUs: 'يمكنك أيضًا التواصل معنا عبر',
    emailUs: 'البريد الإلكتروني',
    callUs: 'الهاتف',
  },
  events: {
    title: 'قريبًا',
    intro: `فعاليات ${Brand.name} وندواتها العلمية وورش عملها في الطريق إليك. ترقّبونا.`,
    countdownLabel: 'الوقت المتبقي',
    // The noun under each figure agrees with it: 1 يوم، 2 يومان، 3 أيام، 11 يومًا، 100 يوم.
    days: (count: number) => pluralOf('ar', count, { zero: 'يوم', one: 'يوم', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' }),
    hours: (count: number) => pluralOf('ar', count, { zero: 'ساعة', one: 'ساعة', two: 'ساعتان', few: 'ساعات', many: 'ساعة', other: 'ساعة' }),
    minutes: (count: number) => pluralOf('ar', count, { zero: 'دقيقة', one: 'دقيقة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' }),
    seconds: (count: number) => pluralOf('ar', count, { zero: 'ثانية', one: 'ثانية', two: 'ثانيتان', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' }),
  },
  policies: {
    // The language switcher names each language in its own script.
    english: 'English',
    arabic: 'العربية',
  },
};
