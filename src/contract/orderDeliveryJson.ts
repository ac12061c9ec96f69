import * as z from 'zod/mini';

/** Where an order goes, as its customer's order page and the staff screens both read it. */
export const DeliveryDetailsJson = z.object({
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
export type DeliveryDetailsJson = z.infer<typeof DeliveryDetailsJson>;

/** A parcel handed to a courier: the courier's id and name, the tracking number, and where to follow it (null when the courier has no such page). */
export const ShipmentJson = z.object({
  courier: z.string(),
  courier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.nullable(z.string()),
});
export type ShipmentJson = z.infer<typeof ShipmentJson>;
