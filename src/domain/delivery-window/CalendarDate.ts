import { cairoDay } from '../time-text/CairoCalendar';

/** A day of the calendar, with no time and no zone: the Cairo day an order was placed on, the day it arrives. */
export interface CalendarDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  /** 1 to 31. */
  readonly day: number;
}

/** 0 Sunday to 6 Saturday, as Date.getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const FRIDAY: Weekday = 5;
export const SATURDAY: Weekday = 6;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date as its first instant in UTC: arithmetic on UTC midnights never meets a summer-time change. */
function utcMidnight(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtcMidnight(ms: number): CalendarDate {
  const instant = new Date(ms);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** The Cairo calendar day an instant falls on (the shop's time zone, summer time included). */
export function cairoDateOf(instant: Date): CalendarDate {
  const [year = 0, month = 0, day = 0] = cairoDay(instant).key.split('-').map(Number);
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

export function weekdayOf(date: CalendarDate): Weekday {
  return new Date(utcMidnight(date)).getUTCDay() as Weekday;
}
