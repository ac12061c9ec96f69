import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { piastersFromPounds, poundsFromPiasters } from '../../../src/domain/money';
import { PromoMessages } from '../../../src/domain/promo';
import { PromoCodeRepository } from '../../adapters/db/PromoCodeRepository';
import { ValidatePromoCode } from '../../application/promo/ValidatePromoCode';
import { requireSelfOrAdmin } from '../authentication';
import { unauthorized } from '../HttpError';
import { errorResponses } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

const MAX_ORDER_AMOUNT_POUNDS = 100_000_000;

const validateBody = z.object({
  code: z.string().max(100),
  /** Subtotal plus shipping, in pounds. */
  order_amount: z.number().min(0).max(MAX_ORDER_AMOUNT_POUNDS),
  /** The browser's stored user id; 0 or absent means "the caller". Identity always comes from the token. */
  user_id: z.number().int().min(0).max(2_147_483_647).nullish(),
});

const validationJson = z.object({
  is_valid: z.boolean(),
  message: z.string(),
  discount_amount: z.number(),
  promo_code_id: z.number().int().nullable(),
  code: z.string().nullable(),
});

/** Whose earlier uses count: the caller, or the user an admin names. */
function promoUser(request: FastifyRequest, bodyUserId: number | null | undefined): number {
  if (!request.auth) throw unauthorized(PromoMessages.signInRequired, 'sign_in_required');
  if (!bodyUserId) return request.auth.userId;
  requireSelfOrAdmin(request, bodyUserId);
  return bodyUserId;
}

export function promoRoutes(app: ZodApp, context: ServerContext): void {
  const validatePromoCode = new ValidatePromoCode(new PromoCodeRepository(context.db));

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
      if (!result.isValid) return { is_valid: false, message: result.message, discount_amount: 0, promo_code_id: null, code: null };
      return { is_valid: true, message: result.message, discount_amount: poundsFromPiasters(result.discount), promo_code_id: result.promoCodeId, code: result.code };
    },
  );
}
