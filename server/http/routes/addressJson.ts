import { AddressFieldsJson, NewAddressJson, type SavedAddressJson } from '@tiara/contract/addressJson';
import { SAVED_ADDRESS_MAX_LENGTH, type SavedAddressForm } from '@tiara/domain/saved-address';
import type { StoredAddress } from '../../application/addresses/SavedAddresses';
import { documented } from '../documented';

/** What the API document says of the fields a customer writes. */
const fieldWords = {
  label: `The customer's name for the address, e.g. "Main clinic" (at most ${SAVED_ADDRESS_MAX_LENGTH.label} characters)`,
  phone: 'An Egyptian mobile number (SPEC §5); kept in its 11-digit form',
  governorate: 'One of the 27 governorates; it decides the shipping fee at checkout',
  city: 'Optional; in Cairo and Giza one of their city lists',
};

export const addressFieldsBody = documented(AddressFieldsJson, fieldWords);

export const newAddressBody = documented(NewAddressJson, {
  ...fieldWords,
  is_default: 'Make it the default address; the first address is the default anyway',
});

export function addressFormOf(body: { readonly [Field in keyof AddressFieldsJson]-?: string }): SavedAddressForm {
  return {
    label: body.label,
    firstName: body.first_name,
    middleName: body.middle_name,
    lastName: body.last_name,
    phone: body.phone,
    address: body.address,
    governorate: body.governorate,
    city: body.city,
    postalCode: body.postal_code,
  };
}

export function savedAddressToJson(address: StoredAddress): SavedAddressJson {
  return {
    id: address.id,
    label: address.label,
    first_name: address.firstName,
    middle_name: address.middleName,
    last_name: address.lastName,
    phone: address.phone,
    address: address.address,
    governorate: address.governorate,
    city: address.city,
    postal_code: address.postalCode,
    is_default: address.isDefault,
    created_at: address.createdAt.toISOString(),
    updated_at: address.updatedAt.toISOString(),
  };
}

/** The default first, then the oldest first: the order the account and the checkout's picker show. */
export function addressBookToJson(book: readonly StoredAddress[]): SavedAddressJson[] {
  return [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id).map(savedAddressToJson);
}
