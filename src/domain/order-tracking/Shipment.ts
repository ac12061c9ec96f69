import { type Result, fail, ok } from '../result';
import { COURIERS, type CourierId, OTHER_COURIER, isCourierId } from './Couriers';

/** A parcel handed to a courier: what staff record when they mark an order Shipped. */
export interface Shipment {
  readonly courier: CourierId;
  readonly trackingNumber: string;
  /** Only for 'other': the courier's tracking page, as staff gave it; null for a listed courier. */
  readonly trackingLink: string | null;
}

/** What staff typed, before it is checked. */
export interface ShipmentInput {
  readonly courier: string;
  readonly trackingNumber: string;
  readonly trackingLink?: string | null;
}

export type ShipmentProblem = 'courier_unknown' | 'tracking_number_missing' | 'tracking_number_invalid' | 'tracking_link_invalid';

export const TRACKING_NUMBER_LENGTH = { min: 4, max: 40 } as const;
export const TRACKING_LINK_MAX_LENGTH = 500;

const TRACKING_NUMBER = /^[A-Za-z0-9-]+$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** Couriers print numbers in groups ("1234 5678 90"); the courier's site wants them without the spaces. */
export function normalisedTrackingNumber(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** The problems with `input`, in the order of the form's fields; none means `shipmentOf` accepts it. */
export function shipmentProblems(input: ShipmentInput): ShipmentProblem[] {
  const problems: ShipmentProblem[] = [];
  if (!isCourierId(input.courier)) problems.push('courier_unknown');
  const number = normalisedTrackingNumber(input.trackingNumber);
  if (number === '') problems.push('tracking_number_missing');
  else if (number.length < TRACKING_NUMBER_LENGTH.min || number.length > TRACKING_NUMBER_LENGTH.max || !TRACKING_NUMBER.test(number)) problems.push('tracking_number_invalid');
  const link = input.trackingLink?.trim() ?? '';
  if (input.courier === OTHER_COURIER && link !== '' && (link.length > TRACKING_LINK_MAX_LENGTH || !WEB_ADDRESS.test(link))) problems.push('tracking_link_invalid');
  return problems;
}

/** The shipment staff described, normalised, or every problem with it. A listed courier's link comes from its template, so any link given for it is dropped. */
export function shipmentOf(input: ShipmentInput): Result<Shipment, readonly ShipmentProblem[]> {
  const problems = shipmentProblems(input);
  if (problems.length > 0 || !isCourierId(input.courier)) return fail(problems);
  const link = input.trackingLink?.trim() ?? '';
  return ok({
    courier: input.courier,
    trackingNumber: normalisedTrackingNumber(input.trackingNumber),
    trackingLink: input.courier === OTHER_COURIER && link !== '' ? link : null,
  });
}

/** Where the customer follows the parcel: the courier's page for this number, the link staff gave, or null when there is none. */
export function trackingUrl(shipment: Shipment): string | null {
  const courier = COURIERS.find((candidate) => candidate.id === shipment.courier);
  if (!courier?.trackingTemplate) return shipment.trackingLink;
  return courier.trackingTemplate.replace('{number}', encodeURIComponent(shipment.trackingNumber));
}
