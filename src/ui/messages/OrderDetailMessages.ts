import { orderDetailMessagesEn } from '../../locales/shop/en/orderDetailMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of the order detail page. */
export const OrderDetailMessages = localized('orderDetail', orderDetailMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
