import { serverInvoiceMessagesAr } from '../../../src/locales/server/ar/serverInvoiceMessagesAr';
import { serverInvoiceMessagesEn } from '../../../src/locales/server/en/serverInvoiceMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the invoice endpoints answer when they cannot do as asked, in the reader's language. */
export const InvoiceMessages = serverTexts({ en: serverInvoiceMessagesEn, ar: serverInvoiceMessagesAr });
