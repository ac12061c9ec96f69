import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { type AdminPayment, AdminPaymentQueries } from '../../../adapters/db/admin/AdminPaymentQueries';
import { payments } from '../../../adapters/db/schema';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { findRoute, pagedList } from './adminRouteKit';
import { idQuery, iso, searchQuery } from './adminSchemas';
import { paymentJson, paymentToJson } from './paymentJson';

const listedPaymentJson = paymentJson.extend({
  order_id: z.number().int(),
  updated_at: z.string(),
  order: z.object({ status: z.string(), total_amount: z.number().describe('EGP'), payment_method: z.string() }),
  customer: z.object({ name: z.string(), email: z.string() }),
});

function listedPaymentToJson(payment: AdminPayment): z.infer<typeof listedPaymentJson> {
  return {
    ...paymentToJson(payment),
    order_id: payment.orderId,
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
    item: listedPaymentJson,
    page: ({ search, status, order_id: orderId }, asked) => queries.list({ search, status, orderId }, asked),
    toJson: listedPaymentToJson,
  });

  findRoute(app, {
    url: '/payments/:id',
    summary: 'One payment with its order and customer (Admin)',
    params: z.object({ id: idParam }),
    item: listedPaymentJson,
    find: ({ id }) => queries.payment(id),
    missing: ({ id }) => notFound(AdminMessages.paymentNotFound(id), 'payment_not_found'),
    toJson: listedPaymentToJson,
  });
}
