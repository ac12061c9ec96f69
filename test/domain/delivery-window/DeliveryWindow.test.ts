import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type CalendarDate,
  DeliveryPolicy,
  FRIDAY,
  MAJOR_CITY_GOVERNORATES,
  SATURDAY,
  addDays,
  cairoDateOf,
  deliveryWindow,
  deliveryZoneOf,
  weekdayOf,
} from '@tiara/domain/delivery-window';
import { GOVERNORATES } from '@tiara/domain/shipping-fee';

const key = (date: CalendarDate): string => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
const daysFrom = (from: CalendarDate, to: CalendarDate): number => (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
/** How many days after `from`, up to and including `to`, `counts`. */
const countedDays = (from: CalendarDate, to: CalendarDate, counts: (date: CalendarDate) => boolean): number =>
  Array.from({ length: daysFrom(from, to) }, (_, index) => addDays(from, index + 1)).filter(counts).length;

/** Egypt's weekend, and the couriers' day off, as the policy's reading names them. */
const isBusinessDay = (date: CalendarDate): boolean => weekdayOf(date) !== FRIDAY && weekdayOf(date) !== SATURDAY;
const isCourierDay = (date: CalendarDate): boolean => weekdayOf(date) !== FRIDAY;

const shown = (orderedAt: string, governorate: string) => {
  const window = deliveryWindow(new Date(orderedAt), governorate);
  return { zone: window.zone, leaves: [key(window.leavesWarehouse.earliest), key(window.leavesWarehouse.latest)], arrives: [key(window.arrives.earliest), key(window.arrives.latest)] };
};

describe('the delivery zones: Cairo and the major cities, or elsewhere', () => {
  it('reads Cairo, Giza and Alexandria as the major cities, whatever their case and spaces', () => {
    expect(MAJOR_CITY_GOVERNORATES).toEqual(['Cairo', 'Giza', 'Alexandria']);
    for (const name of ['Cairo', ' giza ', 'ALEXANDRIA']) expect(deliveryZoneOf(name)).toBe('major-city');
  });

  it('puts every other governorate, and a name that is none of the 27, elsewhere', () => {
    const others = GOVERNORATES.filter((name) => !MAJOR_CITY_GOVERNORATES.includes(name));
    expect(others).toHaveLength(24);
    for (const name of [...others, '', 'Atlantis']) expect(deliveryZoneOf(name)).toBe('elsewhere');
  });
});

describe('the delivery window (SPEC §9: processing 1-2 days excluding weekends, delivery 2-5 days in major cities, up to 7 elsewhere)', () => {
  it.each([
    ['a Sunday morning, to Cairo', '2026-11-22T08:00:00Z', 'Cairo', { zone: 'major-city', leaves: ['2026-11-23', '2026-11-24'], arrives: ['2026-11-25', '2026-11-30'] }],
    ['a Sunday morning, to Aswan', '2026-11-22T08:00:00Z', 'Aswan', { zone: 'elsewhere', leaves: ['2026-11-23', '2026-11-24'], arrives: ['2026-11-25', '2026-12-02'] }],
    // Leaves Sunday or Monday; the courier skips Friday 4 December.
    ['a Thursday late evening, to Cairo', '2026-11-26T21:30:00Z', 'Cairo', { zone: 'major-city', leaves: ['2026-11-29', '2026-11-30'], arrives: ['2026-12-01', '2026-12-06'] }],
    // 23:30 in Cairo is still Wednesday: Thursday is the first business day, then the weekend.
    ['a Wednesday 23:30 in Cairo', '2026-11-25T21:30:00Z', 'Cairo', { zone: 'major-city', leaves: ['2026-11-26', '2026-11-29'], arrives: ['2026-11-29', '2026-12-05'] }],
    // 00:30 in Cairo is Thursday already, though UTC still says Wednesday.
    ['a Thursday 00:30 in Cairo', '2026-11-25T22:30:00Z', 'Cairo', { zone: 'major-city', leaves: ['2026-11-29', '2026-11-30'], arrives: ['2026-12-01', '2026-12-06'] }],
    ['a Saturday, the weekend, to Cairo', '2026-11-21T09:00:00Z', 'Cairo', { zone: 'major-city', leaves: ['2026-11-22', '2026-11-23'], arrives: ['2026-11-24', '2026-11-29'] }],
    ['a Friday, the weekend, to New Valley', '2026-11-20T09:00:00Z', 'New Valley', { zone: 'elsewhere', leaves: ['2026-11-22', '2026-11-23'], arrives: ['2026-11-24', '2026-12-01'] }],
    // Summer time (UTC+3): 21:30 UTC on Wednesday 1 July is 00:30 on Thursday in Cairo.
    ['a summer Thursday 00:30 in Cairo, to Giza', '2026-07-01T21:30:00Z', 'Giza', { zone: 'major-city', leaves: ['2026-07-05', '2026-07-06'], arrives: ['2026-07-07', '2026-07-12'] }],
    ['the year’s last Tuesday, to Alexandria', '2026-12-29T08:00:00Z', 'Alexandria', { zone: 'major-city', leaves: ['2026-12-30', '2026-12-31'], arrives: ['2027-01-02', '2027-01-06'] }],
  ])('an order placed %s', (_, orderedAt, governorate, expected) => {
    expect(shown(orderedAt, governorate)).toEqual(expected);
  });

  it('counts the order’s Cairo day as day 0 whatever the hour: no cut-off time', () => {
    expect(shown('2026-11-21T22:01:00Z', 'Cairo')).toEqual(shown('2026-11-22T21:59:00Z', 'Cairo'));
  });
});

describe('the delivery window, for any instant and governorate', () => {
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms));
  const governorate = fc.constantFrom<string>(...GOVERNORATES, ' cairo ', 'Atlantis', '');
  const majorCity = fc.constantFrom(...MAJOR_CITY_GOVERNORATES);
  const otherGovernorate = fc.constantFrom(...GOVERNORATES.filter((name) => !MAJOR_CITY_GOVERNORATES.includes(name)));
  const runs = { numRuns: 500 };

  it('never ends before it starts, and arrives only after leaving the warehouse', () => {
    fc.assert(
      fc.property(instant, governorate, (orderedAt, to) => {
        const { leavesWarehouse, arrives } = deliveryWindow(orderedAt, to);
        expect(daysFrom(leavesWarehouse.earliest, leavesWarehouse.latest)).toBeGreaterThanOrEqual(0);
        expect(daysFrom(arrives.earliest, arrives.latest)).toBeGreaterThanOrEqual(0);
        expect(daysFrom(leavesWarehouse.earliest, arrives.earliest)).toBeGreaterThan(0);
        expect(daysFrom(leavesWarehouse.latest, arrives.latest)).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  it('leaves the warehouse on the 1st to 2nd business day after the order’s Cairo day, never on a Friday or a Saturday', () => {
    fc.assert(
      fc.property(instant, governorate, (orderedAt, to) => {
        const { leavesWarehouse } = deliveryWindow(orderedAt, to);
        const orderDay = cairoDateOf(orderedAt);
        for (const [day, count] of [[leavesWarehouse.earliest, DeliveryPolicy.processingBusinessDays.min], [leavesWarehouse.latest, DeliveryPolicy.processingBusinessDays.max]] as const) {
          expect([FRIDAY, SATURDAY]).not.toContain(weekdayOf(day));
          expect(countedDays(orderDay, day, isBusinessDay)).toBe(count);
        }
      }),
      runs,
    );
  });

  it('arrives after the zone’s days of delivery, counted in courier days from leaving, never on a Friday', () => {
    fc.assert(
      fc.property(instant, governorate, (orderedAt, to) => {
        const { zone, leavesWarehouse, arrives } = deliveryWindow(orderedAt, to);
        const days = DeliveryPolicy.deliveryDays[zone];
        expect(weekdayOf(arrives.earliest)).not.toBe(FRIDAY);
        expect(weekdayOf(arrives.latest)).not.toBe(FRIDAY);
        expect(countedDays(leavesWarehouse.earliest, arrives.earliest, isCourierDay)).toBe(days.min);
        expect(countedDays(leavesWarehouse.latest, arrives.latest, isCourierDay)).toBe(days.max);
      }),
      runs,
    );
  });

  it('spans calendar days within the policy’s bounds: at most one weekend in processing, one Friday in six delivery days', () => {
    fc.assert(
      fc.property(instant, governorate, (orderedAt, to) => {
        const { zone, leavesWarehouse, arrives } = deliveryWindow(orderedAt, to);
        const orderDay = cairoDateOf(orderedAt);
        const days = DeliveryPolicy.deliveryDays[zone];
        expect(daysFrom(orderDay, leavesWarehouse.earliest)).toBeGreaterThanOrEqual(1);
        expect(daysFrom(orderDay, leavesWarehouse.earliest)).toBeLessThanOrEqual(3);
        expect(daysFrom(orderDay, leavesWarehouse.latest)).toBeGreaterThanOrEqual(2);
        expect(daysFrom(orderDay, leavesWarehouse.latest)).toBeLessThanOrEqual(4);
        const earliestTrip = daysFrom(leavesWarehouse.earliest, arrives.earliest);
        const latestTrip = daysFrom(leavesWarehouse.latest, arrives.latest);
        expect(earliestTrip >= days.min && earliestTrip <= days.min + Math.ceil(days.min / 6)).toBe(true);
        expect(latestTrip >= days.max && latestTrip <= days.max + Math.ceil(days.max / 6)).toBe(true);
        // The whole promise: from 3 days (a Sunday order to a major city) to 12 (a Wednesday or Thursday order elsewhere).
        expect(daysFrom(orderDay, arrives.earliest)).toBeGreaterThanOrEqual(3);
        expect(daysFrom(orderDay, arrives.latest)).toBeLessThanOrEqual(12);
      }),
      runs,
    );
  });

  it('never moves earlier for a later order', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 20 * 86_400_000 }), governorate, (first, later, to) => {
        const before = deliveryWindow(first, to);
        const after = deliveryWindow(new Date(first.getTime() + later), to);
        expect(daysFrom(before.leavesWarehouse.earliest, after.leavesWarehouse.earliest)).toBeGreaterThanOrEqual(0);
        expect(daysFrom(before.leavesWarehouse.latest, after.leavesWarehouse.latest)).toBeGreaterThanOrEqual(0);
        expect(daysFrom(before.arrives.earliest, after.arrives.earliest)).toBeGreaterThanOrEqual(0);
        expect(daysFrom(before.arrives.latest, after.arrives.latest)).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });

  it('is never earlier elsewhere than in Cairo and the major cities, and leaves the warehouse the same days', () => {
    fc.assert(
      fc.property(instant, majorCity, otherGovernorate, (orderedAt, major, other) => {
        const near = deliveryWindow(orderedAt, major);
        const far = deliveryWindow(orderedAt, other);
        expect(far.leavesWarehouse).toEqual(near.leavesWarehouse);
        expect(daysFrom(near.arrives.earliest, far.arrives.earliest)).toBeGreaterThanOrEqual(0);
        expect(daysFrom(near.arrives.latest, far.arrives.latest)).toBeGreaterThan(0);
      }),
      runs,
    );
  });
});
