import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import { promoRefusalText } from '../../../src/locales/shared/en/promoMessagesEn';
import { OrderRepository } from '../../adapters/db/OrderRepository';
import { PromoCodeRepository } from '../../adapters/db/PromoCodeRepository';
import { textsFor } from '../../application/domainTexts';
import { RecordPromoUse, type RecordPromoUseError } from '../../application/orders/RecordPromoUse';
import { ValidatePromoCode } from '../../application/promo/ValidatePromoCode';
import { requireSelfOrAdmin, requireUser } from '../authentication';
import { HttpError, unauthorized } from '../HttpError';
import { errorResponses, LARGEST_ID } from '../schemas';
import type { ShopServices } from '../../composition/composeShop';
import type { ServerContext, ZodApp } from '../ServerContext';

const MAX_ORDER_AMOUNT_POUNDS = 100_000_000;

const validateBody = z.object({
  code: z.string().max(100),
  /** Subtotal plus shipping, in pounds. */
  order_amount: z.number().min(0).max(MAX_ORDER_AMOUNT_POUNDS),
  /** The browser's stored user id; 0 or absent means "the caller". Identity always comes from the token. */
  user_id: z.number().int().min(0).max(LARGEST_ID).nullish(),
});


const usageBody = z.object({
  user_id: z.number().int().min(0).max(LARGEST_ID).nullish().describe("The customer; 0 or absent means the caller. Identity always comes from the token."),
  promo_code_id: z.number().int().positive().max(LARGEST_ID),
  order_id: z.number().int().positive().max(LARGEST_ID),
  used_at: z.string().max(64).nullish().describe('Ignored: the use was recorded when the order was placed'),
});

const usageJson = z.object({
  order_id: z.number().int(),
  promo_code_id: z.number().int(),
  status: z.enum(['Reserved', 'Used', 'Released']),
});

const RECORD_USE_STATUS: Readonly<Record<RecordPromoUseError['code'], number>> = {
  order_not_found: 404,
  promo_use_not_found: 404,
  forbidden: 403,
};

const validationJson = z.object({
  is_valid: z.boolean(),
  message: z.string(),
  discount_amount: z.number(),
  promo_code_id: z.number().int().nullable(),
  code: z.string().nullable(),
});

/** Whose earlier uses count: the caller, or the user an admin names. */
function promoUser(request: FastifyRequest, bodyUserId: number | null | undefined): number {
  if (!request.auth) throw unauthorized(textsFor(request.language).promo.signInRequired, 'sign_in_required');
  if (!bodyUserId) return request.auth.userId;
  requireSelfOrAdmin(request, bodyUserId);
  return bodyUserId;
}

export function promoRoutes(app: ZodApp, context: ServerContext, shop: ShopServices): void {
  const validatePromoCode = new ValidatePromoCode(new PromoCodeRepository(context.db));
  const recordPromoUse = new RecordPromoUse(new OrderRepository(context.db));
  const payments = shop.payments;

  app.post(
    '/PromoCode/validate',
    {
      schema: {
        tags: ['promo'],
        summary: 'Check a promo code against an order amount for the signed-in user',
        description:
          'A code that does not apply is still a 200, with is_valid false and the reason as message. ' +
          "The user is the token's; a user_id naming someone else is refused unless the caller is an admin, who then checks it for that user.",
        security: [{ bearer: [] }],
        body: validateBody,
        response: { 200: validationJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { code, order_amount: orderAmount, user_id: bodyUserId } = request.body;
      const userId = promoUser(request, bodyUserId);
      const result = await validatePromoCode.execute({ code, orderAmount: piastersFromPounds(orderAmount), userId, now: context.now() });
      const texts = textsFor(request.language).promo;
      if (!result.isValid) return { is_valid: false, message: promoRefusalText(texts, result), discount_amount: 0, promo_code_id: null, code: null };
      return { is_valid: true, message: texts.applied, discount_amount: poundsFromPiasters(result.discount), promo_code_id: result.promoCodeId, code: result.code };
    },
  );

  app.post(
    '/promocode/createUserUsage',
    {
      schema: {
        tags: ['promo'],
        summary: "Record that an order's promo code was used; idempotent",
        description:
          'The use was counted when the order was placed, so this never counts it again: it marks the use as used once the order is paid or accepted, and answers 200 however often it is called. ' +
          "404 when no use of this code was recorded for the order. The caller must be the order's customer or an admin.",
        security: [{ bearer: [] }],
        body: usageBody,
        response: { 200: usageJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      if (request.body.user_id) requireSelfOrAdmin(request, request.body.user_id);
      const use = { orderId: request.body.order_id, promoCodeId: request.body.promo_code_id, caller };
      let result = await recordPromoUse.execute(use);
      // Still reserved: a card order whose payment the gateway may have confirmed without the shop hearing yet.
      if (result.ok && result.value.status === 'Reserved' && (await payments.verification.isPaid(use.orderId, context.now()))) {
        await payments.verification.settle(use.orderId, context.now());
        result = await recordPromoUse.execute(use);
      }
      if (!result.ok) throw new HttpError(RECORD_USE_STATUS[result.error.code], result.error.code, result.error.message);
      return { order_id: result.value.orderId, promo_code_id: result.value.promoCodeId, status: result.value.status };
    },
  );
}
