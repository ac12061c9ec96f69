import { checkoutMessagesEn } from '../../locales/shop/en/checkoutMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the cart, checkout and payment confirmation screens (SPEC §2, §5, §8 verbatim). */
export const CheckoutMessages = localized('checkout', checkoutMessagesEn);
