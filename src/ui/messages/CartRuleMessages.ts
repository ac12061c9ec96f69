import { cartMessagesEn } from '../../locales/shop/en/cartMessagesEn';
import { localized } from '../i18n/localized';

/** The cart's texts. */
export const CartRuleMessages = localized('cart', cartMessagesEn);
