import { receiptMessagesEn } from '../../locales/shop/en/receiptMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of the receipt on the payment confirmation page. */
export const ReceiptMessages = localized('receipt', receiptMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
