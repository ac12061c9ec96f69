import type { AdminPage } from '../../../../src/application/admin/AdminPage';
import type { AdminRefundsApi, RefundFilter, StoreCreditReport } from '../../../../src/application/admin/payments/AdminRefundsApi';
import type { AdminRefund } from '@tiara/domain/returns';
import type { InvoiceFile } from '../../../../src/application/orders/InvoiceApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverCreditNoteMessagesEn } from '../../../../src/locales/server/en/serverCreditNoteMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** Refund `id` of 450 EGP to the card on order 100 + `id`, confirmed on 20 Nov 2026 with credit note CN-2026-00000`id`, unless `fields` say otherwise. */
export function cardRefund(id: number, fields: Partial<AdminRefund> = {}): AdminRefund {
  const at = new Date('2026-11-20T10:00:00Z');
  return {
    id,
    orderId: 100 + id,
    returnId: null,
    method: 'card',
    amount: 45_000,
    status: 'Confirmed',
    attempts: 1,
    lastError: null,
    note: null,
    createdBy: 'Amira Admin',
    createdAt: at,
    confirmedAt: at,
    creditNote: { id, number: `CN-2026-${String(id).padStart(6, '0')}` },
    customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
    ...fields,
  };
}

const NUMBER_SEARCH = /^#?\d{1,9}$/;

/**
 * The shop's refunds and store credit as the back office reads them: refunds listed newest first,
 * filtered by status and method, searched by order number, credit note number or the customer's
 * e-mail or name; the store credit ledger's sums (`storeCreditReport`); the credit notes' PDFs by
 * id (`creditNotes`). The filters asked for are kept as sent.
 */
export class FakeAdminRefundsApi extends FakeApi implements AdminRefundsApi {
  readonly filters: RefundFilter[] = [];
  refunds: AdminRefund[] = [];
  storeCreditReport: StoreCreditReport = { issued: 0, spent: 0, restored: 0, outstanding: 0, customersWithBalance: 0 };
  /** The credit notes' PDFs, by id. */
  readonly creditNotes = new Map<number, InvoiceFile>();

  list(filter: RefundFilter): Promise<ApiResult<AdminPage<AdminRefund>>> {
    this.filters.push(filter);
    return this.respond('list', 'list', () => {
      const rows = this.refunds
        .filter((refund) => (filter.status === undefined || refund.status === filter.status) && (filter.method === undefined || refund.method === filter.method) && searched(filter.search, refund))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows, filter));
    });
  }

  storeCredit(): Promise<ApiResult<StoreCreditReport>> {
    return this.respond('storeCredit', 'store credit', () => ok(this.storeCreditReport));
  }

  creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>> {
    return this.respond('creditNote', `credit note ${creditNoteId}`, () => {
      const note = this.creditNotes.get(creditNoteId);
      return note ? ok(note) : fail(refusal(404, 'credit_note_not_found', serverCreditNoteMessagesEn.creditNoteNotFound(creditNoteId)));
    });
  }
}

function searched(search: string | undefined, refund: AdminRefund): boolean {
  const wanted = search?.trim() ?? '';
  if (NUMBER_SEARCH.test(wanted)) return refund.orderId === Number(wanted.replace('#', ''));
  return matchesSearch(wanted, refund.creditNote?.number ?? null, refund.customer.email, refund.customer.name);
}
