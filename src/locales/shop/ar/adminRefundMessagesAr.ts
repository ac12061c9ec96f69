import type { adminRefundMessagesEn } from '../en/adminRefundMessagesEn';
import type { Translation } from '../../Translation';
import { ltr, named } from '../../shared/ar/arabicText';

/** Admin → Orders: an order's refunds in Arabic (src/ui/messages/AdminRefundMessages.ts). */
export const adminRefundMessagesAr: Translation<typeof adminRefundMessagesEn> = {
  title: 'المبالغ المستردة',
  loading: 'جارٍ تحميل المبالغ المستردة…',
  none: 'لا توجد مبالغ مستردة بعد.',
  cardOffer: 'تم دفع هذا الطلب بالبطاقة ثم أُلغي. رجّع المبلغ إلى نفس البطاقة عن طريق بوابة الدفع.',
  amount: 'المبلغ المسترد (ج.م)',
  amountHint: (most: string) => `حتى ${most}. قلّل المبلغ لاسترداد جزء منه.`,
  refundToCard: (amount: string) => `استرداد ${amount} إلى البطاقة`,
  confirmTitle: 'الاسترداد إلى البطاقة',
  confirmMessage: (amount: string, orderId: number) => `استرداد ${amount} من الطلب #${orderId} إلى البطاقة التي دُفع بها؟ بعد ما تنفّذه بوابة الدفع لا يمكن التراجع عنه.`,
  errors: {
    notAnAmount: 'اكتب المبلغ بالجنيه، مثلًا 1234.50.',
    notPositive: 'اكتب مبلغًا أكبر من صفر.',
    tooMuch: (most: string) => `أقصى مبلغ يمكن رده إلى البطاقة ${most}.`,
  },
  refunded: (amount: string, orderId: number) => `تم رد ${amount} من الطلب #${orderId} إلى البطاقة.`,
  waiting: (amount: string) => `استرداد ${amount} في انتظار رد بوابة الدفع، وسنعيد المحاولة كل دقيقة.`,
  refused: (reason: string) => `رفضت بوابة الدفع الاسترداد: ${ltr(reason)}`,
  methods: { card: 'إلى البطاقة', 'store-credit': 'رصيد في المتجر', 'by-hand': 'رُدّ يدويًا' },
  statuses: { Pending: 'قيد الانتظار', Confirmed: 'تم التأكيد', Failed: 'فشل' },
  attempts: (count: number) => `عدد المحاولات مع بوابة الدفع: ${count}`,
  lastError: (error: string) => `آخر خطأ: ${ltr(error)}`,
  by: (name: string) => `بواسطة ${named(name)}`,
  creditNote: (number: string) => `إشعار دائن ${ltr(number)}`,
  forReturn: (returnId: number) => `عن المرتجع #${returnId}`,
  check: {
    button: 'راجِع مع بوابة الدفع مرة أخرى',
    buttonFor: (amount: string) => `راجِع مع بوابة الدفع مرة أخرى: استرداد ${amount}`,
    confirmed: (amount: string) => `أكدت بوابة الدفع استرداد ${amount}.`,
    stillPending: (amount: string, error: string) => `بوابة الدفع لم تؤكد استرداد ${amount} حتى الآن. آخر خطأ: ${ltr(error)}`,
  },
};
