import type { BestSellerMessages } from '../../domain/catalog-query';
import type { Translation } from '../Translation';

/** The home page's Best Sellers texts in Arabic (src/domain/catalog-query/BestSellers.ts). */
export const bestSellerMessagesAr: Translation<typeof BestSellerMessages> = {
  loadError: 'تعذّر تحميل المنتجات الأكثر مبيعًا',
  retry: 'حاول مرة أخرى',
  empty: 'لا توجد منتجات ضمن الأكثر مبيعًا حاليًا.',
};
