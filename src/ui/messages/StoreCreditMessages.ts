import { storeCreditMessagesEn } from '../../locales/shop/en/storeCreditMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** Store credit in the account, at checkout and on the order page. */
export const StoreCreditMessages = localized('storeCredit', storeCreditMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
