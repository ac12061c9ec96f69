import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { Brand } from '@tiara/domain/brand';
import { type Piasters, piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';

/*
 * Reading the back office's typed-in values. Date-time fields are Cairo wall-clock time, whatever
 * the admin's computer is set to, because the shop's events, trainings and promotions run in Cairo.
 */

const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const POUNDS_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE_PATTERN = /^\d{1,9}$/;

/** 'YYYY-MM-DDTHH:mm' (a datetime-local input's value) for an instant, in Cairo time. */
export function cairoInputValue(date: Date): string {
  return formatInTimeZone(date, Brand.timeZone, "yyyy-MM-dd'T'HH:mm");
}

/** The instant a datetime-local value names in Cairo, or null when it is not a real date and time. */
export function instantOfCairoInput(value: string): Date | null {
  const text = value.trim();
  if (!INPUT_PATTERN.test(text)) return null;
  const date = fromZonedTime(text, Brand.timeZone);
  // An impossible day (Feb 30) is either invalid or rolls over to another day: refused both ways.
  return Number.isNaN(date.getTime()) || cairoInputValue(date) !== text ? null : date;
}

/** An amount typed in pounds ('12.5') as piasters, or null when it is not 0 or more with at most two decimals. */
export function piastersOfInput(value: string): Piasters | null {
  const text = value.trim();
  return POUNDS_PATTERN.test(text) ? piastersFromPounds(Number(text)) : null;
}

/** Piasters as a pounds field shows them ('12.5'). */
export function inputOfPiasters(amount: Piasters): string {
  return String(poundsFromPiasters(amount));
}

/** A whole number of 0 or more typed in, or null. */
export function wholeNumberOfInput(value: string): number | null {
  const text = value.trim();
  return WHOLE_PATTERN.test(text) ? Number(text) : null;
}
