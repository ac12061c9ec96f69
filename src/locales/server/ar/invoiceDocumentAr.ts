import type { invoiceDocumentEn } from '../en/invoiceDocumentEn';
import type { Translation } from '../../Translation';

/**
 * An invoice's printed words in Arabic, laid out right to left. No directional isolates around
 * numbers: the PDF's own line layout (bidiRuns) orders the runs, and the fonts have no glyphs for them.
 */
export const invoiceDocumentAr: Translation<typeof invoiceDocumentEn> = {
  title: 'فاتورة ضريبية',
  taxRegistrationNumber: (number: string) => `رقم التسجيل الضريبي: ${number}`,
  commercialRegister: (number: string) => `السجل التجاري: ${number}`,
  invoiceNumber: (number: string) => `رقم الفاتورة: ${number}`,
  date: (day: string) => `التاريخ: ${day}`,
  order: (orderId: number) => `الطلب: #${orderId}`,
  billTo: 'فاتورة إلى',
  item: 'الصنف',
  quantity: 'الكمية',
  unitPrice: 'سعر الوحدة',
  lineTotal: 'الإجمالي',
  subtotal: 'المجموع الفرعي',
  shipping: 'الشحن',
  discount: 'الخصم',
  discountWithCode: (code: string) => `الخصم (${code})`,
  total: 'الإجمالي الكلي',
  paidWithStoreCredit: 'المدفوع من رصيد المتجر',
  payment: (method: string) => `طريقة الدفع: ${method}`,
  vatIncluded: (percent: number) => `شامل ضريبة القيمة المضافة ${percent}%`,
  footnote: 'الأسعار شاملة ضريبة القيمة المضافة. المبالغ بالجنيه المصري.',
};
