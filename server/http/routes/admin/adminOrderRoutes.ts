import * as z from 'zod/mini';
import type { AdminOrderDetailJson } from '@tiara/contract/staff/orderJson';
import type { Language } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import { isOrderStatus, nextOrderStatuses } from '@tiara/domain/order-lifecycle';
import { refundableOf } from '@tiara/domain/returns';
import type { OrderCsvEntry, OrderDetail } from '../../../adapters/db/admin/AdminOrderQueries';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { CsvCell } from '../../../application/admin/Csv';
import { sendAfterCommit } from '../../../application/mail/sendAfterCommit';
import type { ShopServices } from '../../../composition/composeShop';
import { documented } from '../../documented';
import { notFound } from '../../HttpError';
import { publicOrigin } from '../../publicOrigin';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { findRoute, pagedListWithExport } from './adminRouteKit';
import { iso } from './adminSchemas';
import { orderDetailJson, orderDetailToJson, orderFilterOf, orderFilterQuery, orderListItemJson, orderListItemToJson, shipmentInputOf, statusChangeBody, statusChangeJson, statusChangeToJson, statusRefusal } from './orderJson';
import { paymentJson, paymentToJson } from './paymentJson';
import { staffOf } from './staffAccess';

const storeCreditGivenBackJson = documented(z.object({ amount: z.number(), at: z.string() }), { amount: 'EGP', at: 'When the order ended unfulfilled' });

const adminOrderDetailJson = documented(
  z.extend(orderDetailJson, { payments: z.array(paymentJson), refundable: z.number(), card_refundable: z.number(), store_credit_given_back: z.nullable(storeCreditGivenBackJson) }),
  {
    refundable: 'EGP: what may still be refunded of what the order was paid, in any way',
    card_refundable: 'EGP: what may still be refunded to the card (0 without a card payment)',
    store_credit_given_back: 'The store credit the order spent, given back to the customer’s ledger once when it ended unfulfilled; null for any other order',
  },
);

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
  'Refunded (EGP)',
  'Refund Pending (EGP)',
  'Store Credit Used (EGP)',
];

const money = (piasters: number) => poundsFromPiasters(piasters).toFixed(2);

function csvRow(order: OrderCsvEntry): CsvCell[] {
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
    money(order.money.refunded),
    money(order.refundPending),
    money(order.storeCreditUsed),
  ];
}

/** The shared order detail with every status the back office may move it to, its payments (which the sales desk never sees) and what may still be refunded. */
function adminOrderDetailToJson(order: OrderDetail, language: Language): AdminOrderDetailJson {
  const next = isOrderStatus(order.status) ? nextOrderStatuses(order.status) : [];
  const refundable = refundableOf(order.paidByMeans, order.refunds);
  return {
    ...orderDetailToJson(order, next, language),
    payments: order.payments.map(paymentToJson),
    refundable: poundsFromPiasters(refundable.total),
    card_refundable: poundsFromPiasters(refundable.card),
    store_credit_given_back: order.storeCreditGivenBack && { amount: poundsFromPiasters(order.storeCreditGivenBack.amount), at: order.storeCreditGivenBack.at.toISOString() },
  };
}

const params = z.object({ id: idParam });

export function adminOrderRoutes(app: ZodApp, shop: ShopServices): void {
  const { staff, now, mailer } = shop;
  const { orders: queries, changeOrderStatus } = staff;

  pagedListWithExport(app, now, {
    url: '/orders',
    summary: 'Orders, newest first, searched and filtered by status (Admin)',
    query: orderFilterQuery,
    item: orderListItemJson,
    page: (query, asked) => queries.list(orderFilterOf(query), asked),
    toJson: orderListItemToJson,
    export: {
      summary: 'The orders the search and status filter match, as a CSV file (Admin)',
      fileName: 'orders',
      header: CSV_HEADER,
      rows: async (query) => (await queries.export(orderFilterOf(query))).map(csvRow),
    },
  });

  findRoute(app, {
    url: '/orders/:id',
    summary: 'An order with its items (named in the reader’s language), payments and customer, and the statuses it may move to (Admin)',
    params,
    item: adminOrderDetailJson,
    find: ({ id }) => queries.detail(id),
    missing: ({ id }) => notFound(AdminMessages.orderNotFound(id), 'order_not_found'),
    toJson: (order, request) => adminOrderDetailToJson(order, request.language),
  });

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move an order along its lifecycle (Admin)',
        description:
          'Pending → Processing (a card order only once its payment is confirmed), Cancelled or Failed; Processing → Shipped or Cancelled; Shipped → Delivered. ' +
          'Cancelled and Failed give back the stock, promo use, training seats and AI subscriptions the order held, exactly once; asking for the status the order already has changes nothing. ' +
          'A cancelled order that was paid by card answers refund_due: refund it with POST /api/admin/orders/{id}/refunds. ' +
          'Shipped needs the courier and the tracking number (400 without them). Each change is added to the order’s timeline, and the customer gets an e-mail (and a notice when signed in) once.',
        security: [{ bearer: [] }],
        params,
        body: statusChangeBody(),
        response: { 200: statusChangeJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await changeOrderStatus.execute({
        orderId: request.params.id,
        to: request.body.status,
        staff: staffOf(request),
        now: now(),
        shipment: shipmentInputOf(request.body),
        origin: publicOrigin(shop, request),
      });
      if (!result.ok) throw statusRefusal(result.error);
      await sendAfterCommit(mailer, result.value.mail, request.log);
      return statusChangeToJson(result.value);
    },
  );
}
