import { type Result, fail, ok } from '@tiara/domain/result';
import { SAVED_ADDRESS_FIELDS, type SavedAddressField, type SavedAddressForm, type SavedAddressProblem, validateSavedAddress } from '@tiara/domain/saved-address';

/** Why a change to an address book was refused; the route words it in the caller's language. */
export type AddressError =
  | { readonly code: 'invalid_address'; readonly field: SavedAddressField; readonly problem: SavedAddressProblem }
  | { readonly code: 'address_not_found' }
  | { readonly code: 'address_limit_reached' }
  | { readonly code: 'unknown_customer' };

/** The address as it is kept, or the first problem the rules (src/domain/saved-address) find in it. */
export function checkedAddress(address: SavedAddressForm): Result<SavedAddressForm, AddressError> {
  const checked = validateSavedAddress(address);
  if (checked.ok) return ok(checked.address);
  for (const field of SAVED_ADDRESS_FIELDS) {
    const problem = checked.fieldErrors[field];
    if (problem !== undefined) return fail({ code: 'invalid_address', field, problem });
  }
  throw new Error('a refused address names no problem');
}
