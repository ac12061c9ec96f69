import { cairoShortDate, isValidDate } from './CairoCalendar';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SPEC §9: 'Just now' under 1 hour, then '{n} hour(s) ago' under 24 hours, then a short date.
 * Whole hours are counted down ('1 hour ago' up to 1 h 59 min). A timestamp in the future (the
 * server's clock ahead of the device's) also reads 'Just now'. The short date is the Cairo calendar
 * day, e.g. 'Nov 21, 2026', the shop's time zone. An invalid date gives ''.
 */
export function notificationTimeText(createdAt: Date, now: Date): string {
  if (!isValidDate(createdAt) || !isValidDate(now)) return '';
  const age = now.getTime() - createdAt.getTime();
  if (age < HOUR_MS) return 'Just now';
  if (age < DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return cairoShortDate.format(createdAt);
}
