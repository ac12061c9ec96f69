import * as z from 'zod/mini';
import type { AdminPage } from '../../../application/admin/AdminPage';
import type { AdminPayment, AdminPaymentsApi, PaymentFilter } from '../../../application/admin/payments/AdminPaymentsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { count, date, money, pageSchema, queryOf } from './adminWireSchemas';

export const adminPaymentSchema: z.ZodMiniType<AdminPayment> = z.pipe(
  z.object({
    id: count,
    order_id: count,
    gateway: z.string(),
    transaction_id: z.nullable(z.string()),
    gateway_order_id: z.nullable(z.string()),
    status: z.string(),
    amount: money,
    currency: z.string(),
    card_brand: z.nullable(z.string()),
    card_last_four: z.nullable(z.string()),
    created_at: date,
    updated_at: date,
    order: z.object({ status: z.string(), total_amount: money, payment_method: z.string() }),
    customer: z.object({ name: z.string(), email: z.string() }),
  }),
  z.transform((wire) => ({
    id: wire.id,
    orderId: wire.order_id,
    gateway: wire.gateway,
    transactionId: wire.transaction_id,
    gatewayOrderId: wire.gateway_order_id,
    status: wire.status,
    amount: wire.amount,
    currency: wire.currency,
    cardBrand: wire.card_brand,
    cardLastFour: wire.card_last_four,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    order: { status: wire.order.status, total: wire.order.total_amount, paymentMethod: wire.order.payment_method },
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
    const query = queryOf({ search: filter.search?.trim(), status: filter.status, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/payments${query}`, paymentPageSchema);
  }

  payment(id: number): Promise<ApiResult<AdminPayment>> {
    return this.http.get(`/api/admin/payments/${id}`, adminPaymentSchema);
  }
}
