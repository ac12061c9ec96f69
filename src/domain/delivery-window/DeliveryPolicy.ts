import { type Governorate, canonicalGovernorate } from '../shipping-fee/Governorates';

/** A number of days from a first to a last, both counted. */
export interface DayCount {
  readonly min: number;
  readonly max: number;
}

/** Where a governorate stands in the shipping policy's delivery times. */
export type DeliveryZone = 'major-city' | 'elsewhere';

/**
 * SPEC §9's shipping policy, in numbers: orders are prepared in 1-2 business days, then delivered
 * in 2-5 days to Cairo and the major cities and in up to 7 elsewhere. The policy gives no shortest
 * time elsewhere: a parcel to Aswan cannot come sooner than one to Cairo, so it starts at Cairo's 2.
 */
export const DeliveryPolicy = {
  processingBusinessDays: { min: 1, max: 2 },
  deliveryDays: {
    'major-city': { min: 2, max: 5 },
    elsewhere: { min: 2, max: 7 },
  },
} as const satisfies { processingBusinessDays: DayCount; deliveryDays: Record<DeliveryZone, DayCount> };

/**
 * SPEC and the shipping policy say "Cairo and major cities" without naming them; the shop reads
 * them as the three governorates of Egypt's largest cities, where couriers have their own hubs.
 */
export const MAJOR_CITY_GOVERNORATES: readonly Governorate[] = ['Cairo', 'Giza', 'Alexandria'];

/** A governorate's zone; a name that is none of the 27 is "elsewhere", the longer promise. */
export function deliveryZoneOf(governorate: string): DeliveryZone {
  const canonical = canonicalGovernorate(governorate);
  return canonical !== undefined && MAJOR_CITY_GOVERNORATES.includes(canonical) ? 'major-city' : 'elsewhere';
}
