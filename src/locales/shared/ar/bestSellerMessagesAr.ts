import type { bestSellerMessagesEn } from '../en/bestSellerMessagesEn';
import type { Translation } from '../../Translation';

/** The home page's Best Sellers texts in Arabic (src/locales/shared/en/bestSellerMessagesEn.ts). */
export const bestSellerMessagesAr: Translation<typeof bestSellerMessagesEn> = {
  loadError: 'تعذّر تحميل المنتجات الأكثر مبيعًا',
  retry: 'حاول مرة أخرى',
  empty: 'لا توجد منتجات ضمن الأكثر مبيعًا حاليًا.',
};
