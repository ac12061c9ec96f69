import type { catalogMessagesEn } from '../en/catalogMessagesEn';
import { type Translation, pluralOf } from '../../Translation';
import { cartMessagesAr } from './cartMessagesAr';
import { catalogQueryMessagesAr } from '../../shared/ar/catalogQueryMessagesAr';
import { variantMessagesAr } from './variantMessagesAr';

/** The catalogue's texts in Arabic (src/ui/messages/CatalogMessages.ts). */
export const catalogMessagesAr: Translation<typeof catalogMessagesEn> = {
  // Product list
  products: 'المنتجات',
  categories: 'الفئات',
  subcategories: 'خطوط المنتجات',
  searchLabel: 'ابحث في المنتجات',
  searchPlaceholder: 'ابحث باسم المنتج أو الفئة',
  sortLabel: 'ترتيب حسب',
  perPageLabel: 'لكل صفحة',
  previousPage: 'السابق',
  nextPage: 'التالي',
  pageLabel: (page: number) => `الصفحة ${page}`,
  pagination: 'التنقل بين الصفحات',
  loadingProducts: 'جارٍ تحميل المنتجات…',
  noProducts: catalogQueryMessagesAr.empty,
  loadError: catalogQueryMessagesAr.loadError,
  retry: 'حاول مرة أخرى',
  outOfStockBadge: catalogQueryMessagesAr.outOfStock,
  currentlyUnavailable: catalogQueryMessagesAr.unavailable,
  viewOptions: catalogQueryMessagesAr.viewOptions,
  notifyMe: 'أبلغني عند التوفر',

  // Adding to the cart (list and detail)
  addToCart: 'أضف إلى السلة',
  addedToCart: 'تمت الإضافة إلى السلة',
  stockLimit: cartMessagesAr.stockLimit,

  // Product detail
  home: 'الرئيسية',
  breadcrumb: 'مسار التنقل',
  loadingProduct: 'جارٍ تحميل المنتج…',
  productNotFound: 'المنتج غير موجود',
  productNotFoundText: 'هذا المنتج غير موجود أو لم يعد متاحًا للبيع.',
  productLoadFailed: 'تعذّر تحميل المنتج',
  backToProducts: 'العودة إلى المنتجات',
  reviewsCount: (count: number) =>
    pluralOf('ar', count, {
      zero: 'لا توجد مراجعات',
      one: 'مراجعة واحدة',
      two: 'مراجعتان',
      few: `${count} مراجعات`,
      many: `${count} مراجعة`,
      other: `${count} مراجعة`,
    }),
  inStock: (quantity: number) => `متوفر (الكمية المتاحة: ${quantity})`,
  outOfStock: variantMessagesAr.sizeOutOfStock,
  side: 'الجهة',
  size: 'المقاس',
  option: 'الخيار',
  quantity: 'الكمية',
  decreaseQuantity: 'تقليل الكمية',
  increaseQuantity: 'زيادة الكمية',
  cartSummary: 'سلتك',
  cartItems: (count: number) =>
    pluralOf('ar', count, {
      zero: 'لا توجد منتجات',
      one: 'منتج واحد',
      two: 'منتجان',
      few: `${count} منتجات`,
      many: `${count} منتجًا`,
      other: `${count} منتج`,
    }),
  subtotal: 'المجموع الفرعي',
  viewCart: 'عرض السلة',
  description: 'الوصف',
  features: 'المميزات',
  noDescription: 'لا يوجد وصف بعد.',
  specifications: 'المواصفات',
  noSpecifications: 'لا توجد مواصفات مدرجة.',
  specificationName: 'المواصفة',
  specificationValue: 'القيمة',
  reviews: 'المراجعات',
  noReviews: 'لا توجد مراجعات بعد.',
  rating: (rating: number) => `${rating} من 5`,
  wasPrice: (price: string) => `السعر قبل الخصم ${price}`,
};
