import { invoiceMessagesEn } from '../../locales/shop/en/invoiceMessagesEn';
import { localized } from '../i18n/localized';

/** The invoice download's texts. */
export const InvoiceMessages = localized('invoice', invoiceMessagesEn);
