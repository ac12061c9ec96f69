import { makeAutoObservable } from 'mobx';
import { SAVED_ADDRESS_FIELDS, type SavedAddressField, type SavedAddressForm, type SavedAddressProblems } from '@tiara/domain/saved-address';
import { DEFAULT_GOVERNORATE, canonicalGovernorate, citiesOf } from '@tiara/domain/shipping-fee';
import { addressProblemText } from '../messages/AddressMessages';
import { type NamedChoice, cityChoices, governorateChoices } from '../messages/DisplayNames';

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

/** The saved-address form's values and each field's problem, as the person types. */
export class AddressFormFields {
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
    makeAutoObservable(this, {}, { autoBind: true });
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

  get cities(): NamedChoice[] {
    return cityChoices(this.governorate);
  }

  /** Starts the form over from `address` (an address to edit), or empty in the default governorate. */
  reset(address: SavedAddressForm = EMPTY): void {
    this.label = address.label;
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

  fieldChanged(field: AddressTextField, value: string): void {
    this[field] = value;
    this.forget(field);
  }

  governorateChosen(name: string | null): void {
    const governorate = name === null ? undefined : canonicalGovernorate(name);
    if (governorate === undefined) return;
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
