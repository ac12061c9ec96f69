import { z } from 'zod';
import { poundsFromPiasters } from '../../../../src/domain/money';
import { type AdminPayment, AdminPaymentQueries } from '../../../adapters/db/admin/AdminPaymentQueries';
import { payments } from '../../../adapters/db/schema';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { findRoute, pagedList } from './adminRouteKit';
import { idQuery, iso, searchQuery } from './adminSchemas';

const paymentJson = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  gateway: z.string(),
  transaction_id: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  status: z.string(),
  amount: z.number().describe('EGP'),
  currency: z.string(),
  card_brand: z.string().nullable(),
  card_last_four: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  order: z.object({ status: z.string(), total_amount: z.number().describe('EGP'), payment_method: z.string() }),
  customer: z.object({ name: z.string(), email: z.string() }),
});

function paymentToJson(payment: AdminPayment): z.infer<typeof paymentJson> {
  return {
    id: payment.id,
    order_id: payment.orderId,
    gateway: payment.gateway,
    transaction_id: payment.transactionId,
    gateway_order_id: payment.gatewayOrderId,
    status: payment.status,
    amount: poundsFromPiasters(payment.amount),
    currency: payment.currency,
    card_brand: payment.cardBrand,
    card_last_four: payment.cardLastFour,
    created_at: iso(payment.createdAt),
    updated_at: iso(payment.updatedAt),
    order: { status: payment.orderStatus, total_amount: poundsFromPiasters(payment.orderTotal), payment_method: payment.paymentMethod },
    customer: { name: payment.customerName, email: payment.customerEmail },
  };
}

/** Read-only: a payment changes only when the gateway reports it (HMAC-verified callback or inquiry). */
export function adminPaymentRoutes(app: ZodApp, context: ServerContext): void {
  const queries = new AdminPaymentQueries(context.db);

  pagedList(app, {
    url: '/payments',
    summary: 'Payments, newest first, searched and filtered by status or order (Admin)',
    query: () => ({
      search: searchQuery().describe("A payment or order number, a gateway id, or part of the customer's e-mail or name"),
      status: z.enum(payments.status.enumValues).optional(),
      order_id: idQuery(),
    }),
    item: paymentJson,
    page: ({ search, status, order_id: orderId }, asked) => queries.list({ search, status, orderId }, asked),
    toJson: paymentToJson,
  });

  findRoute(app, {
    url: '/payments/:id',
    summary: 'One payment with its order and customer (Admin)',
    params: z.object({ id: idParam }),
    item: paymentJson,
    find: ({ id }) => queries.payment(id),
    missing: ({ id }) => notFound(AdminMessages.paymentNotFound(id), 'payment_not_found'),
    toJson: paymentToJson,
  });
}
