import * as z from 'zod/mini';
import { type AddressFieldsJson, SavedAddressJson } from '@tiara/contract/addressJson';
import type { SavedAddressForm } from '@tiara/domain/saved-address';
import type { SavedAddress } from '../../../application/addresses/AddressBookApi';

/** An address of GET /api/addresses and the answers of its changes. */
export const savedAddressSchema: z.ZodMiniType<SavedAddress> = z.pipe(
  SavedAddressJson,
  z.transform((wire) => ({
    id: wire.id,
    label: wire.label,
    firstName: wire.first_name,
    middleName: wire.middle_name,
    lastName: wire.last_name,
    phone: wire.phone,
    address: wire.address,
    governorate: wire.governorate,
    city: wire.city,
    postalCode: wire.postal_code,
    isDefault: wire.is_default,
  })),
);

export const addressBookSchema: z.ZodMiniType<SavedAddress[]> = z.array(savedAddressSchema);

/** The body of POST and PUT /api/addresses. */
export function addressBody(address: SavedAddressForm): AddressFieldsJson {
  return {
    label: address.label,
    first_name: address.firstName,
    middle_name: address.middleName,
    last_name: address.lastName,
    phone: address.phone,
    address: address.address,
    governorate: address.governorate,
    city: address.city,
    postal_code: address.postalCode,
  };
}
