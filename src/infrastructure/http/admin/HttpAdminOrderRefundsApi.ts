import * as z from 'zod/mini';
import { StaffRefundJson } from '@tiara/contract/staff/returnJson';
import type { OrderRefundRequestJson } from '@tiara/contract/staff/returnRequestJson';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import type { AdminOrderRefundsApi, OrderRefund, OrderRefundRequest } from '../../../application/admin/refunds/AdminOrderRefundsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { instant, instantOrNull } from './adminWireSchemas';

const refundOf = (wire: StaffRefundJson, context: z.core.ParsePayload): OrderRefund => ({
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
  creditNoteNumber: wire.credit_note_number,
});

const refundSchema: z.ZodMiniType<OrderRefund> = z.pipe(StaffRefundJson, z.transform(refundOf));
const refundListSchema: z.ZodMiniType<OrderRefund[]> = z.pipe(
  z.array(StaffRefundJson),
  z.transform((wire, context) => wire.map((refund) => refundOf(refund, context))),
);

const bodyOf = (request: OrderRefundRequest): OrderRefundRequestJson => ({
  method: request.method,
  amount: poundsFromPiasters(request.amount),
  ...(request.note === null ? {} : { note: request.note }),
  refunds_seen: request.refundsSeen,
});

/** /api/admin/orders/{id}/refunds and /api/admin/refunds/{id}/check over the staff-token client. */
export class HttpAdminOrderRefundsApi implements AdminOrderRefundsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  refunds(orderId: number): Promise<ApiResult<OrderRefund[]>> {
    return this.http.get(`/api/admin/orders/${orderId}/refunds`, refundListSchema);
  }

  refund(orderId: number, request: OrderRefundRequest): Promise<ApiResult<OrderRefund>> {
    return this.http.post(`/api/admin/orders/${orderId}/refunds`, bodyOf(request), refundSchema);
  }

  checkWithGateway(refundId: number): Promise<ApiResult<OrderRefund>> {
    return this.http.post(`/api/admin/refunds/${refundId}/check`, undefined, refundSchema);
  }
}
