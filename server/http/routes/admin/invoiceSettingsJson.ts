import { InvoiceSettingsJson, SellerJson } from '@tiara/contract/staff/invoiceSettingsJson';
import { NewSellerJson } from '@tiara/contract/staff/invoiceSettingsRequestJson';
import { type SellerDetails, formattedTaxRegistrationNumber } from '@tiara/domain/invoice';
import * as z from 'zod/mini';
import { described, documented } from '../../documented';

/** The seller's details invoices print (src/contract/staff/invoiceSettingsJson.ts). */

const sellerJson = documented(SellerJson, {
  legal_name: "The shop's legal name, as invoices print it",
  address: "The shop's registered address",
  legal_name_ar: 'The legal name as invoices in Arabic print it; empty: they print the English',
  address_ar: 'The address as invoices in Arabic print it; empty: they print the English',
  tax_registration_number: 'The 9 digits of the Egyptian tax registration number',
  tax_registration_number_text: 'The same, as invoices print it: 123-456-789',
  commercial_register: 'The commercial register number; empty when invoices print none',
});

export const invoiceSettingsJson = z.extend(InvoiceSettingsJson, { seller: described(z.nullable(sellerJson), 'Null until first saved: no invoice can be issued before') });

export const invoiceSettingsToJson = (seller: SellerDetails | null): InvoiceSettingsJson => ({
  seller: seller
    ? {
        legal_name: seller.legalName,
        address: seller.address,
        legal_name_ar: seller.legalNameAr ?? '',
        address_ar: seller.addressAr ?? '',
        tax_registration_number: seller.taxRegistrationNumber,
        tax_registration_number_text: formattedTaxRegistrationNumber(seller.taxRegistrationNumber),
        commercial_register: seller.commercialRegister,
      }
    : null,
});

export const newSellerBody = () => documented(NewSellerJson, { tax_registration_number: '9 digits; spaces and dashes between them are dropped' });

/** The details as typed, before the invoice rules check and tidy them. */
export const sellerOf = (body: z.output<typeof NewSellerJson>): SellerDetails => ({
  legalName: body.legal_name,
  address: body.address,
  legalNameAr: body.legal_name_ar,
  addressAr: body.address_ar,
  taxRegistrationNumber: body.tax_registration_number,
  commercialRegister: body.commercial_register,
});
