import * as z from 'zod/mini';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { type ReturnEventJson, type StaffRefundJson, StaffReturnDetailJson, StaffReturnJson } from '@tiara/contract/staff/returnJson';
import type { ReturnDecisionJson, ReturnQueryJson, ReturnReceiptJson, ReturnResolutionJson } from '@tiara/contract/staff/returnRequestJson';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import { fail, ok } from '@tiara/domain/result';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { ReturnDecision, ReturnEvent, ReturnFilter, ReturnSettlement, StaffRefund, StaffReturn, StaffReturnDetail, StaffReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { type HttpClient, HttpMessages, bodyOf, failureFrom } from '../HttpClient';
import { instant, instantOrNull, pageSchema, queryOf } from './adminWireSchemas';

/** The returns of src/contract/staff/returnJson.ts as both staff areas read them: pounds become piasters, ISO texts dates. */

const returnOf = (wire: StaffReturnJson, context: z.core.ParsePayload): StaffReturn => ({
  id: wire.id,
  orderId: wire.order_id,
  orderStatus: wire.order_status,
  paymentMethod: wire.payment_method,
  status: wire.status,
  reason: wire.reason,
  preferredOutcome: wire.preferred_outcome,
  note: wire.note,
  refusalReason: wire.refusal_reason,
  resolution: wire.resolution,
  exchangeOrderId: wire.exchange_order_id,
  createdAt: instant(wire.created_at, context),
  lines: wire.lines.map((line) => ({ orderItemId: line.order_item_id, productName: line.product_name, quantity: line.quantity })),
  photoIds: wire.photos.map((photo) => photo.id),
  customer: { name: wire.customer.name, email: wire.customer.email },
  restocked: wire.restocked,
});

const refundOf = (wire: StaffRefundJson, context: z.core.ParsePayload): StaffRefund => ({
  id: wire.id,
  returnId: wire.return_id,
  method: wire.method,
  amount: piastersFromPounds(wire.amount),
  status: wire.status,
  createdAt: instant(wire.created_at, context),
  confirmedAt: instantOrNull(wire.confirmed_at, context),
  attempts: wire.attempts,
  lastError: wire.last_error,
  note: wire.note,
  createdBy: wire.created_by,
  creditNote: wire.credit_note_id === null || wire.credit_note_number === null ? null : { id: wire.credit_note_id, number: wire.credit_note_number },
});

const eventOf = (wire: ReturnEventJson, context: z.core.ParsePayload): ReturnEvent => ({ kind: wire.kind, at: instant(wire.at, context), actor: wire.actor, note: wire.note });

const returnPageSchema = pageSchema(z.pipe(StaffReturnJson, z.transform(returnOf)));

export const returnDetailSchema: z.ZodMiniType<StaffReturnDetail> = z.pipe(
  StaffReturnDetailJson,
  z.transform((wire, context) => ({
    ...returnOf(wire, context),
    suggestedAmount: piastersFromPounds(wire.suggested_amount),
    refundable: piastersFromPounds(wire.refundable),
    cardRefundable: piastersFromPounds(wire.card_refundable),
    refunds: wire.refunds.map((refund) => refundOf(refund, context)),
    events: wire.events.map((event) => eventOf(event, context)),
  })),
);

const decisionBody = (decision: ReturnDecision): ReturnDecisionJson => (decision.decision === 'approve' ? { decision: 'approve' } : { decision: 'refuse', reason: decision.reason });

function resolutionBody(settlement: ReturnSettlement): ReturnResolutionJson {
  switch (settlement.resolution) {
    case 'exchange':
      return { resolution: 'exchange' };
    case 'paid-back-by-hand':
      return { resolution: 'paid-back-by-hand', amount: poundsFromPiasters(settlement.amount), note: settlement.note };
    default:
      return { resolution: settlement.resolution, amount: poundsFromPiasters(settlement.amount) };
  }
}

const unreachable = () => fail({ kind: 'network' as const, status: null, code: 'network_error', message: HttpMessages.network });

/**
 * The returns of one staff area over its token: `/api/admin/returns` for the back office,
 * `/api/sales/returns` for the sales desk (whose server takes only an exchange as a resolution).
 */
export class HttpStaffReturnsApi implements StaffReturnsApi {
  private readonly http: HttpClient;
  private readonly path: string;

  constructor(http: HttpClient, area: 'admin' | 'sales') {
    this.http = http;
    this.path = `/api/${area}/returns`;
  }

  returns(filter: ReturnFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffReturn>>> {
    return this.http.get(`${this.path}${queryOf<ReturnQueryJson & PageQueryJson>({ search: filter.search.trim(), status: filter.status, page: page.page, per_page: page.perPage })}`, returnPageSchema);
  }

  returnDetail(id: number): Promise<ApiResult<StaffReturnDetail>> {
    return this.http.get(`${this.path}/${id}`, returnDetailSchema);
  }

  decide(id: number, decision: ReturnDecision): Promise<ApiResult<StaffReturnDetail>> {
    return this.http.post(`${this.path}/${id}/decision`, decisionBody(decision), returnDetailSchema);
  }

  receive(id: number, restock: boolean): Promise<ApiResult<StaffReturnDetail>> {
    const body: ReturnReceiptJson = { restock };
    return this.http.post(`${this.path}/${id}/receipt`, body, returnDetailSchema);
  }

  resolve(id: number, settlement: ReturnSettlement): Promise<ApiResult<StaffReturnDetail>> {
    return this.http.post(`${this.path}/${id}/resolution`, resolutionBody(settlement), returnDetailSchema);
  }

  /** The photo's bytes (GET /api/returns/photos/{id}, either area's token); a refusal is read from its JSON like any other answer's. */
  async photo(id: number): Promise<ApiResult<Blob>> {
    const response = await this.http.exchange('GET', `/api/returns/photos/${id}`, undefined);
    if (!response) return unreachable();
    if (!response.ok) return fail(failureFrom(response.status, bodyOf(await response.text().catch(() => ''))));
    return response.blob().then((content) => ok(content), unreachable);
  }
}
