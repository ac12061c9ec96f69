import type { creditNoteDocumentEn } from '../en/creditNoteDocumentEn';
import type { Translation } from '../../Translation';

/**
 * A credit note's printed words in Arabic, laid out right to left. No directional isolates around
 * numbers: the PDF's own line layout (bidiRuns) orders the runs, and the fonts have no glyphs for them.
 */
export const creditNoteDocumentAr: Translation<typeof creditNoteDocumentEn> = {
  title: 'إشعار دائن',
  creditNoteNumber: (number: string) => `رقم الإشعار الدائن: ${number}`,
  creditsInvoice: (number: string, day: string) => `عن الفاتورة ${number} بتاريخ ${day}`,
  refundMethods: {
    card: 'رُدّ المبلغ إلى البطاقة التي دُفع بها الطلب',
    'store-credit': 'رُدّ المبلغ رصيدًا في المتجر',
    'by-hand': 'رُدّ المبلغ يدويًا',
  },
  goods: 'قيمة البضاعة المرتجعة',
  addedToGoods: 'مبالغ أخرى مستردة',
  keptFromGoods: 'مبالغ غير مستردة',
  amountCredited: 'إجمالي المبلغ الدائن',
  footnote: 'يخفض هذا الإشعار الدائن قيمة الفاتورة المشار إليها بإجمالي المبلغ الدائن شاملًا ضريبة القيمة المضافة. المبالغ بالجنيه المصري.',
};
