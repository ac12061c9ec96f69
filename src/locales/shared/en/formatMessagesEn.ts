import { pluralOf } from '../../Translation';

/**
 * The words around formatted values (src/locales/format): the currency sign, relative times and
 * how a training's dates are joined. SPEC's English, character for character.
 */
export const formatMessagesEn = {
  /** SPEC's price: "2,900 EGP". */
  price: (figure: string) => `${figure} EGP`,
  justNow: 'Just now',
  hoursAgo: (count: number) => pluralOf('en', count, { one: '1 hour ago', other: `${count} hours ago` }),
  /** 'Dec 5 – Dec 7, 2026': the first and last days, en dash between spaces. */
  trainingDays: (first: string, last: string) => `${first} – ${last}`,
  /** 'Sat, Dec 5, 2026 · 09:00 Cairo time': the zone named, since the hour is what a buyer plans the day around. */
  trainingSession: (day: string, time: string) => `${day} · ${time} Cairo time`,
};
