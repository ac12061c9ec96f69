import { serverAccountMessagesAr } from '../../../src/locales/ar/serverAccountMessagesAr';
import { serverAccountMessagesEn } from '../../../src/locales/en/serverAccountMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The account endpoints' texts, in the reader's language. */
export const AccountMessages = serverTexts({ en: serverAccountMessagesEn, ar: serverAccountMessagesAr });

export const MINIMUM_PASSWORD_LENGTH = 8;
