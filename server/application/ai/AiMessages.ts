import { serverAiMessagesAr } from '../../../src/locales/server/ar/serverAiMessagesAr';
import { serverAiMessagesEn } from '../../../src/locales/server/en/serverAiMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The AI endpoints' refusals, in the reader's language. */
export const AiMessages = serverTexts({ en: serverAiMessagesEn, ar: serverAiMessagesAr });
