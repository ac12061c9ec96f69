import { serverUploadMessagesAr } from '../../../src/locales/server/ar/serverUploadMessagesAr';
import { serverUploadMessagesEn } from '../../../src/locales/server/en/serverUploadMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the scan upload answers when the file cannot be taken, in the reader's language. */
export const UploadMessages = serverTexts({ en: serverUploadMessagesEn, ar: serverUploadMessagesAr });
