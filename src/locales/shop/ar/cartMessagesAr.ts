import type { cartMessagesEn } from '../en/cartMessagesEn';
import type { Translation } from '../../Translation';

/** The cart's texts in Arabic (src/locales/shop/en/cartMessagesEn.ts). */
export const cartMessagesAr: Translation<typeof cartMessagesEn> = {
  stockLimit: 'وصلت إلى الحد الأقصى المتوفر في المخزون!',
  empty: 'سلة التسوق فارغة',
  startShopping: 'ابدأ التسوق',
  checkoutEmpty: 'سلة التسوق فارغة. يُرجى إضافة منتجات قبل إتمام الشراء.',
};
