import type { catalogListMessagesEn } from '../en/catalogListMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

export const catalogListMessagesAr: Translation<typeof catalogListMessagesEn> = {
  filtersButton: (count: number) => (count > 0 ? `التصفية (${count})` : 'التصفية'),
  showProducts: (count: number) =>
    pluralOf('ar', count, {
      zero: 'لا توجد منتجات للعرض',
      one: 'عرض منتج واحد',
      two: 'عرض منتجين',
      few: `عرض ${count} منتجات`,
      many: `عرض ${count} منتجًا`,
      other: `عرض ${count} منتج`,
    }),
  closeFilters: 'إغلاق التصفية',

  activeFilters: 'التصفية المختارة',
  minPriceChip: (price: string) => `من ${price}`,
  maxPriceChip: (price: string) => `حتى ${price}`,
  removeFilter: '(إزالة التصفية)',
  clearAll: 'مسح الكل',

  minAboveMax: 'يجب ألا يزيد الحد الأدنى للسعر عن الحد الأقصى',
  notAnAmount: 'أدخل السعر بالجنيه بالأرقام (مثلًا 250)',

  inStock: 'متوفر',
  inStockCount: (count: number) => `متوفر: ${count}`,
  chooseOnPage: 'اختر المقاس أو النوع',
};
