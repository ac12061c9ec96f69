import { displayOrderStatus } from '@tiara/domain/checkout';
import { GOVERNORATES, canonicalGovernorate, citiesOf } from '@tiara/domain/shipping-fee';
import { displayNamesEn } from '../../locales/shared/en/displayNamesEn';
import { localized } from '../i18n/localized';

/** The shown names of the values the API keeps in English: governorates, cities, statuses, payment methods, roles. */
export const DisplayNames = localized('displayNames', displayNamesEn);

/**
 * The shown name of `value` in one of DisplayNames' tables; a value the table does not know (one
 * the server added since) is shown as the API sent it rather than hidden.
 */
export function shownName(table: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(table, value) ? (table[value] ?? value) : value;
}

/** A governorate however the stored data spells it ('cairo', ' Giza'), by its shown name. */
export function governorateName(value: string): string {
  return shownName(DisplayNames.governorates, canonicalGovernorate(value) ?? value);
}

export function cityName(value: string): string {
  return shownName(DisplayNames.cities, value);
}

/** An order's status as the orders screens name it (SPEC §4: 'Success' reads 'Delivered'). */
export function orderStatusName(status: string): string {
  return shownName(DisplayNames.orderStatuses, displayOrderStatus(status));
}

/** A choice of a select: the value the API takes, under its shown name. */
export interface NamedChoice<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/** The 27 governorates as a select offers them. */
export function governorateChoices(): NamedChoice[] {
  return GOVERNORATES.map((value) => ({ value, label: DisplayNames.governorates[value] }));
}

/** The city list of `governorate` (Cairo's or Giza's; none for the others) as a select offers it. */
export function cityChoices(governorate: string): NamedChoice[] {
  return citiesOf(governorate).map((value) => ({ value, label: cityName(value) }));
}

export function countryName(value: string): string {
  return shownName(DisplayNames.countries, value);
}
