import * as z from 'zod/mini';
import type { SavedAddressForm } from '@tiara/domain/saved-address';
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

/** An address's fields as the wire writes them: the storefront's bodies and the server's answers. */
export function addressFieldsJsonOf(form: SavedAddressForm): z.output<typeof AddressFieldsJson> {
  return {
    label: form.label,
    first_name: form.firstName,
    middle_name: form.middleName,
    last_name: form.lastName,
    phone: form.phone,
    address: form.address,
    governorate: form.governorate,
    city: form.city,
    postal_code: form.postalCode,
  };
}

/** The address's fields that the wire carries, as the domain's form: what the server checks and the storefront shows. */
export function savedAddressFormOf(json: z.output<typeof AddressFieldsJson>): SavedAddressForm {
  return {
    label: json.label,
    firstName: json.first_name,
    middleName: json.middle_name,
    lastName: json.last_name,
    phone: json.phone,
    address: json.address,
    governorate: json.governorate,
    city: json.city,
    postalCode: json.postal_code,
  };
}

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
