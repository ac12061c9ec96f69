import { z } from 'zod';
import { parseOrderReference } from '@tiara/domain/order-reference';
import type { ConfirmOrderError } from '../../application/orders/ConfirmOrder';
import type { CreatePaymentIntentionError } from '../../application/payments/CreatePaymentIntention';
import { PaymentMessages } from '../../application/payments/PaymentMessages';
import type { ShopServices } from '../../composition/composeShop';
import { HttpError, badRequest, unauthorized } from '../HttpError';
import { publicOrigin } from '../publicOrigin';
import { namedLanguage } from '../requestLanguage';
import { LARGEST_ID, errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { checkoutUrlAnswer, intentionBody, intentionPayloadOf, paymentStatusAnswer } from './paymentJson';

const INTENTION_ERROR_STATUS: Readonly<Record<CreatePaymentIntentionError['code'], number>> = {
  invalid_order_reference: 400,
  reference_mismatch: 400,
  wrong_currency: 400,
  unmatched_item_prices: 400,
  order_not_found: 404,
  unauthenticated: 401,
  not_card_order: 409,
  amount_mismatch: 409,
  nothing_to_pay: 409,
  order_expired: 409,
  order_already_paid: 409,
  order_closed: 409,
  gateway_refused: 502,
  gateway_unavailable: 503,
};

const STATUS_ERROR_STATUS: Readonly<Record<ConfirmOrderError['code'], number>> = {
  order_not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  not_card_order: 409,
  order_closed: 409,
  order_already_accepted: 409,
  payment_not_verified: 409,
};

/** Paymob's browser-return fields that the confirmation page gets as they came; SPEC's own four are set by the shop. */
const SHOP_QUERY_FIELDS = new Set(['hmac', 'success', 'order', 'order_id', 'merchant_order_id', 'payment_method']);
const CONFIRMATION_PAGE = '/payment/confirmation';

/** Query values as single strings: the last of a repeated key, nothing that is not text. */
function flatQuery(query: unknown): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!query || typeof query !== 'object') return flat;
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.at(-1) : value;
    if (typeof text === 'string' && key !== '__proto__' && key !== 'constructor') flat[key] = text;
  }
  return flat;
}

/** `POST /api/payment/...` (SPEC §7) and the gateway's callbacks (DESIGN §6). */
export function paymentRoutes(app: ZodApp, { payments, orders, settings, now }: ShopServices): void {
  const { gateway, records, recordTransaction, createIntention } = payments;
  const { confirmOrder } = orders;

  app.post(
    '/payment/create-intention',
    {
      schema: {
        tags: ['payments'],
        summary: 'Open a card payment for an order and answer the checkout page to send the browser to',
        description:
          'The body is the payment intention of SPEC §7. The order is named by special_reference (the order id or its tiaraai-/tiaradentaltraining- reference) or extras.tiara_order_id; ' +
          'the amount must be the order’s total × 100 and the items must add up to it. A paid order is refused (409); a new intention for an unpaid order supersedes the earlier one. ' +
          "The order's customer or an admin may call it (to another customer the order does not exist: 404); a guest order, anyone who has its id. Answers the checkout URL as a JSON string.",
        security: [{ bearer: [] }, {}],
        body: intentionBody,
        response: { 200: checkoutUrlAnswer, ...errorResponses(400, 401, 404, 409, 502, 503) },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin({ settings }, request);
      const result = await createIntention.execute({
        payload: intentionPayloadOf(request.body),
        caller: request.auth,
        notificationUrl: `${origin}/api/payment/callback`,
        redirectionUrl: `${origin}/api/payment/return`,
        language: namedLanguage(request),
        now: now(),
      });
      if (!result.ok) throw new HttpError(INTENTION_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      // A JSON string, as the storefront's original backend answered it.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result.value.checkoutUrl));
    },
  );

  app.post(
    '/payment/callback',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateway's transaction-processed callback, HMAC-verified",
        description:
          'Paymob’s `{ type: "TRANSACTION", obj }` with the HMAC (SHA-512 over 20 fields) as the hmac query parameter. A bad or missing HMAC is a 401 and changes nothing. ' +
          'Each transaction is recorded once: a repeated, late or out-of-order callback changes nothing it should not. A successful payment of the order’s total settles the order.',
        querystring: z.object({ hmac: z.string().max(512).optional() }),
        body: z.object({ type: z.string().max(40), obj: z.unknown() }).loose(),
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      // Card-token and other callbacks carry nothing this shop keeps.
      if (request.body.type !== 'TRANSACTION') return { received: true as const };
      const transaction = gateway.verifyCallback(request.body, request.query.hmac ?? '');
      if (!transaction) throw unauthorized(PaymentMessages.invalidSignature, 'invalid_signature');
      const outcome = await recordTransaction.execute(transaction, now());
      if (outcome.kind === 'unknown-order') request.log.warn({ gatewayOrderId: transaction.gatewayOrderId }, 'a payment callback names no order of this shop');
      return { received: true as const };
    },
  );

  app.get(
    '/payment/return',
    {
      schema: {
        tags: ['payments'],
        summary: "Where the gateway sends the customer's browser back; redirects to the confirmation page",
        description:
          'Paymob’s transaction-response redirect (its transaction flattened into the query, with its HMAC). A verified one is recorded like the callback. ' +
          'Redirects to /payment/confirmation with Paymob’s fields and SPEC’s success, order (the shop’s order id), merchant_order_id (the order reference) and payment_method=credit.',
        // Paymob's other fields (data.message, source_data.pan, ...) pass through as well.
        querystring: z.looseObject({
          hmac: z.string().max(512).optional(),
          success: z.string().max(10).optional(),
          order: z.string().max(64).optional().describe("The gateway's order id"),
          merchant_order_id: z.string().max(200).optional(),
        }),
        response: { 302: z.null().describe('To /payment/confirmation'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = flatQuery(request.query);
      const transaction = gateway.verifyRedirect(query);
      if (transaction) await recordTransaction.execute(transaction, now());
      const gatewayOrderId = query.order ?? query.order_id;
      const attempt = gatewayOrderId && gatewayOrderId.length <= 64 ? await records.attemptOfGatewayOrder(gateway.name, gatewayOrderId) : undefined;
      const target = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (!SHOP_QUERY_FIELDS.has(key)) target.set(key, value);
      }
      // Verified, the gateway's word; otherwise only what the browser brought, which decides nothing on the server.
      target.set('success', String(transaction ? transaction.success && !transaction.pending : query.success === 'true'));
      if (attempt) {
        target.set('order', String(attempt.orderId));
        target.set('merchant_order_id', attempt.reference);
      }
      target.set('payment_method', 'credit');
      return reply.redirect(`${CONFIRMATION_PAGE}?${target.toString()}`, 302);
    },
  );

  app.post(
    '/payment/payment-status/:orderId/:status',
    {
      schema: {
        tags: ['payments'],
        summary: "The browser's report of a card payment's outcome; only the gateway's word counts",
        description:
          'The order id may carry its AI-plan or training reference prefix. Success is accepted only when the gateway verified a successful payment (its callback, or an inquiry now), ' +
          'or store credit paid the whole order (then no gateway was ever asked, and payment_status stays null); otherwise 409 and nothing changes. Failed ends the unpaid order and gives back its stock, promo use and seats (409 if the gateway says it was paid). ' +
          'Idempotent. The order’s customer or an admin may call it (to another customer the order does not exist: 404); a guest order’s Success, anyone who has its id.',
        security: [{ bearer: [] }, {}],
        params: z.object({ orderId: z.string().max(40).describe('The order id, or its payment reference'), status: z.enum(['Success', 'Failed']) }),
        response: {
          200: paymentStatusAnswer,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const reference = parseOrderReference(request.params.orderId);
      if (!reference || reference.orderId > LARGEST_ID) throw badRequest(PaymentMessages.invalidOrderReference, 'invalid_order_reference');
      const result = await confirmOrder.execute({ orderId: reference.orderId, outcome: request.params.status, caller: request.auth, now: now(), cardOrdersOnly: true });
      if (!result.ok) throw new HttpError(STATUS_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      return { ...result.value, payment_status: await records.paymentStatusOf(result.value.id) };
    },
  );
}
