import { serverAccountMessagesAr } from '../../../src/locales/server/ar/serverAccountMessagesAr';
import { serverAccountMessagesEn } from '../../../src/locales/server/en/serverAccountMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The account endpoints' texts, in the reader's language. */
export const AccountMessages = serverTexts({ en: serverAccountMessagesEn, ar: serverAccountMessagesAr });

export const MINIMUM_PASSWORD_LENGTH = 8;
