import type { cartTotalsMessagesEn } from '../en/cartTotalsMessagesEn';
import type { Translation } from '../../Translation';

/** The cart summary's shipping estimate in Arabic. */
export const cartTotalsMessagesAr: Translation<typeof cartTotalsMessagesEn> = {
  deliverTo: 'التوصيل إلى',
  shippingTo: (governorate: string) => `الشحن (${governorate})`,
  promoTakenFrom: (amount: string) => `خصم الكود محسوب من المجموع الفرعي + الشحن (${amount})`,
  promoTakenFromSubtotal: (amount: string) => `خصم الكود محسوب من المجموع الفرعي (${amount})`,
};
