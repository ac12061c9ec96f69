import { pluralOf } from '../../Translation';

/**
 * The words of the shop's dates (src/locales/format/dateTexts.ts): relative times and how a
 * training's date is put together. SPEC's English, character for character. A table apart from
 * the price's (formatMessagesEn), which every page's first load carries in both languages.
 */
export const dateMessagesEn = {
  justNow: 'Just now',
  hoursAgo: (count: number) => pluralOf('en', count, { one: '1 hour ago', other: `${count} hours ago` }),
  /** 'Dec 5 – Dec 7, 2026': the first and last days, en dash between spaces. */
  trainingDays: (first: string, last: string) => `${first} – ${last}`,
  /** 'Sat, Dec 5, 2026 · 09:00 Cairo time': the zone named, since the hour is what a buyer plans the day around. */
  trainingSession: (day: string, time: string) => `${day} · ${time} Cairo time`,
};
