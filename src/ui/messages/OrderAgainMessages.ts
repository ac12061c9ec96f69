import { orderAgainMessagesEn } from '../../locales/shop/en/orderAgainMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of "Order again" and of the "Buy again" strip. */
export const OrderAgainMessages = localized('orderAgain', orderAgainMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
