import * as z from 'zod/mini';

/*
 * What the back office sends of the seller's details invoices print. Apart from the answers: the
 * back office only types what it sends, so these rules never reach the browser.
 */

/** The body of PUT /api/admin/invoice-settings; the server checks the details as invoices need them. */
export const NewSellerJson = z.object({
  legal_name: z.string().check(z.maxLength(1_000)),
  address: z.string().check(z.maxLength(2_000)),
  legal_name_ar: z._default(z.string().check(z.maxLength(1_000)), ''),
  address_ar: z._default(z.string().check(z.maxLength(2_000)), ''),
  tax_registration_number: z.string().check(z.maxLength(100)),
  commercial_register: z._default(z.string().check(z.maxLength(1_000)), ''),
});
export type NewSellerJson = z.input<typeof NewSellerJson>;
