import { serverAdminMessagesAr } from '../../../src/locales/server/ar/serverAdminMessagesAr';
import { serverAdminMessagesEn } from '../../../src/locales/server/en/serverAdminMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the back office and sales API answer when a request cannot be done as asked, in the reader's language. */
export const AdminMessages = serverTexts({ en: serverAdminMessagesEn, ar: serverAdminMessagesAr });
