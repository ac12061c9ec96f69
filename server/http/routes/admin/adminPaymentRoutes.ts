import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { findRoute, pagedList } from './adminRouteKit';
import { adminPaymentJson, adminPaymentToJson, paymentQuery } from './paymentJson';

/** Read-only: a payment changes only when the gateway reports it (HMAC-verified callback or inquiry). */
export function adminPaymentRoutes(app: ZodApp, { backOffice: { payments } }: ShopServices): void {
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
}
