import type { adminJobsMessagesEn } from '../en/adminJobsMessagesEn';
import type { Translation } from '../../Translation';

/** Wraps left-to-right text (a file name) so it reads left to right inside Arabic. */
const ltr = (text: string): string => `\u2066${text}\u2069`;

/** Admin → Background jobs in Arabic (src/ui/messages/AdminJobsMessages.ts). */
export const adminJobsMessagesAr: Translation<typeof adminJobsMessagesEn> = {
  title: 'مهام الخلفية',
  subtitle: 'معالجة الأشعة والبريد الإلكتروني، يشغّلها أي خادم متاح، وتُعاد محاولتها بعد الفشل',
  stateFilter: 'الحالة',
  allStates: 'الكل',
  states: {
    waiting: 'في الانتظار',
    running: 'قيد التشغيل',
    failed: 'فاشلة',
    completed: 'مكتملة',
  },
  countsLabel: 'المهام حسب الحالة',
  kinds: {
    scan: 'معالجة الأشعة',
    mail: 'بريد إلكتروني',
  },
  job: 'المهمة',
  kind: 'النوع',
  what: 'المحتوى',
  state: 'الحالة',
  attempts: 'المحاولات',
  attemptsOf: (attempts: number, maxAttempts: number) => `${attempts} من ${maxAttempts}`,
  when: 'التشغيل التالي / الانتهاء',
  nextRun: (when: string) => `التشغيل التالي ${when}`,
  due: (when: string) => `مستحقة منذ ${when}`,
  finished: (when: string) => `انتهت ${when}`,
  lastError: 'آخر خطأ',
  noError: '—',
  scanWhat: (scanJobId: number | null, fileName: string | null) => `أشعة #${scanJobId ?? '?'} · ${fileName === null ? 'ملف بلا اسم' : ltr(fileName)}`,
  noSubject: '(بلا عنوان)',
  empty: 'لا توجد مهام خلفية هنا بعد.',
  emptyInState: (state: string) => `لا توجد مهام بحالة «${state}».`,
  retry: 'إعادة المحاولة',
  retryNamed: (id: number) => `إعادة محاولة المهمة #${id}`,
  retried: (id: number) => `ستُشغَّل المهمة #${id} مرة أخرى قريبًا.`,
};
