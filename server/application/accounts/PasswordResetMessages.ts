import { serverPasswordResetMessagesAr } from '../../../src/locales/server/ar/serverPasswordResetMessagesAr';
import { serverPasswordResetMessagesEn } from '../../../src/locales/server/en/serverPasswordResetMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The password-reset endpoints' texts, in the reader's language. */
export const PasswordResetMessages = serverTexts({ en: serverPasswordResetMessagesEn, ar: serverPasswordResetMessagesAr });
