import { CreditNoteRepository } from '../adapters/db/CreditNoteRepository';
import { InvoiceRepository } from '../adapters/db/InvoiceRepository';
import type { CreditNoteIssuer } from '../application/credit-notes/CreditNoteIssuer';
import { IssueCreditNote } from '../application/credit-notes/IssueCreditNote';
import { IssueMissingCreditNotes } from '../application/credit-notes/IssueMissingCreditNotes';
import { ObtainCreditNote } from '../application/credit-notes/ObtainCreditNote';
import { IssueInvoice } from '../application/invoices/IssueInvoice';
import type { ServerContext } from '../http/ServerContext';

/**
 * Credit notes: issued for each confirmed refund of an invoiceable order (`issuer`, which the
 * refunds call once a refund is confirmed, and the periodic sweep's `issueMissing` for any the call
 * missed), and read back as issued by the order's customer or an admin.
 */
export function creditNoteServices(context: Pick<ServerContext, 'db'>) {
  const store = new CreditNoteRepository(context.db);
  const issueCreditNote = new IssueCreditNote(store, new IssueInvoice(new InvoiceRepository(context.db)));
  const issuer: CreditNoteIssuer = issueCreditNote;
  return {
    issuer,
    issueCreditNote,
    issueMissing: new IssueMissingCreditNotes(store, issueCreditNote),
    obtainCreditNote: new ObtainCreditNote(store),
  };
}
