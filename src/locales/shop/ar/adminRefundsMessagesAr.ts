import type { adminRefundsMessagesEn } from '../en/adminRefundsMessagesEn';
import { pluralOf, type Translation } from '../../Translation';

const customersHold = (count: number): string =>
  pluralOf('ar', count, {
    zero: 'لا يملك أي عميل رصيدًا',
    one: 'عميل واحد لديه رصيد',
    two: 'عميلان لديهما رصيد',
    few: `${count} عملاء لديهم رصيد`,
    many: `${count} عميلًا لديهم رصيد`,
    other: `${count} عميل لديهم رصيد`,
  });

const confirmedCount = (count: number): string =>
  pluralOf('ar', count, {
    zero: 'لا استردادات مؤكدة',
    one: 'استرداد واحد مؤكد',
    two: 'استردادان مؤكدان',
    few: `${count} استردادات مؤكدة`,
    many: `${count} استردادًا مؤكدًا`,
    other: `${count} استرداد مؤكد`,
  });

const pendingCount = (count: number): string =>
  pluralOf('ar', count, {
    zero: 'لا شيء بانتظار بوابة الدفع',
    one: 'استرداد واحد بانتظار بوابة الدفع',
    two: 'استردادان بانتظار بوابة الدفع',
    few: `${count} استردادات بانتظار بوابة الدفع`,
    many: `${count} استردادًا بانتظار بوابة الدفع`,
    other: `${count} استرداد بانتظار بوابة الدفع`,
  });

/** The back office's refund and store credit reports in Arabic. */
export const adminRefundsMessagesAr: Translation<typeof adminRefundsMessagesEn> = {
  tabs: { label: 'المدفوعات والاستردادات', payments: 'المدفوعات', refunds: 'الاستردادات' },
  refunds: {
    title: 'الاستردادات',
    searchPlaceholder: 'رقم الطلب أو الإشعار الدائن، أو بريد العميل أو اسمه',
    statusFilter: 'الحالة',
    methodFilter: 'الطريقة',
    anyMethod: 'أي طريقة',
    order: 'الطلب',
    customer: 'العميل',
    method: 'الطريقة',
    amount: 'المبلغ',
    status: 'الحالة',
    attempts: 'المحاولات',
    lastError: 'آخر خطأ',
    who: 'بواسطة',
    when: 'تاريخ الطلب',
    confirmed: 'تاريخ التأكيد',
    creditNote: 'الإشعار الدائن',
    none: '—',
    statuses: { Pending: 'قيد الانتظار', Confirmed: 'مؤكد', Failed: 'فشل' },
    methods: { card: 'البطاقة', 'store-credit': 'رصيد المتجر', 'by-hand': 'يدويًا' },
    downloadCreditNote: (number) => `تنزيل الإشعار الدائن \u2066${number}\u2069`,
  },
  storeCredit: {
    title: 'رصيد المتجر',
    issued: 'مُنح عن طريق الاستردادات',
    spent: 'أُنفق على الطلبات',
    restored: 'أُعيد (طلبات لم تكتمل)',
    outstanding: 'لدى العملاء الآن',
    customersWithBalance: customersHold,
  },
  dashboard: {
    netRevenue: 'صافي الإيرادات بعد الاستردادات',
    netRevenueNote: 'مدفوعات البطاقات ناقص ما رُدّ إلى البطاقات',
    refunds: 'استردادات هذا الشهر',
    refundsNote: (confirmed, pending) => `${confirmedCount(confirmed)} · ${pendingCount(pending)}`,
    storeCredit: 'رصيد المتجر لدى العملاء',
    storeCreditNote: 'مستحق للعملاء، يُستخدم عند الدفع',
  },
};
