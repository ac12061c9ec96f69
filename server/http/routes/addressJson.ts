import { AddressFieldsJson, addressFieldsJsonOf, NewAddressJson, type SavedAddressJson } from '@tiara/contract/addressJson';
import { SAVED_ADDRESS_MAX_LENGTH } from '@tiara/domain/saved-address';
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

export function savedAddressToJson(address: StoredAddress): SavedAddressJson {
  return {
    id: address.id,
    ...addressFieldsJsonOf(address),
    is_default: address.isDefault,
    created_at: address.createdAt.toISOString(),
    updated_at: address.updatedAt.toISOString(),
  };
}

/** The default first, then the oldest first: the order the account and the checkout's picker show. */
export function addressBookToJson(book: readonly StoredAddress[]): SavedAddressJson[] {
  return [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id).map(savedAddressToJson);
}
