import * as z from 'zod/mini';
import { withFields } from './withFields';

/**
 * /api/addresses on the wire: the signed-in customer's saved delivery addresses. The fields' rules
 * (required, Egyptian phone, known governorate and city, lengths) are the domain's
 * (@tiara/domain/saved-address), checked by the server and answered as a 400 naming the problem.
 */
export const AddressFieldsJson = z.object({
  label: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  governorate: z.string(),
  city: z._default(z.string(), ''),
  postal_code: z._default(z.string(), ''),
});
export type AddressFieldsJson = z.input<typeof AddressFieldsJson>;

/** The body of POST /api/addresses. */
export const NewAddressJson = withFields(AddressFieldsJson, {
  is_default: z._default(z.boolean(), false),
});
export type NewAddressJson = z.input<typeof NewAddressJson>;

/** An address as every answer of /api/addresses carries it. */
export const SavedAddressJson = z.object({
  id: z.int().check(z.positive()),
  label: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  governorate: z.string(),
  city: z.string(),
  postal_code: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddressJson = z.infer<typeof SavedAddressJson>;
