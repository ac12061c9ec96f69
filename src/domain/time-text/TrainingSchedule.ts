import { cairoDay, isValidDate } from './CairoCalendar';

/**
 * The 'Multi-day' badge: the end date falls on a later Cairo calendar day than the start. An end
 * on the same day (a session that ends in the afternoon) or before the start (bad data) is not
 * multi-day, so the badge and the date range always appear together.
 */
export function isMultiDay(start: Date, end: Date | null): boolean {
  return end !== null && isValidDate(start) && isValidDate(end) && cairoDay(end).key > cairoDay(start).key;
}

/**
 * SPEC §2: "date range or date and time". What a training's date shows, before it is put into
 * words in a language (src/locales/format):
 * - 'days' for a multi-day course: its first and last Cairo days, and whether they fall in one
 *   Cairo year (then the year is written once, after the last day);
 * - 'session' otherwise: the start's Cairo day with its weekday and its Cairo time (SPEC wrote the
 *   time in UTC; issue 27 has it in Cairo time like the rest of the shop).
 * An invalid start has no schedule (null); an invalid end is treated as none.
 */
export type TrainingSchedule =
  | { readonly kind: 'days'; readonly start: Date; readonly end: Date; readonly sameYear: boolean }
  | { readonly kind: 'session'; readonly start: Date };

export function trainingSchedule(start: Date, end: Date | null): TrainingSchedule | null {
  if (!isValidDate(start)) return null;
  if (end !== null && isMultiDay(start, end)) return { kind: 'days', start, end, sameYear: cairoDay(start).year === cairoDay(end).year };
  return { kind: 'session', start };
}

/**
 * The number of spots a capacity offers, or null for 'Unlimited spots' when no usable capacity is
 * set: null, 0 (the usual "no limit" in admin forms), a negative number, or one too large to be a
 * real head count (beyond the safe integers, which would print as '1e+21'). Fractions are dropped.
 */
export function availableSpots(capacity: number | null): number | null {
  const spots = capacity === null ? 0 : Math.trunc(capacity);
  return Number.isSafeInteger(spots) && spots > 0 ? spots : null;
}
