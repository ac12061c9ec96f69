import type { CartMessages } from '../../domain/cart';
import type { Translation } from '../Translation';

/** The cart's texts in Arabic (src/domain/cart/Cart.ts). */
export const cartMessagesAr: Translation<typeof CartMessages> = {
  stockLimit: 'وصلت إلى الحد الأقصى المتوفر في المخزون!',
  empty: 'سلة التسوق فارغة',
  startShopping: 'ابدأ التسوق',
  checkoutEmpty: 'سلة التسوق فارغة. يُرجى إضافة منتجات قبل إتمام الشراء.',
};
