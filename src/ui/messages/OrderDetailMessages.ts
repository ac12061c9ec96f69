import { orderDetailMessagesEn } from '../../locales/shop/en/orderDetailMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the order detail page. */
export const OrderDetailMessages = localized('orderDetail', orderDetailMessagesEn);
