import { serverInvoiceMessagesAr } from '../../../src/locales/ar/serverInvoiceMessagesAr';
import { serverInvoiceMessagesEn } from '../../../src/locales/en/serverInvoiceMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the invoice endpoints answer when they cannot do as asked, in the reader's language. */
export const InvoiceMessages = serverTexts({ en: serverInvoiceMessagesEn, ar: serverInvoiceMessagesAr });
