import type { categoryNamesEn } from '../en/categoryNamesEn';
import type { Translation } from '../../Translation';

/** The fixed categories' names in Arabic; the makers' brand names stay in Latin letters, as clinics write them. */
export const categoryNamesAr: Translation<typeof categoryNamesEn> = {
  0: 'كل الفئات',
  1: 'منتجات Premier Dental',
  2: 'Avalon Biomed',
  3: 'NuSmile',
};
