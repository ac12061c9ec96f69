import { isValidDate } from './CairoCalendar';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How old a notification reads, before it is put into words in a language (src/locales/format):
 * just now, a whole number of hours ago, or the day it was sent on.
 */
export type NotificationAge =
  | { readonly kind: 'just-now' }
  | { readonly kind: 'ago'; readonly unit: 'hour'; readonly count: number }
  | { readonly kind: 'on'; readonly date: Date };

/**
 * SPEC §9: 'Just now' under 1 hour, then '{n} hour(s) ago' under 24 hours, then a short date.
 * Whole hours are counted down ('1 hour ago' up to 1 h 59 min). A timestamp in the future (the
 * server's clock ahead of the device's) also reads 'Just now'. The date is shown as the Cairo
 * calendar day, the shop's time zone. An invalid date has no age: null.
 */
export function notificationAge(createdAt: Date, now: Date): NotificationAge | null {
  if (!isValidDate(createdAt) || !isValidDate(now)) return null;
  const age = now.getTime() - createdAt.getTime();
  if (age < HOUR_MS) return { kind: 'just-now' };
  if (age < DAY_MS) return { kind: 'ago', unit: 'hour', count: Math.floor(age / HOUR_MS) };
  return { kind: 'on', date: createdAt };
}
