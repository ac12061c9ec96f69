import { z } from 'zod';
import { type OrderStatus, isOrderStatus, nextOrderStatuses } from '@tiara/domain/order-lifecycle';
import { AdminMessages } from '../../application/admin/AdminMessages';
import { FULFILMENT_STATUSES } from '../../application/admin/ChangeOrderStatus';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import type { ShopServices } from '../../composition/composeShop';
import { notFound } from '../HttpError';
import { publicOrigin } from '../publicOrigin';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { pageAsked, pageJson, pageOf } from './admin/adminSchemas';
import { orderDetailJson, orderDetailToJson, orderFilterOf, orderListItemJson, orderListItemToJson, orderListQuery, shipmentInputOf, statusChangeBodyTo, statusChangeJson, statusChangeToJson, statusRefusal } from './admin/orderJson';
import { requireStaff, staffOf } from './admin/staffAccess';
import { staffReturnRoutes } from './admin/staffReturnRoutes';

/** The moves a sales person may make from `status`: shipping and delivering, never cancelling or failing. */
const fulfilmentMovesFrom = (status: string): OrderStatus[] =>
  isOrderStatus(status) ? nextOrderStatuses(status).filter((next) => (FULFILMENT_STATUSES as readonly OrderStatus[]).includes(next)) : [];

/**
 * The sales desk, under /api/sales (Sales or Admin): find orders and fulfil them, and work the
 * returns queue short of money (staffReturnRoutes). No prices are changed here and nothing is
 * cancelled or refunded; every status change is audited.
 */
export function salesRoutes(app: ZodApp, shop: ShopServices): void {
  const { staff, now, mailer } = shop;
  const { orders: queries, changeOrderStatus } = staff;

  app.register(
    async (sales: ZodApp) => {
      requireStaff(sales, staff.members, ['Sales', 'Admin']);

      sales.get(
        '/orders',
        {
          schema: {
            tags: ['sales'],
            summary: 'Orders, newest first, searched and filtered by status (Sales or Admin)',
            security: [{ bearer: [] }],
            querystring: z.object(orderListQuery()),
            response: { 200: pageOf(orderListItemJson), ...errorResponses(400, 401, 403) },
          },
        },
        async (request) => {
          const asked = pageAsked(request.query);
          return pageJson(await queries.list(orderFilterOf(request.query), asked), asked, orderListItemToJson);
        },
      );

      sales.get(
        '/orders/:id',
        {
          schema: {
            tags: ['sales'],
            summary: 'An order with its items (named in the reader’s language), delivery details and customer (Sales or Admin)',
            security: [{ bearer: [] }],
            params: z.object({ id: idParam }),
            response: { 200: orderDetailJson, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          const order = await queries.detail(request.params.id);
          if (!order) throw notFound(AdminMessages.orderNotFound(request.params.id), 'order_not_found');
          return orderDetailToJson(order, fulfilmentMovesFrom(order.status), request.language);
        },
      );

      sales.put(
        '/orders/:id/status',
        {
          schema: {
            tags: ['sales'],
            summary: 'Mark an order Shipped (from Processing) or Delivered (from Shipped) (Sales or Admin)',
            description: 'Shipped needs the courier and the tracking number (400 without them). The customer gets an e-mail (and a notice when signed in) once.',
            security: [{ bearer: [] }],
            params: z.object({ id: idParam }),
            body: statusChangeBodyTo(FULFILMENT_STATUSES),
            response: { 200: statusChangeJson, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) => {
          // Through this desk even an admin only fulfils; cancelling is the back office's.
          const staffMember = { ...staffOf(request), role: 'Sales' as const };
          const result = await changeOrderStatus.execute({ orderId: request.params.id, to: request.body.status, staff: staffMember, now: now(), shipment: shipmentInputOf(request.body), origin: publicOrigin(shop, request) });
          if (!result.ok) throw statusRefusal(result.error);
          await sendAfterCommit(mailer, result.value.mail, request.log);
          return statusChangeToJson(result.value);
        },
      );

      staffReturnRoutes(sales, shop, 'sales');
    },
    { prefix: '/sales' },
  );
}
