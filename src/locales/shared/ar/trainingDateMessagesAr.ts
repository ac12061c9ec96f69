import type { trainingDateMessagesEn } from '../en/trainingDateMessagesEn';
import type { Translation } from '../../Translation';

/** How a training's date is put together in Arabic (src/locales/shared/en/trainingDateMessagesEn.ts). */
export const trainingDateMessagesAr: Translation<typeof trainingDateMessagesEn> = {
  trainingDays: (first: string, last: string) => `${first} – ${last}`,
  trainingSession: (day: string, time: string) => `${day} · ${time} بتوقيت القاهرة`,
};
