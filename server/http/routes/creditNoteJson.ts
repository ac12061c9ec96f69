import { CreditNoteJson } from '@tiara/contract/returnJson';
import { OrderCreditNotesJson, StaffCreditNoteJson } from '@tiara/contract/staff/creditNoteJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import * as z from 'zod/mini';
import type { CreditNoteEntry } from '../../adapters/db/CreditNoteQueries';
import { documented } from '../documented';

/** Where a credit note's PDF is read (GET, with the credentials of the order's customer or an admin). */
export const creditNotePdfPath = (id: number): string => `/api/credit-notes/${id}/pdf`;

/** A credit note as its customer lists it (src/contract/returnJson.ts). */
export function creditNoteToJson(note: CreditNoteEntry): CreditNoteJson {
  return { id: note.id, refund_id: note.refundId, number: note.number, issued_at: note.issuedAt.toISOString(), amount: poundsFromPiasters(note.amount), url: creditNotePdfPath(note.id) };
}

export function staffCreditNoteToJson(note: CreditNoteEntry): StaffCreditNoteJson {
  return { ...creditNoteToJson(note), order_id: note.orderId, refund_method: note.refundMethod, invoice_number: note.invoiceNumber, vat_included: poundsFromPiasters(note.vatIncluded) };
}

export const orderCreditNotesJson = z.object({
  credit_notes: z.array(
    documented(StaffCreditNoteJson, {
      number: 'CN-<Cairo year>-<sequence>, from its own gap-free yearly sequence',
      amount: 'EGP credited',
      vat_included: 'EGP of VAT the amount includes: its share of the invoice’s',
      url: 'The PDF, in the reader’s language',
    }),
  ),
}) satisfies z.ZodMiniType<OrderCreditNotesJson>;
