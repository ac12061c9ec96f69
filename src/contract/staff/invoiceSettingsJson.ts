import * as z from 'zod/mini';

/** The seller's details that invoices print, at /api/admin/invoice-settings. */

/** The details as saved, with the tax registration number as invoices print it (123-456-789); the Arabic empty where none is written. */
export const SellerJson = z.object({
  legal_name: z.string(),
  address: z.string(),
  legal_name_ar: z.string(),
  address_ar: z.string(),
  tax_registration_number: z.string(),
  tax_registration_number_text: z.string(),
  commercial_register: z.string(),
});
export type SellerJson = z.infer<typeof SellerJson>;

/** `seller` is null until first saved: no invoice can be issued before. */
export const InvoiceSettingsJson = z.object({ seller: z.nullable(SellerJson) });
export type InvoiceSettingsJson = z.infer<typeof InvoiceSettingsJson>;
