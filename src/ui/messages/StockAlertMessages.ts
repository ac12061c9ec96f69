import { stockAlertMessagesEn } from '../../locales/shop/en/stockAlertMessagesEn';
import { localized } from '../i18n/localized';

/** The notify-me flow and the account's stock alerts; the e-mail rule's texts are the contact form's (SPEC §5). */
export const StockAlertMessages = localized('stockAlert', stockAlertMessagesEn);
