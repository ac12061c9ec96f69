import { type DeliveryAddress, type DeliveryProblem, deliveryAddressProblems, trimmedDeliveryAddress } from '../checkout';
import { normaliseEgyptianMobile } from '../phone-rule';
import { canonicalGovernorate, citiesOf } from '../shipping-fee';

/** A delivery address a customer keeps, under a name of their choosing ("Main clinic", "Nasr City branch"). */
export interface SavedAddressForm extends DeliveryAddress {
  readonly label: string;
}

export type SavedAddressField = keyof SavedAddressForm;

/**
 * What is wrong with a field of a saved address: SPEC §5's checkout problems, and the address's
 * own. A saved address fills the checkout's selects, so its governorate must be one of the 27 and,
 * in Cairo and Giza, its city one of the list.
 */
export type SavedAddressProblem = DeliveryProblem | 'labelRequired' | 'tooLong' | 'governorateUnknown' | 'cityUnknown';

export type SavedAddressProblems = Partial<Record<SavedAddressField, SavedAddressProblem>>;

/** The most each field keeps; the same bounds the order's shipping fields have on the server. */
export const SAVED_ADDRESS_MAX_LENGTH: Readonly<Record<SavedAddressField, number>> = {
  label: 60,
  firstName: 100,
  middleName: 100,
  lastName: 100,
  phone: 30,
  address: 500,
  governorate: 100,
  city: 100,
  postalCode: 20,
};

/** The order the address form shows its fields in, so the first problem is the field to focus. */
export const SAVED_ADDRESS_FIELDS: readonly SavedAddressField[] = ['label', 'firstName', 'middleName', 'lastName', 'phone', 'address', 'governorate', 'city', 'postalCode'];

export type SavedAddressValidation =
  | { readonly ok: true; readonly address: SavedAddressForm }
  | { readonly ok: false; readonly fieldErrors: SavedAddressProblems };

function trimmedForm(form: SavedAddressForm): SavedAddressForm {
  return { ...trimmedDeliveryAddress(form), label: form.label.trim() };
}

function placeProblems(form: SavedAddressForm): SavedAddressProblems {
  if (form.governorate === '') return {};
  const governorate = canonicalGovernorate(form.governorate);
  if (governorate === undefined) return { governorate: 'governorateUnknown' };
  const cities = citiesOf(governorate);
  return form.city !== '' && cities.length > 0 && !cities.includes(form.city) ? { city: 'cityUnknown' } : {};
}

function lengthProblems(form: SavedAddressForm): SavedAddressProblems {
  const problems: { [F in SavedAddressField]?: SavedAddressProblem } = {};
  for (const field of SAVED_ADDRESS_FIELDS) {
    if (form[field].length > SAVED_ADDRESS_MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  return problems;
}

/**
 * A saved address is checked by the checkout's own rule (src/domain/checkout, deliveryAddressProblems),
 * so one the account accepts always passes the checkout, plus a label and the bounds above. A valid
 * address comes back trimmed, its phone in the 11-digit form and its governorate as the list spells it.
 */
export function validateSavedAddress(form: SavedAddressForm): SavedAddressValidation {
  const clean = trimmedForm(form);
  const problems: SavedAddressProblems = {
    ...placeProblems(clean),
    ...lengthProblems(clean),
    ...deliveryAddressProblems(clean),
    ...(clean.label === '' ? { label: 'labelRequired' as const } : {}),
  };
  const fieldErrors: { [F in SavedAddressField]?: SavedAddressProblem } = {};
  for (const field of SAVED_ADDRESS_FIELDS) {
    const problem = problems[field];
    if (problem !== undefined) fieldErrors[field] = problem;
  }
  const phone = normaliseEgyptianMobile(clean.phone);
  const governorate = canonicalGovernorate(clean.governorate);
  if (phone === null || governorate === undefined || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, address: { ...clean, phone, governorate } };
}
