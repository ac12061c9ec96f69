import { cartTotalsMessagesEn } from '../../locales/shop/en/cartTotalsMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the cart summary's shipping estimate. */
export const CartTotalsMessages = localized('cartTotals', cartTotalsMessagesEn);
