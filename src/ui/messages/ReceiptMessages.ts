import { receiptMessagesEn } from '../../locales/shop/en/receiptMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the receipt on the payment confirmation page. */
export const ReceiptMessages = localized('receipt', receiptMessagesEn);
