import { serverTrainingMessagesAr } from '../../../src/locales/server/ar/serverTrainingMessagesAr';
import { serverTrainingMessagesEn } from '../../../src/locales/server/en/serverTrainingMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The training endpoints' refusals, in the reader's language. */
export const TrainingMessages = serverTexts({ en: serverTrainingMessagesEn, ar: serverTrainingMessagesAr });
