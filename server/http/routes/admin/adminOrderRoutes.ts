import { z } from 'zod';
import { poundsFromPiasters } from '../../../../src/domain/money';
import { ORDER_STATUSES, isOrderStatus, nextOrderStatuses } from '../../../../src/domain/order-lifecycle';
import { AdminOrderQueries, type OrderExportEntry } from '../../../adapters/db/admin/AdminOrderQueries';
import { OrderStatusTransactionOnDatabase } from '../../../adapters/db/admin/OrderStatusTransactionOnDatabase';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { ChangeOrderStatus } from '../../../application/admin/ChangeOrderStatus';
import { type CsvCell, toCsv } from '../../../application/admin/Csv';
import { notFound } from '../../HttpError';
import { releaseWhatEndedOrdersHeld } from '../../orderEndings';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { iso, pageAsked, pageJson, pageOf, sendCsv } from './adminSchemas';
import { orderDetailJson, orderDetailToJson, orderFilterOf, orderListItemJson, orderListItemToJson, orderListQuery, statusChangeJson, statusChangeToJson, statusRefusal } from './orderJson';
import { staffOf } from './staffAccess';

const paymentJson = z.object({
  id: z.number().int(),
  gateway: z.string(),
  transaction_id: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  status: z.string(),
  amount: z.number().describe('EGP'),
  currency: z.string(),
  card_brand: z.string().nullable(),
  card_last_four: z.string().nullable(),
  created_at: z.string(),
});

const adminOrderDetailJson = orderDetailJson.extend({ payments: z.array(paymentJson) });

const CSV_HEADER = [
  'Order ID',
  'Date',
  'Status',
  'Payment Method',
  'Paid',
  'Customer',
  'Email',
  'Phone',
  'Governorate',
  'City',
  'Address',
  'Items',
  'Subtotal (EGP)',
  'Shipping (EGP)',
  'Discount (EGP)',
  'Total (EGP)',
  'Promo Code',
];

const money = (piasters: number) => poundsFromPiasters(piasters).toFixed(2);

function csvRow(order: OrderExportEntry): CsvCell[] {
  return [
    order.id,
    iso(order.createdAt),
    order.status,
    order.paymentMethod,
    order.paid ? 'Yes' : 'No',
    order.customer.name,
    order.customer.email,
    order.customer.phone,
    order.governorate,
    order.city,
    order.address,
    order.itemCount,
    money(order.subtotal),
    money(order.shipping),
    money(order.discount),
    money(order.total),
    order.promoCode,
  ];
}

const params = z.object({ id: idParam });

export function adminOrderRoutes(app: ZodApp, context: ServerContext): void {
  const queries = new AdminOrderQueries(context.db);
  const changeOrderStatus = new ChangeOrderStatus(new OrderStatusTransactionOnDatabase(context.db, releaseWhatEndedOrdersHeld));

  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, searched and filtered by status (Admin)',
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

  app.get(
    '/orders/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The orders the search and status filter match, as a CSV file (Admin)',
        security: [{ bearer: [] }],
        produces: ['text/csv'],
        querystring: z.object(orderListQuery()).omit({ page: true, per_page: true }),
        response: { 200: z.string().describe('CSV'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await queries.export(orderFilterOf(request.query));
      return sendCsv(reply, 'orders', context.now(), toCsv(CSV_HEADER, rows.map(csvRow)));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'An order with its items, payments and customer, and the statuses it may move to (Admin)',
        security: [{ bearer: [] }],
        params,
        response: { 200: adminOrderDetailJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await queries.detail(request.params.id);
      if (!order) throw notFound(AdminMessages.orderNotFound(request.params.id), 'order_not_found');
      const next = isOrderStatus(order.status) ? nextOrderStatuses(order.status) : [];
      return {
        ...orderDetailToJson(order, next),
        payments: order.payments.map((payment) => ({
          id: payment.id,
          gateway: payment.gateway,
          transaction_id: payment.transactionId,
          gateway_order_id: payment.gatewayOrderId,
          status: payment.status,
          amount: poundsFromPiasters(payment.amount),
          currency: payment.currency,
          card_brand: payment.cardBrand,
          card_last_four: payment.cardLastFour,
          created_at: iso(payment.createdAt),
        })),
      };
    },
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move an order along its lifecycle (Admin)',
        description:
          'Pending → Processing (a card order only once its payment is confirmed), Cancelled or Failed; Processing → Shipped or Cancelled; Shipped → Delivered. ' +
          'Cancelled and Failed give back the stock, promo use, training seats and AI subscriptions the order held, exactly once; asking for the status the order already has changes nothing. ' +
          'A cancelled order that was paid by card answers refund_due: the money must be refunded at the payment gateway.',
        security: [{ bearer: [] }],
        params,
        body: z.object({ status: z.enum(ORDER_STATUSES) }),
        response: { 200: statusChangeJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await changeOrderStatus.execute({ orderId: request.params.id, to: request.body.status, staff: staffOf(request), now: context.now() });
      if (!result.ok) throw statusRefusal(result.error);
      return statusChangeToJson(result.value);
    },
  );
}
