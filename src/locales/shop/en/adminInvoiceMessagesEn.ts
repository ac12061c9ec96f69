import type { SellerProblemCode } from '@tiara/domain/invoice';

/** Admin → Management → Invoice details. */
export const adminInvoiceMessagesEn = {
  title: 'Invoice details',
  hint: 'Printed on every invoice issued from now on; invoices already issued keep the details they were issued with. An invoice in Arabic prints the Arabic name and address where they are written, the English otherwise.',
  notSet: 'Not set yet: no invoice can be issued until these details are saved.',
  legalName: 'Legal name',
  address: 'Address',
  taxRegistrationNumber: 'Tax registration number',
  taxRegistrationNumberHint: '9 digits, as on the tax card: 123-456-789',
  commercialRegister: 'Commercial register number (optional)',
  save: 'Save invoice details',
  saved: 'Invoice details saved',
  problems: {
    legal_name_required: 'Please enter the legal name.',
    legal_name_too_long: 'The legal name can be at most 200 characters.',
    legal_name_ar_too_long: 'The Arabic legal name can be at most 200 characters.',
    address_required: 'Please enter the address.',
    address_too_long: 'The address can be at most 500 characters.',
    address_ar_too_long: 'The Arabic address can be at most 500 characters.',
    tax_registration_number_invalid: 'The tax registration number must be 9 digits.',
    commercial_register_invalid: 'At most 30 letters, digits, spaces, slashes and dashes.',
  } satisfies Record<SellerProblemCode, string>,
} as const;
