import type { catalogFinderMessagesEn } from '../en/catalogFinderMessagesEn';
import type { Translation } from '../../Translation';

export const catalogFinderMessagesAr: Translation<typeof catalogFinderMessagesEn> = {
  filters: 'التصفية',
  brands: 'العلامة التجارية',
  price: 'السعر (جنيه)',
  minPrice: 'من',
  maxPrice: 'إلى',
  suggestions: 'اقتراحات',
  product: 'منتج',
  category: 'فئة',
  subcategory: 'خط منتجات',
};
