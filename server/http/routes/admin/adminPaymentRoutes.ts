import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { findRoute, pagedList } from './adminRouteKit';
import { adminPaymentJson, adminPaymentToJson, paymentQuery } from './paymentJson';
import { adminRefundJson, adminRefundToJson, refundQuery, storeCreditReportJson, storeCreditReportToJson } from './refundReportJson';

/**
 * Read-only: a payment changes only when the gateway reports it (HMAC-verified callback or
 * inquiry); refunds change through the refunds' own routes, and the store credit ledger only grows.
 */
export function adminPaymentRoutes(app: ZodApp, { backOffice: { payments, refunds } }: ShopServices): void {
  pagedList(app, {
    url: '/payments',
    summary: 'Payments, newest first, searched and filtered by status or order (Admin)',
    query: paymentQuery,
    item: adminPaymentJson,
    page: ({ search, status, order_id: orderId }, asked) => payments.list({ search, status, orderId }, asked),
    toJson: adminPaymentToJson,
  });

  findRoute(app, {
    url: '/payments/:id',
    summary: 'One payment with its order and customer (Admin)',
    params: z.object({ id: idParam }),
    item: adminPaymentJson,
    find: ({ id }) => payments.payment(id),
    missing: ({ id }) => notFound(AdminMessages.paymentNotFound(id), 'payment_not_found'),
    toJson: adminPaymentToJson,
  });

  pagedList(app, {
    url: '/refunds',
    summary: 'Refunds, newest first, searched and filtered by status and method, with their credit notes (Admin)',
    query: refundQuery,
    item: adminRefundJson,
    page: ({ search, status, method }, asked) => refunds.list({ search, status, method }, asked),
    toJson: adminRefundToJson,
  });

  app.get(
    '/store-credit',
    {
      schema: {
        tags: ['admin'],
        summary: "The customers' store credit: given, spent, given back and still held (Admin)",
        security: [{ bearer: [] }],
        response: { 200: storeCreditReportJson, ...errorResponses(401, 403) },
      },
    },
    async () => storeCreditReportToJson(await refunds.storeCredit()),
  );
}
