import { orderAgainMessagesEn } from '../../locales/shop/en/orderAgainMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of "Order again" and of the "Buy again" strip. */
export const OrderAgainMessages = localized('orderAgain', orderAgainMessagesEn);
