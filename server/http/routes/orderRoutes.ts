import { z } from 'zod';
import { ConfirmedOrderJson, CreatedOrderJson } from '@tiara/contract/orderJson';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { inLanguage } from '../../application/catalog/inLanguage';
import type { ConfirmOrderError } from '../../application/orders/ConfirmOrder';
import { OrderMessages } from '../../application/orders/OrderMessages';
import type { PlaceOrderError } from '../../application/orders/PlaceOrder';
import type { ShopServices } from '../../composition/composeShop';
import { requireSelfOrAdmin, requireUser } from '../authentication';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../HttpError';
import { HttpMessages } from '../HttpMessages';
import { answerKeptByTheWrite } from '../idempotencyKeys';
import { errorResponses, idParam, LARGEST_ID } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { productJson, productToJson } from './catalogJson';
import { newOrderBody, orderDetailJson, orderDetailToJson, orderRequestOf, pastOrderJson, pastOrderToJson } from './orderJson';

const PLACE_ORDER_STATUS: Readonly<Record<PlaceOrderError['code'], number>> = {
  price_changed: 409,
  product_unavailable: 409,
  out_of_stock: 409,
  promo_rejected: 409,
  store_credit_rejected: 409,
  variant_required: 400,
  package_required: 400,
  unknown_package: 400,
  only_one: 400,
  payment_method_not_allowed: 400,
  delivery_address_required: 400,
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

/** Enough to fill one row of the storefront's strip. */
const BUY_AGAIN_LIMIT = 8;

export function orderRoutes(app: ZodApp, { orders, catalog, metrics, now, settings }: ShopServices): void {
  const { history, details, timelines, placeOrder, confirmOrder } = orders;

  app.post(
    '/order/create',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order, priced by the server, with its stock and promo use reserved',
        description:
          'Every price comes from the catalogue, the AI plans and the training packages; shipping from the governorate table (0 for pickup and for carts of only plans or trainings); ' +
          'the promo is validated again. A line price or total that differs from the server’s is a 409 naming the server’s total, as is a product without enough stock or a promo that no longer applies. ' +
          'An order with products needs a delivery address and governorate (400 otherwise); one of only plans and trainings needs neither. ' +
          'AI plans and trainings need a signed-in customer and card payment. Card orders hold their stock for the configured time while the payment is made. ' +
          'A signed-in customer may pay part or all of the total with store credit (store_credit), spent from their ledger in the order’s transaction; the payment method collects the rest, ' +
          'and an order store credit pays in full waits for no payment: a card one is accepted by the confirmation step without the gateway.',
        security: [{ bearer: [] }, {}],
        body: newOrderBody,
        response: { 201: CreatedOrderJson, ...errorResponses(400, 401, 403, 404, 409) },
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
        ...orderRequestOf(body),
        userId: bodyUserId ?? caller?.userId ?? null,
        language: request.language,
        now: now(),
        holdMinutes: settings.unpaidOrderHoldMinutes,
        requestKey: request.idempotentWrite,
      });
      if (!result.ok) throw new HttpError(PLACE_ORDER_STATUS[result.error.code], result.error.code, result.error.message);
      // place_orders kept this very answer under the request's key with the order.
      answerKeptByTheWrite(request);
      metrics.orderPlaced();
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
          '(its callback, or an inquiry now; otherwise 409) or store credit paid all of it, completing what the payment bought. ' +
          'Failed ends a pending order and gives back its stock and promo use, once. The order’s customer or an admin may call it (to another customer the order does not exist: 404); ' +
          'a guest order may be confirmed (Success) by anyone who has its id, and failed only by an admin (403).',
        security: [{ bearer: [] }, {}],
        params: z.object({ orderId: z.string().max(40).describe('The order id, or its payment reference'), status: z.enum(['Success', 'Failed']) }),
        response: { 200: ConfirmedOrderJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reference = parseOrderReference(request.params.orderId);
      if (!reference || reference.orderId > LARGEST_ID) throw badRequest(HttpMessages.invalidOrderReference, 'invalid_order_reference');
      const result = await confirmOrder.execute({ orderId: reference.orderId, outcome: request.params.status, caller: request.auth, now: now() });
      if (!result.ok) throw new HttpError(CONFIRM_ORDER_STATUS[result.error.code], result.error.code, result.error.message);
      return result.value;
    },
  );

  app.get(
    '/order/user/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: "The user's orders, newest first, with their items as bought, named in the reader's language (Accept-Language)",
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam }),
        response: { 200: z.array(pastOrderJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireSelfOrAdmin(request, request.params.userId);
      const orders = await history.ordersOf(request.params.userId);
      variesByLanguage(reply);
      return orders.map((order) => pastOrderToJson(order, request.language));
    },
  );

  app.get(
    '/order/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the caller’s orders: items (named in the reader’s language), amounts, payment, delivery address and timeline',
        description:
          'For the order’s customer, an admin or the sales desk; to anyone else it does not exist (404, as an order that is not there), guest orders included, which have no customer to sign in. ' +
          'The timeline lists when the order was placed, paid (paid-with-store-credit for an order store credit paid in full), and each change of status, with the courier, tracking number and tracking link once shipped, and the store credit it spent given back once it ended unfulfilled (store-credit-given-back, with its amount); ' +
          'then each step of its returns (return-requested, -approved, -refused, -received, -resolved) and each refund once confirmed (refunded, with its amount and method), in time order.',
        security: [{ bearer: [] }],
        params: z.object({ orderId: idParam }),
        response: { 200: orderDetailJson, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { orderId } = request.params;
      const order = await details.detail(orderId);
      const isStaff = caller.role === 'Admin' || caller.role === 'Sales';
      if (!order || (order.customer.userId !== caller.userId && !isStaff)) throw notFound(OrderMessages.orderNotFound(orderId), 'order_not_found');
      const facts = await timelines.factsOf(order);
      variesByLanguage(reply);
      return orderDetailToJson(order, facts, request.language);
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
      const ranked = await history.mostOrderedProductIds(request.params.userId, BUY_AGAIN_LIMIT);
      const [found, variants] = await Promise.all([catalog.queries.activeProductsIn(ranked), catalog.queries.variantsOf(ranked)]);
      const byId = new Map(inLanguage(request.language, found).map((product) => [product.id, product]));
      variesByLanguage(reply);
      return ranked.flatMap((id) => {
        const product = byId.get(id);
        return product ? [productToJson(product, variants.get(id))] : [];
      });
    },
  );
}
