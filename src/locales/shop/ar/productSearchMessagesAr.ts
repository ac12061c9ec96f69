import { isolated } from '@tiara/domain/language';
import type { productSearchMessagesEn } from '../en/productSearchMessagesEn';
import type { Translation } from '../../Translation';

/** The header's search and the product list's answer to a search that finds nothing as typed, in Arabic. */
export const productSearchMessagesAr: Translation<typeof productSearchMessagesEn> = {
  showingResultsFor: (search: string) => `نعرض نتائج «${isolated(search)}»`,
  noExactMatch: (search: string) => `لا توجد منتجات تطابق «${isolated(search)}» تمامًا.`,
  tryAnotherWord: 'راجع طريقة الكتابة أو جرّب كلمة أخرى.',
  bestSellers: 'الأكثر مبيعًا',
  clearSearch: 'مسح البحث',
  closeSearch: 'إغلاق البحث',
};
