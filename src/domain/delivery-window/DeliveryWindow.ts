import { type CalendarDate, FRIDAY, SATURDAY, addDays, cairoDateOf, weekdayOf } from './CalendarDate';
import { DeliveryPolicy, type DeliveryZone, deliveryZoneOf } from './DeliveryPolicy';

/** The first and the last day something is expected on, both possible. */
export interface DayRange {
  readonly earliest: CalendarDate;
  readonly latest: CalendarDate;
}

export interface DeliveryWindow {
  readonly zone: DeliveryZone;
  /** When the order is handed to the courier (or ready at the store for pickup). */
  readonly leavesWarehouse: DayRange;
  /** When it reaches the door. */
  readonly arrives: DayRange;
}

/** Egypt's weekend: the shop prepares orders Sunday to Thursday. */
function isBusinessDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== FRIDAY && weekday !== SATURDAY;
}

/** Egypt's couriers deliver every day but Friday. */
function isCourierDay(date: CalendarDate): boolean {
  return weekdayOf(date) !== FRIDAY;
}

/** The `count`-th day after `from` (not counting `from` itself) that `counts`. */
function nthDayAfter(from: CalendarDate, count: number, counts: (date: CalendarDate) => boolean): CalendarDate {
  let date = from;
  for (let counted = 0; counted < count; ) {
    date = addDays(date, 1);
    if (counts(date)) counted += 1;
  }
  return date;
}

/**
 * When an order placed at `orderedAt` to `governorate` is expected, by the shipping policy (SPEC §9
 * and the shipping policy page), read as follows:
 * - Days are Cairo calendar days. The order's day is the Cairo day of the instant it is placed,
 *   whatever the hour: the policy names no cut-off time, so that day never counts, and an order
 *   placed at 23:59 is prepared from the next business day like one placed at 09:00.
 * - "Processing 1-2 days excluding weekends" counts business days after the order's day, Egypt's
 *   weekend being Friday and Saturday: the order leaves the warehouse on the 1st to the 2nd
 *   Sunday-to-Thursday day after it was placed, never on a Friday or a Saturday. The policy also
 *   leaves out public holidays, whose dates the shop does not know (the Islamic ones follow the
 *   moon): the window is an expectation and does not move for them.
 * - "Delivery 2-5 days in Cairo and major cities, up to 7 elsewhere" counts, as the policy page
 *   says, from the day the order leaves the warehouse, in courier days: every day but Friday, when
 *   Egypt's couriers do not deliver (they do on Saturday). So nothing is expected on a Friday. The
 *   earliest day is the shortest processing followed by the shortest delivery, the latest the
 *   longest of both.
 * - Cairo, Giza and Alexandria are the "major cities" (DeliveryPolicy.ts); every other governorate,
 *   or a name that is none of the 27, is "elsewhere".
 */
export function deliveryWindow(orderedAt: Date, governorate: string): DeliveryWindow {
  const zone = deliveryZoneOf(governorate);
  const orderDay = cairoDateOf(orderedAt);
  const processing = DeliveryPolicy.processingBusinessDays;
  const delivery = DeliveryPolicy.deliveryDays[zone];
  const leavesWarehouse = { earliest: nthDayAfter(orderDay, processing.min, isBusinessDay), latest: nthDayAfter(orderDay, processing.max, isBusinessDay) };
  return {
    zone,
    leavesWarehouse,
    arrives: { earliest: nthDayAfter(leavesWarehouse.earliest, delivery.min, isCourierDay), latest: nthDayAfter(leavesWarehouse.latest, delivery.max, isCourierDay) },
  };
}
