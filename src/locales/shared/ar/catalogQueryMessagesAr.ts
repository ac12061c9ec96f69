import type { CatalogPage } from '@tiara/domain/catalog-query';
import type { catalogQueryMessagesEn } from '../en/catalogQueryMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** The product list's texts in Arabic (src/locales/shared/en/catalogQueryMessagesEn.ts). */
export const catalogQueryMessagesAr: Translation<typeof catalogQueryMessagesEn> = {
  empty: 'لم يتم العثور على منتجات',
  loadError: 'حدث خطأ أثناء تحميل المنتجات',
  outOfStock: 'نفد من المخزون',
  unavailable: 'غير متوفر حاليًا',
  viewOptions: 'عرض الخيارات',
  showing: showingTextAr,
};

/** The list's 'Showing X to Y of Z products' in Arabic: 'عرض 1 إلى 12 من أصل 40 منتجًا'; an empty list reads 'عرض 0 إلى 0 من أصل 0 منتج'. */
function showingTextAr(page: Pick<CatalogPage<unknown>, 'from' | 'to' | 'total'>): string {
  const { from, to, total } = page;
  const products = pluralOf('ar', total, {
    zero: `${total} منتج`,
    one: 'منتج واحد',
    two: 'منتجين',
    few: `${total} منتجات`,
    many: `${total} منتجًا`,
    other: `${total} منتج`,
  });
  return `عرض ${from} إلى ${to} من أصل ${products}`;
}
