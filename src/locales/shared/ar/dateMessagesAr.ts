import type { dateMessagesEn } from '../en/dateMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** The words of the shop's dates in Arabic (src/locales/shared/en/dateMessagesEn.ts). */
export const dateMessagesAr: Translation<typeof dateMessagesEn> = {
  justNow: 'الآن',
  hoursAgo: (count: number) =>
    pluralOf('ar', count, {
      zero: 'الآن',
      one: 'منذ ساعة',
      two: 'منذ ساعتين',
      few: `منذ ${count} ساعات`,
      many: `منذ ${count} ساعة`,
      other: `منذ ${count} ساعة`,
    }),
  trainingDays: (first: string, last: string) => `${first} – ${last}`,
  trainingSession: (day: string, time: string) => `${day} · ${time} بتوقيت القاهرة`,
};
