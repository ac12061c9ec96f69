import { z } from 'zod';
import { DeliveryDetailsJson } from '@tiara/contract/orderDeliveryJson';
import { PAYMENT_METHODS } from '@tiara/domain/checkout';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { type OrderHistoryFacts, orderTimeline, paymentStateOf } from '@tiara/domain/order-tracking';
import { AdminOrderQueries, type OrderDetail } from '../../adapters/db/admin/AdminOrderQueries';
import { CatalogQueries } from '../../adapters/db/CatalogQueries';
import { OrderCatalogQueries } from '../../adapters/db/OrderCatalogQueries';
import { OrderTimelineQueries } from '../../adapters/db/OrderTimelineQueries';
import { OrderMessages } from '../../application/orders/OrderMessages';
import { OrderHistoryQueries } from '../../adapters/db/OrderHistoryQueries';
import { OrderRepository } from '../../adapters/db/OrderRepository';
import { ConfirmOrder, type ConfirmOrderError } from '../../application/orders/ConfirmOrder';
import { PlaceOrder, type PlaceOrderError } from '../../application/orders/PlaceOrder';
import { requireSelfOrAdmin, requireUser } from '../authentication';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../schemas';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import { releaseWhatEndedOrdersHeld } from '../../composition/orderEndings';
import type { ShopServices } from '../../composition/composeShop';
import type { ServerContext, ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { inLanguage, productJson, productToJson } from './catalogRoutes';
import { HttpMessages } from '../HttpMessages';
import { deliveryDetailsToJson, shipmentToJson } from './orderDeliveryJson';

/** Far above any real order, low enough that every sum stays an exact integer of piasters. */
const MAX_POUNDS = 100_000_000;
const MAX_LINES = 100;
const MAX_QUANTITY = 10_000;

const pounds = z.number().min(0).max(MAX_POUNDS);
const text = (maxLength: number) => z.string().max(maxLength).default('');

const orderItemBody = z.object({
  product_name: z.string().max(500),
  product_id: z.number().int().positive().max(LARGEST_ID).describe('The cart id: a product id, an AI plan id + 1,000,000 or a training id + 2,000,000'),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  price: pounds.describe('EGP, per unit, as the customer saw it; checked against the catalogue'),
  product_image: z.string().max(2048).nullish(),
  sku: z.string().max(100).nullish().describe("The chosen variant's SKU"),
  package_id: z.number().int().positive().max(LARGEST_ID).nullish().describe('The chosen training package'),
});

const orderBody = z.object({
  user_id: z.number().int().min(0).max(LARGEST_ID).nullish().describe('0 or absent for a guest; otherwise the token’s user (an admin may name another)'),
  status: z.string().max(20).optional().describe('Ignored: every order starts Pending'),
  shipping_amount: pounds.optional().describe('Ignored: the server charges its own fee, which the total must reflect'),
  total_amount: pounds.describe('EGP, as the customer saw it; a different server total is a 409'),
  shipping_address: text(500),
  shipping_city: text(100),
  shipping_state: text(100).describe('The governorate, which decides the shipping fee'),
  shipping_postal_code: text(20),
  shipping_country: text(100),
  shipping_phone: text(30),
  shipping_email: text(320),
  shipping_user_first_name: text(100),
  shipping_user_last_name: text(100),
  shipping_user_middle_name: text(100),
  promo_code_id: z.number().int().positive().max(LARGEST_ID).nullish(),
  payment_method: z.enum(PAYMENT_METHODS as ['cash', 'credit', 'pickup']),
  order_items: z.array(orderItemBody).min(1).max(MAX_LINES),
});

const PLACE_ORDER_STATUS: Readonly<Record<PlaceOrderError['code'], number>> = {
  price_changed: 409,
  product_unavailable: 409,
  out_of_stock: 409,
  promo_rejected: 409,
  variant_required: 400,
  package_required: 400,
  unknown_package: 400,
  only_one: 400,
  payment_method_not_allowed: 400,
  sign_in_required: 401,
  unknown_customer: 404,
};

const CONFIRM_ORDER_STATUS: Readonly<Record<ConfirmOrderError['code'], number>> = {
  order_not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  not_card_order: 409,
  order_closed: 409,
  order_already_accepted: 409,
  payment_not_verified: 409,
};

const orderAsReadBack = z.object({
  id: z.number().int(),
  created_at: z.string(),
  total_amount: z.number().describe('EGP'),
  status: z.string(),
  payment_method: z.string(),
  order_items: z.array(
    z.object({
      product_name: z.string(),
      quantity: z.number().int(),
      price: z.number().describe('EGP, per unit'),
      product_image: z.string(),
      product_id: z.number().int().describe("The product's id; for kind 'ai-plan' the plan's id, for 'training' the training's id (not the cart id)"),
      variant_id: z.number().int().nullable().describe('The variant bought; null without one (or when it has since been deleted)'),
      kind: z.enum(['product', 'ai-plan', 'training']),
    }),
  ),
});

const orderDetailJson = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.string(),
  payment_method: z.string(),
  payment_state: z.enum(['unpaid', 'paid', 'refund_due']).describe('refund_due: paid by card, then cancelled by the shop'),
  subtotal: z.number().describe('EGP'),
  shipping_amount: z.number().describe('EGP'),
  discount_amount: z.number().describe('EGP'),
  total_amount: z.number().describe('EGP'),
  shipping: DeliveryDetailsJson,
  order_items: z.array(
    z.object({
      product_id: z.number().int().describe('The id in its own catalogue: product, AI plan or training'),
      variant_id: z.number().int().nullable(),
      kind: z.enum(['product', 'ai-plan', 'training']),
      sku: z.string().nullable(),
      product_name: z.string(),
      quantity: z.number().int(),
      price: z.number().describe('EGP, per unit, as charged'),
      product_image: z.string(),
    }),
  ),
  timeline: z
    .array(
      z.object({
        kind: z.enum(['placed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'failed']),
        at: z.string(),
        courier: z.string().nullable().describe('Shipped: the courier’s id'),
        courier_name: z.string().nullable(),
        tracking_number: z.string().nullable(),
        tracking_url: z.string().nullable().describe('Shipped: where the parcel can be followed, when the courier has such a page'),
      }),
    )
    .describe('The order’s history, oldest first'),
});

/** A timeline entry other than Shipped has no parcel. */
const NO_SHIPMENT = { courier: null, courier_name: null, tracking_number: null, tracking_url: null };

function orderDetailToJson(order: OrderDetail, facts: OrderHistoryFacts): z.infer<typeof orderDetailJson> {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_method: order.paymentMethod,
    payment_state: paymentStateOf({ paymentMethod: order.paymentMethod, status: order.status, gatewayPaid: order.paid }),
    subtotal: poundsFromPiasters(order.subtotal),
    shipping_amount: poundsFromPiasters(order.shipping),
    discount_amount: poundsFromPiasters(order.discount),
    total_amount: poundsFromPiasters(order.total),
    shipping: deliveryDetailsToJson(order.shippingDetails),
    order_items: order.lines.map((line) => ({
      product_id: line.catalogId,
      variant_id: line.variantId,
      kind: line.kind,
      sku: line.sku,
      product_name: line.name,
      quantity: line.quantity,
      price: poundsFromPiasters(line.unitPrice),
      product_image: line.image,
    })),
    timeline: orderTimeline(facts).map((entry) => ({
      kind: entry.kind,
      at: entry.at.toISOString(),
      ...(entry.shipment ? shipmentToJson(entry.shipment) : NO_SHIPMENT),
    })),
  };
}

/** Enough to fill one row of the storefront's strip. */
const BUY_AGAIN_LIMIT = 8;

export function orderRoutes(app: ZodApp, context: ServerContext, shop: ShopServices): void {
  const orderHistory = new OrderHistoryQueries(context.db);
  const catalog = new CatalogQueries(context.db);
  const orderDetails = new AdminOrderQueries(context.db);
  const timelines = new OrderTimelineQueries(context.db);
  const store = new OrderRepository(context.db);
  const placeOrder = new PlaceOrder(new OrderCatalogQueries(context.db), store);
  const confirmOrder = new ConfirmOrder(store, releaseWhatEndedOrdersHeld(context.db, context), shop.payments.verification);

  app.post(
    '/order/create',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order, priced by the server, with its stock and promo use reserved',
        description:
          'Every price comes from the catalogue, the AI plans and the training packages; shipping from the governorate table (0 for pickup and for carts of only plans or trainings); ' +
          'the promo is validated again. A line price or total that differs from the server’s is a 409 naming the server’s total, as is a product without enough stock or a promo that no longer applies. ' +
          'AI plans and trainings need a signed-in customer and card payment. Card orders hold their stock for the configured time while the payment is made.',
        security: [{ bearer: [] }, {}],
        body: orderBody,
        response: { 201: z.object({ orderid: z.number().int() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const caller = request.auth;
      const bodyUserId = body.user_id ? body.user_id : null;
      if (bodyUserId !== null && bodyUserId !== caller?.userId) {
        if (!caller) throw unauthorized(HttpMessages.sessionExpired, 'unauthenticated');
        if (caller.role !== 'Admin') throw forbidden(HttpMessages.orderForAnotherUser);
      }
      const result = await placeOrder.execute({
        userId: bodyUserId ?? caller?.userId ?? null,
        paymentMethod: body.payment_method,
        language: request.language,
        shippingDetails: {
          address: body.shipping_address,
          city: body.shipping_city,
          state: body.shipping_state,
          postalCode: body.shipping_postal_code,
          country: body.shipping_country,
          phone: body.shipping_phone,
          email: body.shipping_email,
          firstName: body.shipping_user_first_name,
          middleName: body.shipping_user_middle_name,
          lastName: body.shipping_user_last_name,
        },
        promoCodeId: body.promo_code_id ?? null,
        clientTotal: piastersFromPounds(body.total_amount),
        lines: body.order_items.map((item) => ({
          cartId: item.product_id,
          name: item.product_name,
          quantity: item.quantity,
          unitPrice: piastersFromPounds(item.price),
          image: item.product_image ?? '',
          sku: item.sku ?? null,
          packageId: item.package_id ?? null,
        })),
        now: context.now(),
        holdMinutes: context.settings.unpaidOrderHoldMinutes,
      });
      if (!result.ok) throw new HttpError(PLACE_ORDER_STATUS[result.error.code], result.error.code, result.error.message);
      context.metrics.orderPlaced();
      await sendAfterCommit(context.mailer, result.value.mail, request.log);
      return reply.code(201).send({ orderid: result.value.orderId });
    },
  );

  app.post(
    '/order/confirmOrder/:orderId/:status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Confirm (Success) or fail (Failed) a pending order; idempotent',
        description:
          'The order id may carry the AI-plan or training reference prefix. Success accepts a cash or pickup order, and a card order only when the gateway confirmed its payment ' +
          '(its callback, or an inquiry now; otherwise 409), completing what the payment bought. ' +
          'Failed ends a pending order and gives back its stock and promo use, once. The order’s customer or an admin may call it; a guest order may be confirmed (Success) by anyone who has its id, ' +
          'and failed only by an admin.',
        security: [{ bearer: [] }, {}],
        params: z.object({ orderId: z.string().max(40).describe('The order id, or its payment reference'), status: z.enum(['Success', 'Failed']) }),
        response: { 200: z.object({ id: z.number().int(), status: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reference = parseOrderReference(request.params.orderId);
      if (!reference || reference.orderId > LARGEST_ID) throw badRequest(HttpMessages.invalidOrderReference, 'invalid_order_reference');
      const result = await confirmOrder.execute({ orderId: reference.orderId, outcome: request.params.status, caller: request.auth, now: context.now() });
      if (!result.ok) throw new HttpError(CONFIRM_ORDER_STATUS[result.error.code], result.error.code, result.error.message);
      return result.value;
    },
  );

  app.get(
    '/order/user/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: "The user's orders, newest first, with their items as bought",
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam }),
        response: { 200: z.array(orderAsReadBack), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const entries = await orderHistory.ordersOf(request.params.userId);
      return entries.map((entry) => ({
        id: entry.id,
        created_at: entry.createdAt.toISOString(),
        total_amount: poundsFromPiasters(entry.totalPiasters),
        status: entry.status,
        payment_method: entry.paymentMethod,
        order_items: entry.items.map((item) => ({
          product_name: item.productName,
          quantity: item.quantity,
          price: poundsFromPiasters(item.unitPricePiasters),
          product_image: item.productImage,
          product_id: item.productId,
          variant_id: item.variantId,
          kind: item.kind,
        })),
      }));
    },
  );

  app.get(
    '/order/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the caller’s orders: items, amounts, payment, delivery address and timeline',
        description:
          'For the order’s customer, an admin or the sales desk; another customer gets 403. Guest orders have no customer to sign in, so only staff read them here (404 for anyone else). ' +
          'The timeline lists when the order was placed, paid, and each change of status, with the courier, tracking number and tracking link once shipped.',
        security: [{ bearer: [] }],
        params: z.object({ orderId: idParam }),
        response: { 200: orderDetailJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const { orderId } = request.params;
      const order = await orderDetails.detail(orderId);
      const isStaff = caller.role === 'Admin' || caller.role === 'Sales';
      if (!order || (order.customer.userId === null && !isStaff)) throw notFound(OrderMessages.orderNotFound(orderId), 'order_not_found');
      if (order.customer.userId !== caller.userId && !isStaff) throw forbidden(HttpMessages.otherUsersData);
      return orderDetailToJson(order, await timelines.factsOf(order.id, order.createdAt));
    },
  );

  app.get(
    '/order/user/:userId/buy-again',
    {
      schema: {
        tags: ['orders'],
        summary: 'The products this customer orders most, as the catalogue shows them today',
        description:
          `At most ${BUY_AGAIN_LIMIT}, best first: by the number of the customer's orders holding the product (cancelled and failed orders left out), then by the latest of them. ` +
          'Only products still on sale (active, in an active subcategory) are named; each as GET /product answers it. Never remembered: always the database.',
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam }),
        response: { 200: z.array(productJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireSelfOrAdmin(request, request.params.userId);
      const ranked = await orderHistory.mostOrderedProductIds(request.params.userId, BUY_AGAIN_LIMIT);
      const [found, variants] = await Promise.all([catalog.activeProductsIn(ranked), catalog.variantsOf(ranked)]);
      const byId = new Map(inLanguage(request.language, found).map((product) => [product.id, product]));
      variesByLanguage(reply);
      return ranked.flatMap((id) => {
        const product = byId.get(id);
        return product ? [productToJson(product, variants.get(id))] : [];
      });
    },
  );
}
