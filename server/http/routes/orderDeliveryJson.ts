import { z } from 'zod';
import { type Shipment, courierName, trackingUrl } from '@tiara/domain/order-tracking';
import type { OrderDetail } from '../../adapters/db/admin/AdminOrderQueries';

/** Where an order goes, as its customer and the staff screens both read it. */
export const deliveryDetailsJson = z.object({
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export function deliveryDetailsToJson(details: OrderDetail['shippingDetails']): z.infer<typeof deliveryDetailsJson> {
  return {
    first_name: details.firstName,
    middle_name: details.middleName,
    last_name: details.lastName,
    email: details.email,
    phone: details.phone,
    address: details.address,
    city: details.city,
    state: details.state,
    postal_code: details.postalCode,
    country: details.country,
  };
}

/** A parcel handed to a courier: the courier's id and name, the tracking number, and where to follow it (null when the courier has no such page). */
export const shipmentJson = z.object({
  courier: z.string(),
  courier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable().describe('Where the parcel can be followed, when the courier has such a page'),
});

export function shipmentToJson(shipment: Shipment): z.infer<typeof shipmentJson> {
  return { courier: shipment.courier, courier_name: courierName(shipment.courier), tracking_number: shipment.trackingNumber, tracking_url: trackingUrl(shipment) };
}
