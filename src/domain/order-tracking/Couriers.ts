/**
 * The couriers the shop hands parcels to in Egypt, and where a customer follows a parcel on each
 * courier's own site. `{number}` in a template is replaced by the tracking number. 'other' is any
 * courier not listed: its tracking link, if any, is the one staff give when they ship.
 */
export const COURIERS = [
  { id: 'aramex', name: 'Aramex', trackingTemplate: 'https://www.aramex.com/eg/en/track/results?ShipmentNumber={number}' },
  { id: 'bosta', name: 'Bosta', trackingTemplate: 'https://bosta.co/en-eg/tracking-shipments?shipment-number={number}' },
  { id: 'egypt-post', name: 'Egypt Post', trackingTemplate: 'https://egyptpost.gov.eg/en-us/home/eservices/track-and-trace/?code={number}' },
  { id: 'mylerz', name: 'Mylerz', trackingTemplate: 'https://mylerz.com/trackShipment?id={number}' },
  { id: 'jt-express', name: 'J&T Express', trackingTemplate: 'https://www.jtexpress-eg.com/trajectoryQuery?waybillNo={number}' },
  { id: 'smsa', name: 'SMSA Express', trackingTemplate: 'https://www.smsaexpress.com/eg/trackingdetails?tracknumbers={number}' },
  { id: 'dhl', name: 'DHL Express', trackingTemplate: 'https://www.dhl.com/eg-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}' },
  { id: 'other', name: 'Other', trackingTemplate: null },
] as const satisfies readonly { readonly id: string; readonly name: string; readonly trackingTemplate: string | null }[];

export type CourierId = (typeof COURIERS)[number]['id'];

export const COURIER_IDS = COURIERS.map((courier) => courier.id) as [CourierId, ...CourierId[]];

export const OTHER_COURIER: CourierId = 'other';

export function isCourierId(value: unknown): value is CourierId {
  return typeof value === 'string' && (COURIER_IDS as readonly string[]).includes(value);
}

/** The courier's name as its own brand writes it; an id no longer listed reads as itself. */
export function courierName(id: string): string {
  return COURIERS.find((courier) => courier.id === id)?.name ?? id;
}
