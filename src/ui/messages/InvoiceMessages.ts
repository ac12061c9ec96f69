import { invoiceMessagesEn } from '../../locales/shop/en/invoiceMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The invoice download's texts. */
export const InvoiceMessages = localized('invoice', invoiceMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
