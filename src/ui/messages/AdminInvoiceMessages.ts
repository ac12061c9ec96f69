import { adminInvoiceMessagesEn } from '../../locales/shop/en/adminInvoiceMessagesEn';
import { localized } from '../i18n/localized';

/** The back office's invoice details form. */
export const AdminInvoiceMessages = localized('adminInvoice', adminInvoiceMessagesEn);
