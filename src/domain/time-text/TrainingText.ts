import { cairoDay, cairoMonthDay, cairoShortDate, cairoWeekdayDate, isValidDate, utcTime } from './CairoCalendar';

/** The dental training listing's texts, character for character from SPEC §2, §5 and §8. */
export const TrainingMessages = {
  choosePackage: 'Choose a Package:',
  registerNow: 'Register Now',
  registered: 'Registered',
  alreadyRegistered: 'Already Registered',
  multiDay: 'Multi-day',
  unlimitedSpots: 'Unlimited spots',
  spotsAvailable: (spots: number): string => `${spots} spots available`,
  empty: 'No dental training programs available.',
  loadFailed: 'Failed to load dental trainings.',
  selectPackage: 'Please select a package before registering.',
  signInToRegister: 'Please sign in to register for dental training. You will be redirected to the login page.',
} as const;

/**
 * The 'Multi-day' badge: the end date falls on a later Cairo calendar day than the start. An end
 * on the same day (a session that ends in the afternoon) or before the start (bad data) is not
 * multi-day, so the badge and the date range always appear together.
 */
export function isMultiDay(start: Date, end: Date | null): boolean {
  return end !== null && isValidDate(start) && isValidDate(end) && cairoDay(end).key > cairoDay(start).key;
}

/**
 * SPEC §2: "date range or date and time (Cairo time zone for the date; the time uses UTC)".
 * - Multi-day: 'Dec 5 – Dec 7, 2026' in one year, 'Dec 30, 2026 – Jan 2, 2027' across years
 *   (Cairo days, en dash between spaces; the month is repeated even within one month).
 * - Otherwise: 'Sat, Dec 5, 2026 · 09:00 UTC': the Cairo date with its weekday, then the
 *   24-hour UTC time, labelled so the mixed zones are not mistaken for local time. Near midnight
 *   the two can disagree: 2026-11-21T23:30Z reads 'Sun, Nov 22, 2026 · 23:30 UTC'.
 * An invalid start gives ''; an invalid end is treated as none.
 */
export function trainingDateText(start: Date, end: Date | null): string {
  if (!isValidDate(start)) return '';
  if (end !== null && isMultiDay(start, end)) {
    const from = cairoDay(start).year === cairoDay(end).year ? cairoMonthDay.format(start) : cairoShortDate.format(start);
    return `${from} – ${cairoShortDate.format(end)}`;
  }
  return `${cairoWeekdayDate.format(start)} · ${utcTime.format(start)} UTC`;
}

/**
 * '{n} spots available', or 'Unlimited spots' when no usable capacity is set: null, 0 (the usual
 * "no limit" in admin forms), a negative number, or one too large to be a real head count (beyond
 * the safe integers, which would print as '1e+21'). SPEC's text is kept literally, so 1 reads
 * '1 spots available'. Fractions are dropped.
 */
export function capacityText(capacity: number | null): string {
  const spots = capacity === null ? 0 : Math.trunc(capacity);
  if (!Number.isSafeInteger(spots) || spots <= 0) return TrainingMessages.unlimitedSpots;
  return TrainingMessages.spotsAvailable(spots);
}
