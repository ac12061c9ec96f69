import * as z from 'zod/mini';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AdminPaymentJson } from '@tiara/contract/staff/paymentJson';
import type { PaymentQueryJson } from '@tiara/contract/staff/paymentRequestJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { AdminPage } from '../../../application/admin/AdminPage';
import type { AdminPayment, AdminPaymentsApi, PaymentFilter } from '../../../application/admin/payments/AdminPaymentsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { instant, pageSchema, queryOf } from './adminWireSchemas';
import { paymentOf } from './staffOrderSchemas';

export const adminPaymentSchema: z.ZodMiniType<AdminPayment> = z.pipe(
  AdminPaymentJson,
  z.transform((wire, context) => ({
    ...paymentOf(wire, context),
    orderId: wire.order_id,
    updatedAt: instant(wire.updated_at, context),
    order: { status: wire.order.status, total: piastersFromPounds(wire.order.total_amount), paymentMethod: wire.order.payment_method },
    customer: wire.customer,
  })),
);

const paymentPageSchema = pageSchema(adminPaymentSchema);

/** /api/admin/payments (read-only). */
export class HttpAdminPaymentsApi implements AdminPaymentsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: PaymentFilter): Promise<ApiResult<AdminPage<AdminPayment>>> {
    const query = queryOf<PaymentQueryJson & PageQueryJson>({ search: filter.search?.trim(), status: filter.status, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/payments${query}`, paymentPageSchema);
  }

  payment(id: number): Promise<ApiResult<AdminPayment>> {
    return this.http.get(`/api/admin/payments/${id}`, adminPaymentSchema);
  }
}
