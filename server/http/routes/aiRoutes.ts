import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ActiveSubscriptionJson, AiAccessJson, PendingSubscriptionJson } from '@tiara/contract/aiJson';
import { aiSlug } from '@tiara/domain/brand';
import { parseOrderReference } from '@tiara/domain/order-reference';
import type { ActiveSubscriptionSummary } from '../../application/ai/GetActiveSubscription';
import type { ActivateSubscriptionError } from '../../application/subscriptions/ActivateSubscription';
import type { SubscribeToPlanError } from '../../application/subscriptions/SubscribeToPlan';
import { SubscriptionMessages } from '../../application/subscriptions/SubscriptionMessages';
import type { ShopServices } from '../../composition/composeShop';
import { requireSelfOrAdmin } from '../authentication';
import { HttpError, badRequest, notFound } from '../HttpError';
import { LARGEST_ID, errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { activeSubscriptionToJson, aiPlanAnswer, aiPlanToJson, pendingSubscriptionToJson, subscribeBody } from './aiJson';

const userParams = z.object({ userId: idParam });

/** The order id as the payment confirmation has it: bare (`12`) or as the AI-plan reference (`tiaraai-12`). */
const orderReferenceParam = z.string().max(40).describe(`An order id, bare or as the AI-plan payment reference (${aiSlug}-<orderid>)`);

const SUBSCRIBE_ERROR_STATUS: Record<SubscribeToPlanError['code'], number> = {
  plan_not_found: 404,
  order_not_found: 404,
  plan_not_in_order: 400,
  order_closed: 409,
};

const ACTIVATE_ERROR_STATUS: Record<ActivateSubscriptionError['code'], number> = {
  order_not_found: 404,
  not_paid: 409,
  no_subscription: 404,
};

/** The plan's name is in the reader's language, so the answer says it varies by Accept-Language. */
function activeSubscriptionBody(summary: ActiveSubscriptionSummary, request: FastifyRequest, reply: FastifyReply): ActiveSubscriptionJson {
  variesByLanguage(reply);
  return activeSubscriptionToJson(summary, request.language);
}

export function aiRoutes(app: ZodApp, { ai, payments, now }: ShopServices): void {
  const { planQueries, checkAiAccess, getActiveSubscription, subscribeToPlan, activateSubscription } = ai;

  app.get(
    `/${aiSlug}/plans`,
    {
      schema: {
        tags: ['ai'],
        summary: "The AI plans on sale, by id, their name, description and period in the reader's language (Accept-Language), the English where no Arabic is written",
        response: { 200: z.array(aiPlanAnswer) },
      },
    },
    async (request, reply) => {
      const plans = await planQueries.plansOnSale();
      variesByLanguage(reply);
      return plans.map((plan) => aiPlanToJson(plan, request.language));
    },
  );

  app.get(
    `/${aiSlug}/access/:userId`,
    {
      schema: {
        tags: ['ai'],
        summary: 'Whether the user may see the AI tab: AI open to everyone, granted by an admin, or an active subscription',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: AiAccessJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const result = await checkAiAccess.execute(request.params.userId);
      if (!result.ok) throw notFound(result.error.message, result.error.code);
      return { has_access: result.value };
    },
  );

  app.get(
    `/${aiSlug}subscription/user/:userId/active`,
    {
      schema: {
        tags: ['ai'],
        summary: "The user's AI quota: every Active subscription summed, named after the newest; 404 when none is active",
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: ActiveSubscriptionJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireSelfOrAdmin(request, request.params.userId);
      const result = await getActiveSubscription.execute(request.params.userId);
      if (!result.ok) throw notFound(result.error.message, result.error.code);
      return activeSubscriptionBody(result.value, request, reply);
    },
  );

  app.post(
    `/${aiSlug}subscription/user/:userId/subscribe`,
    {
      schema: {
        tags: ['ai'],
        summary: "Record the plan the user's order buys, as a Pending subscription until the order is paid; repeating it for the same order changes nothing",
        security: [{ bearer: [] }],
        params: userParams,
        body: subscribeBody,
        response: { 200: PendingSubscriptionJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const result = await subscribeToPlan.execute({
        userId: request.params.userId,
        planId: request.body.subscription_id,
        orderId: request.body.order_id,
        now: now(),
      });
      if (!result.ok) throw new HttpError(SUBSCRIBE_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      const { subscription, created } = result.value;
      return pendingSubscriptionToJson(subscription, (created ? SubscriptionMessages.subscribed : SubscriptionMessages.alreadySubscribed)(request.language));
    },
  );

  app.post(
    `/${aiSlug}subscription/user/:userId/activate/:orderId`,
    {
      schema: {
        tags: ['ai'],
        summary:
          "Activate the subscriptions a paid order bought (409 while the gateway has not confirmed the payment); answers the user's quota, every Active subscription summed; repeating it changes nothing",
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam, orderId: orderReferenceParam }),
        response: { 200: ActiveSubscriptionJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      requireSelfOrAdmin(request, request.params.userId);
      const reference = parseOrderReference(request.params.orderId);
      if (!reference || reference.kind === 'training' || reference.orderId > LARGEST_ID) {
        throw badRequest(SubscriptionMessages.invalidOrderReference, 'invalid_order_reference');
      }
      const { userId } = request.params;
      let result = await activateSubscription.execute(userId, reference.orderId, now());
      // The browser may get here before the gateway's callback: ask the gateway, then try once more.
      if (!result.ok && result.error.code === 'not_paid' && (await payments.verification.isPaid(reference.orderId, now()))) {
        result = await activateSubscription.execute(userId, reference.orderId, now());
      }
      if (!result.ok) throw new HttpError(ACTIVATE_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      return activeSubscriptionBody(result.value, request, reply);
    },
  );
}
