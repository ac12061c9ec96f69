import * as z from 'zod/mini';

/** The seller's details that invoices print, at /api/admin/invoice-settings. */

/** The details as saved, with the tax registration number as invoices print it (123-456-789). */
export const SellerJson = z.object({
  legal_name: z.string(),
  address: z.string(),
  tax_registration_number: z.string(),
  tax_registration_number_text: z.string(),
  commercial_register: z.string(),
});
export type SellerJson = z.infer<typeof SellerJson>;

/** `seller` is null until first saved: no invoice can be issued before. */
export const InvoiceSettingsJson = z.object({ seller: z.nullable(SellerJson) });
export type InvoiceSettingsJson = z.infer<typeof InvoiceSettingsJson>;

/** The body of PUT /api/admin/invoice-settings; the server checks the details as invoices need them. */
export const NewSellerJson = z.object({
  legal_name: z.string().check(z.maxLength(1_000)),
  address: z.string().check(z.maxLength(2_000)),
  tax_registration_number: z.string().check(z.maxLength(100)),
  commercial_register: z._default(z.string().check(z.maxLength(1_000)), ''),
});
export type NewSellerJson = z.input<typeof NewSellerJson>;
