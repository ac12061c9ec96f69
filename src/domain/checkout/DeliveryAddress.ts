import { normaliseEgyptianMobile } from '../phone-rule';

/** Where an order goes and who takes it: the part of the checkout form a customer can keep for later. */
export interface DeliveryAddress {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly governorate: string;
  readonly city: string;
  readonly postalCode: string;
}

export type DeliveryField = keyof DeliveryAddress;

/** What SPEC §5 finds wrong with a delivery field; the checkout's problems include these. */
export type DeliveryProblem =
  | 'firstNameRequired'
  | 'middleNameRequired'
  | 'lastNameRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'addressRequired'
  | 'governorateRequired';

export type DeliveryProblems = Partial<Record<DeliveryField, DeliveryProblem>>;

export function trimmedDeliveryAddress<A extends DeliveryAddress>(address: A): A {
  return {
    ...address,
    firstName: address.firstName.trim(),
    middleName: address.middleName.trim(),
    lastName: address.lastName.trim(),
    phone: address.phone.trim(),
    address: address.address.trim(),
    governorate: address.governorate.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.trim(),
  };
}

function phoneProblem(phone: string): DeliveryProblem | null {
  if (phone === '') return 'phoneRequired';
  return normaliseEgyptianMobile(phone) === null ? 'phoneInvalid' : null;
}

function problemsOf(checks: readonly (readonly [DeliveryField, DeliveryProblem | null])[]): DeliveryProblems {
  const problems: { [F in DeliveryField]?: DeliveryProblem } = {};
  for (const [field, problem] of checks) {
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}

/**
 * SPEC §5 for whom an order is and how to reach them: the three names and the phone (an Egyptian
 * mobile) are required, whitespace-only counting as missing. Every order needs them, whether or
 * not it has anything to deliver.
 */
export function recipientProblems(recipient: Pick<DeliveryAddress, 'firstName' | 'middleName' | 'lastName' | 'phone'>): DeliveryProblems {
  return problemsOf([
    ['firstName', recipient.firstName.trim() === '' ? 'firstNameRequired' : null],
    ['middleName', recipient.middleName.trim() === '' ? 'middleNameRequired' : null],
    ['lastName', recipient.lastName.trim() === '' ? 'lastNameRequired' : null],
    ['phone', phoneProblem(recipient.phone.trim())],
  ]);
}

/**
 * SPEC §5 for where a parcel goes: the street address and the governorate are required,
 * whitespace-only counting as missing; city and postal code are optional. The checkout asks it of
 * an order that has something to deliver, and the server refuses such an order without them.
 */
export function deliveryPlaceProblems(place: Pick<DeliveryAddress, 'address' | 'governorate'>): DeliveryProblems {
  return problemsOf([
    ['address', place.address.trim() === '' ? 'addressRequired' : null],
    ['governorate', place.governorate.trim() === '' ? 'governorateRequired' : null],
  ]);
}

/**
 * SPEC §5 "Checkout" for the delivery fields, the one rule the checkout and the saved addresses
 * share: the recipient's names and phone, and where the parcel goes.
 */
export function deliveryAddressProblems(address: DeliveryAddress): DeliveryProblems {
  return { ...recipientProblems(address), ...deliveryPlaceProblems(address) };
}

/** The delivery fields alone, from any form that holds them (the checkout form, a saved address). */
export function deliveryAddressOf(form: DeliveryAddress): DeliveryAddress {
  const { firstName, middleName, lastName, phone, address, governorate, city, postalCode } = form;
  return { firstName, middleName, lastName, phone, address, governorate, city, postalCode };
}

function comparable(address: DeliveryAddress): string {
  const clean = trimmedDeliveryAddress(address);
  return JSON.stringify([
    clean.firstName.toLowerCase(),
    clean.middleName.toLowerCase(),
    clean.lastName.toLowerCase(),
    normaliseEgyptianMobile(clean.phone) ?? clean.phone,
    clean.address.toLowerCase().replace(/\s+/g, ' '),
    clean.governorate.toLowerCase(),
    clean.city.toLowerCase(),
    clean.postalCode,
  ]);
}

/**
 * Whether two delivery addresses send a parcel to the same person at the same place: spacing, case
 * and the way the phone is written do not count. The checkout tells by it which saved address the
 * form holds, and whether what was typed is new.
 */
export function sameDeliveryAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  return comparable(a) === comparable(b);
}
