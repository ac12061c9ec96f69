import * as z from 'zod/mini';
import { CreditNoteJson } from '../returnJson';
import { withFields } from '../withFields';

/** A credit note as staff see it: beside the customer's view, how the money went back, the invoice it credits and the VAT it includes (pounds). */
export const StaffCreditNoteJson = withFields(CreditNoteJson, {
  order_id: z.int(),
  refund_method: z.enum(['card', 'store-credit', 'by-hand']),
  invoice_number: z.string(),
  vat_included: z.number(),
});
export type StaffCreditNoteJson = z.infer<typeof StaffCreditNoteJson>;

/** GET /api/admin/orders/{id}/credit-notes: the order's credit notes, oldest first. */
export const OrderCreditNotesJson = z.object({ credit_notes: z.array(StaffCreditNoteJson) });
export type OrderCreditNotesJson = z.infer<typeof OrderCreditNotesJson>;
