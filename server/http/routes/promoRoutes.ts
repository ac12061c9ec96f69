import type { FastifyRequest } from 'fastify';
import { PromoCheckJson, RecordedPromoUseJson } from '@tiara/contract/promoJson';
import { PromoCheckRequestJson } from '@tiara/contract/promoRequestJson';
import { piastersFromPounds } from '@tiara/domain/money';
import { textsFor } from '../../application/domainTexts';
import type { RecordPromoUseError } from '../../application/orders/RecordPromoUse';
import type { ShopServices } from '../../composition/composeShop';
import { requireSelfOrAdmin, requireUser } from '../authentication';
import { HttpError, unauthorized } from '../HttpError';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { promoCheckToJson, promoUseBody, recordedPromoUseToJson } from './promoJson';

const RECORD_USE_STATUS: Readonly<Record<RecordPromoUseError['code'], number>> = {
  order_not_found: 404,
  promo_use_not_found: 404,
};

/** Whose earlier uses count: the caller, or the user an admin names. */
function promoUser(request: FastifyRequest, bodyUserId: number | null | undefined): number {
  if (!request.auth) throw unauthorized(textsFor(request.language).promo.signInRequired, 'sign_in_required');
  if (!bodyUserId) return request.auth.userId;
  requireSelfOrAdmin(request, bodyUserId);
  return bodyUserId;
}

export function promoRoutes(app: ZodApp, { promo: { validatePromoCode, recordPromoUse }, payments, now }: ShopServices): void {
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
        body: PromoCheckRequestJson,
        response: { 200: PromoCheckJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { code, order_amount: orderAmount, user_id: bodyUserId } = request.body;
      const userId = promoUser(request, bodyUserId);
      const result = await validatePromoCode.execute({ code, orderAmount: piastersFromPounds(orderAmount), userId, now: now() });
      return promoCheckToJson(result, textsFor(request.language).promo);
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
        body: promoUseBody,
        response: { 200: RecordedPromoUseJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      if (request.body.user_id) requireSelfOrAdmin(request, request.body.user_id);
      const use = { orderId: request.body.order_id, promoCodeId: request.body.promo_code_id, caller };
      let result = await recordPromoUse.execute(use);
      // Still reserved: a card order whose payment the gateway may have confirmed without the shop hearing yet.
      if (result.ok && result.value.status === 'Reserved' && (await payments.verification.isPaid(use.orderId, now()))) {
        await payments.verification.settle(use.orderId, now());
        result = await recordPromoUse.execute(use);
      }
      if (!result.ok) throw new HttpError(RECORD_USE_STATUS[result.error.code], result.error.code, result.error.message);
      return recordedPromoUseToJson(result.value);
    },
  );
}
