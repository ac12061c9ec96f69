import { injectable } from 'inversify';
import type { DeliveryAddress } from '@tiara/domain/checkout';
import { SAVED_ADDRESS_FIELDS, type SavedAddressField, type SavedAddressForm, type SavedAddressProblems } from '@tiara/domain/saved-address';
import { DEFAULT_GOVERNORATE, canonicalGovernorate, citiesOf } from '@tiara/domain/shipping-fee';
import { addressProblemText } from '../messages/AddressMessages';
import { type NamedChoice, cityChoices, governorateChoices } from '../messages/DisplayNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** The fields of the address form typed into; the governorate is chosen from its list. */
export type AddressTextField = Exclude<SavedAddressField, 'governorate'>;

const EMPTY: SavedAddressForm = {
  label: '',
  firstName: '',
  middleName: '',
  lastName: '',
  phone: '',
  address: '',
  governorate: DEFAULT_GOVERNORATE,
  city: '',
  postalCode: '',
};

/**
 * An address form as the person types it: the recipient's names, phone, street, governorate,
 * city and postal code, the label the address is kept under, and each field's problem. The
 * account's address book edits a saved address with it; the checkout takes its delivery address
 * from it (the label only names a typed address saved to the account). One per screen: the
 * checkout's sub-presenters that resolve it with the screen share it.
 */
@injectable('Request')
export class AddressFormPresenter {
  label = '';
  firstName = '';
  middleName = '';
  lastName = '';
  phone = '';
  address = '';
  governorate: string = DEFAULT_GOVERNORATE;
  city = '';
  postalCode = '';
  private problems: SavedAddressProblems = {};

  constructor() {
    makePresenterObservable(this, arguments);
  }

  get values(): SavedAddressForm {
    return {
      label: this.label,
      firstName: this.firstName,
      middleName: this.middleName,
      lastName: this.lastName,
      phone: this.phone,
      address: this.address,
      governorate: this.governorate,
      city: this.city,
      postalCode: this.postalCode,
    };
  }

  /** Each field's problem in the shown language: the checkout's own texts for the checkout's rules (SPEC §5). */
  get fieldErrors(): Partial<Record<SavedAddressField, string>> {
    const errors: Partial<Record<SavedAddressField, string>> = {};
    for (const field of SAVED_ADDRESS_FIELDS) {
      const problem = this.problems[field];
      if (problem !== undefined) errors[field] = addressProblemText(field, problem);
    }
    return errors;
  }

  get governorates(): NamedChoice[] {
    return governorateChoices();
  }

  /** The city list of Cairo or Giza; other governorates take a typed city. */
  get cities(): NamedChoice[] {
    return cityChoices(this.governorate);
  }

  /** Nothing typed or restored in the delivery fields yet (the governorate always holds one). */
  get deliveryFieldsEmpty(): boolean {
    return [this.firstName, this.middleName, this.lastName, this.phone, this.address, this.city, this.postalCode].every((value) => value.trim() === '');
  }

  /** Starts the form over from `address` (an address to edit), or empty in the default governorate. */
  reset(address: SavedAddressForm = EMPTY): void {
    this.filledWith(address);
    this.label = address.label;
  }

  /**
   * Fills the delivery fields from an address (a saved one, picked or edited), its governorate as
   * the list spells it; the label stays, and the problems shown go with what they were about.
   */
  filledWith(address: DeliveryAddress): void {
    this.firstName = address.firstName;
    this.middleName = address.middleName;
    this.lastName = address.lastName;
    this.phone = address.phone;
    this.address = address.address;
    this.governorate = canonicalGovernorate(address.governorate) ?? DEFAULT_GOVERNORATE;
    this.city = address.city;
    this.postalCode = address.postalCode;
    this.problems = {};
  }

  /** What the browser kept from a past visit (SPEC §3): a city its governorate's list no longer holds is left out. */
  restored(address: DeliveryAddress): void {
    this.filledWith(address);
    if (this.cities.length > 0 && !citiesOf(this.governorate).includes(this.city)) this.city = '';
  }

  fieldChanged(field: AddressTextField, value: string): void {
    this[field] = value;
    this.forget(field);
  }

  /** A governorate from the list: a city outside its list goes, and with them their problems. */
  governorateChosen(name: string | null): void {
    const governorate = name === null ? undefined : canonicalGovernorate(name);
    if (governorate === undefined || governorate === this.governorate) return;
    this.governorate = governorate;
    if (!citiesOf(governorate).includes(this.city)) this.city = '';
    this.forget('governorate');
    this.forget('city');
  }

  problemsFound(problems: SavedAddressProblems): void {
    this.problems = problems;
  }

  private forget(field: SavedAddressField): void {
    if (this.problems[field] === undefined) return;
    const { [field]: _forgotten, ...rest } = this.problems;
    this.problems = rest;
  }
}
