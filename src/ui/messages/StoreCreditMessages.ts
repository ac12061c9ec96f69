import { storeCreditMessagesEn } from '../../locales/shop/en/storeCreditMessagesEn';
import { localized } from '../i18n/localized';

/** Store credit in the account, at checkout and on the order page. */
export const StoreCreditMessages = localized('storeCredit', storeCreditMessagesEn);
