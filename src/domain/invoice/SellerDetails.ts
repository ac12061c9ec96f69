/** The seller's identity an invoice carries, as the back office keeps it. */
export interface SellerDetails {
  readonly legalName: string;
  readonly address: string;
  /**
   * The legal name and address as an Arabic invoice prints them. Optional, as every Arabic text of
   * the shop is: absent or empty, an Arabic invoice prints the English (details saved before the
   * shop kept any Arabic have none).
   */
  readonly legalNameAr?: string;
  readonly addressAr?: string;
  /** The Egyptian Tax Authority's tax registration number: 9 digits, kept without separators. */
  readonly taxRegistrationNumber: string;
  /** The commercial register number; empty when the shop does not print one. */
  readonly commercialRegister: string;
}

export const SELLER_LEGAL_NAME_MAX_LENGTH = 200;
export const SELLER_ADDRESS_MAX_LENGTH = 500;
export const COMMERCIAL_REGISTER_MAX_LENGTH = 30;

export type SellerField = keyof SellerDetails;

/** What is wrong with a field; the back office and the server turn it into a text. */
export type SellerProblemCode =
  | 'legal_name_required'
  | 'legal_name_too_long'
  | 'legal_name_ar_too_long'
  | 'address_required'
  | 'address_too_long'
  | 'address_ar_too_long'
  | 'tax_registration_number_invalid'
  | 'commercial_register_invalid';

export interface SellerProblem {
  readonly field: SellerField;
  readonly code: SellerProblemCode;
}

/** Spaces and dashes people type between the digit groups ("123-456-789"). */
const TRN_SEPARATORS = /[\s-]/g;
const TRN = /^\d{9}$/;
/** Register numbers carry an office and a number ("12345 / Cairo"): letters of any script, digits, spaces, slashes, dashes. */
const COMMERCIAL_REGISTER = /^[\p{L}\p{Nd} /-]+$/u;

/** The details as they are kept: trimmed (the Arabic empty when none is written), and the TRN as its 9 digits. */
export function normalisedSellerDetails(details: SellerDetails): SellerDetails {
  return {
    legalName: details.legalName.trim(),
    address: details.address.trim(),
    legalNameAr: (details.legalNameAr ?? '').trim(),
    addressAr: (details.addressAr ?? '').trim(),
    taxRegistrationNumber: details.taxRegistrationNumber.replace(TRN_SEPARATORS, ''),
    commercialRegister: details.commercialRegister.trim(),
  };
}

/** What is wrong with the seller's details, at most one problem a field, in the form's order; none when they may be kept. */
export function sellerDetailsProblems(details: SellerDetails): SellerProblem[] {
  const { legalName, address, legalNameAr = '', addressAr = '', taxRegistrationNumber, commercialRegister } = normalisedSellerDetails(details);
  const problems: SellerProblem[] = [];
  if (legalName === '') problems.push({ field: 'legalName', code: 'legal_name_required' });
  else if (legalName.length > SELLER_LEGAL_NAME_MAX_LENGTH) problems.push({ field: 'legalName', code: 'legal_name_too_long' });
  if (legalNameAr.length > SELLER_LEGAL_NAME_MAX_LENGTH) problems.push({ field: 'legalNameAr', code: 'legal_name_ar_too_long' });
  if (address === '') problems.push({ field: 'address', code: 'address_required' });
  else if (address.length > SELLER_ADDRESS_MAX_LENGTH) problems.push({ field: 'address', code: 'address_too_long' });
  if (addressAr.length > SELLER_ADDRESS_MAX_LENGTH) problems.push({ field: 'addressAr', code: 'address_ar_too_long' });
  if (!TRN.test(taxRegistrationNumber)) problems.push({ field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' });
  if (commercialRegister !== '' && (commercialRegister.length > COMMERCIAL_REGISTER_MAX_LENGTH || !COMMERCIAL_REGISTER.test(commercialRegister)))
    problems.push({ field: 'commercialRegister', code: 'commercial_register_invalid' });
  return problems;
}

/** "123-456-789": the TRN as invoices and the back office print it. */
export function formattedTaxRegistrationNumber(digits: string): string {
  return TRN.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
