import { serverHttpMessagesAr } from '../../src/locales/server/ar/serverHttpMessagesAr';
import { serverHttpMessagesEn } from '../../src/locales/server/en/serverHttpMessagesEn';
import { serverTexts } from '../application/texts/ServerText';

/** What the HTTP edge answers when a request fails before or around a use case, in the reader's language. */
export const HttpMessages = serverTexts({ en: serverHttpMessagesEn, ar: serverHttpMessagesAr });
