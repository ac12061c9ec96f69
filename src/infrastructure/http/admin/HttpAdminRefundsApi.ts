import * as z from 'zod/mini';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AdminRefundJson, StoreCreditReportJson } from '@tiara/contract/staff/refundReportJson';
import type { RefundQueryJson } from '@tiara/contract/staff/refundReportRequestJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { AdminPage } from '../../../application/admin/AdminPage';
import type { AdminRefund } from '@tiara/domain/returns';
import type { AdminRefundsApi, RefundFilter, StoreCreditReport } from '../../../application/admin/payments/AdminRefundsApi';
import type { InvoiceFile } from '../../../application/orders/InvoiceApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { HttpOrderReturnsApi } from '../HttpOrderReturnsApi';
import type { HttpClient } from '../HttpClient';
import { instant, instantOrNull, pageSchema, queryOf } from './adminWireSchemas';

const adminRefundSchema: z.ZodMiniType<AdminRefund> = z.pipe(
  AdminRefundJson,
  z.transform((wire, context) => ({
    id: wire.id,
    orderId: wire.order_id,
    returnId: wire.return_id,
    method: wire.method,
    amount: piastersFromPounds(wire.amount),
    status: wire.status,
    attempts: wire.attempts,
    lastError: wire.last_error,
    note: wire.note,
    createdBy: wire.created_by,
    createdAt: instant(wire.created_at, context),
    confirmedAt: instantOrNull(wire.confirmed_at, context),
    creditNote: wire.credit_note_id === null || wire.credit_note_number === null ? null : { id: wire.credit_note_id, number: wire.credit_note_number },
    customer: wire.customer,
  })),
);

const refundPageSchema = pageSchema(adminRefundSchema);

const storeCreditSchema: z.ZodMiniType<StoreCreditReport> = z.pipe(
  StoreCreditReportJson,
  z.transform((wire) => ({
    issued: piastersFromPounds(wire.issued),
    spent: piastersFromPounds(wire.spent),
    restored: piastersFromPounds(wire.restored),
    outstanding: piastersFromPounds(wire.outstanding),
    customersWithBalance: wire.customers_with_balance,
  })),
);

/** /api/admin/refunds and /api/admin/store-credit (read-only), and credit notes' PDFs with the admin's token. */
export class HttpAdminRefundsApi implements AdminRefundsApi {
  private readonly http: HttpClient;
  /** The customer's returns adapter reads a credit note's PDF; with the admin's token, any note. */
  private readonly creditNotes: HttpOrderReturnsApi;

  constructor(http: HttpClient) {
    this.http = http;
    this.creditNotes = new HttpOrderReturnsApi(http);
  }

  list(filter: RefundFilter): Promise<ApiResult<AdminPage<AdminRefund>>> {
    const query = queryOf<RefundQueryJson & PageQueryJson>({ search: filter.search?.trim(), status: filter.status, method: filter.method, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/refunds${query}`, refundPageSchema);
  }

  storeCredit(): Promise<ApiResult<StoreCreditReport>> {
    return this.http.get('/api/admin/store-credit', storeCreditSchema);
  }

  creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>> {
    return this.creditNotes.creditNote(creditNoteId);
  }
}
