import { serverCreditNoteMessagesAr } from '../../../src/locales/server/ar/serverCreditNoteMessagesAr';
import { serverCreditNoteMessagesEn } from '../../../src/locales/server/en/serverCreditNoteMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the credit note endpoints answer when they cannot do as asked, in the reader's language. */
export const CreditNoteMessages = serverTexts({ en: serverCreditNoteMessagesEn, ar: serverCreditNoteMessagesAr });
