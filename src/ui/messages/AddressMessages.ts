import { isolated, joinedList } from '@tiara/domain/language';
import { SAVED_ADDRESS_MAX_LENGTH, type SavedAddressField, type SavedAddressProblem } from '@tiara/domain/saved-address';
import { addressMessagesEn } from '../../locales/shared/en/addressMessagesEn';
import { localized, shownLanguage } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';
import { cityName, countryName, governorateName } from './DisplayNames';

/** The saved addresses' texts: the account's Addresses section and the checkout's picker. */
export const AddressMessages = localized('address', addressMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();

/** A field's problem in the shown language; the checkout's own texts for SPEC §5's rules. */
export function addressProblemText(field: SavedAddressField, problem: SavedAddressProblem): string {
  return problem === 'tooLong' ? AddressMessages.tooLong(SAVED_ADDRESS_MAX_LENGTH[field]) : AddressMessages.problems[problem];
}

/**
 * Where an address is, in one line: street, city, governorate, joined as the shown language writes
 * a list. The street and the city are kept as typed, in whatever script, so each is isolated and
 * the line reads in the page's direction ("14 El Nozha Street، مصر الجديدة، القاهرة").
 */
export function addressLine(address: { readonly address: string; readonly city: string; readonly governorate: string }): string {
  return joinedList(shownLanguage(), [isolated(address.address), isolated(cityName(address.city)), governorateName(address.governorate)]);
}

/** The city, governorate, postal code and, where given, country of an address in one line, as addressLine writes it. */
export function placeLine(place: { readonly city: string; readonly governorate: string; readonly postalCode?: string; readonly country?: string }): string {
  return joinedList(shownLanguage(), [isolated(cityName(place.city)), governorateName(place.governorate), place.postalCode ?? '', countryName(place.country ?? '')]);
}
