import { SAVED_ADDRESS_MAX_LENGTH, type SavedAddressField, type SavedAddressProblem } from '@tiara/domain/saved-address';
import { addressMessagesEn } from '../../locales/shared/en/addressMessagesEn';
import { localized } from '../i18n/localized';
import { cityName, governorateName } from './DisplayNames';

/** The saved addresses' texts: the account's Addresses section and the checkout's picker. */
export const AddressMessages = localized('address', addressMessagesEn);

/** A field's problem in the shown language; the checkout's own texts for SPEC §5's rules. */
export function addressProblemText(field: SavedAddressField, problem: SavedAddressProblem): string {
  return problem === 'tooLong' ? AddressMessages.tooLong(SAVED_ADDRESS_MAX_LENGTH[field]) : AddressMessages.problems[problem];
}

/** Where an address is, in one line: street, city, governorate, in the shown language. */
export function addressLine(address: { readonly address: string; readonly city: string; readonly governorate: string }): string {
  return [address.address, address.city === '' ? '' : cityName(address.city), governorateName(address.governorate)].filter((part) => part !== '').join(AddressMessages.placeSeparator);
}
