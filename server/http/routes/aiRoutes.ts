import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { aiSlug } from '@tiara/domain/brand';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { AiEntitlementsRepository } from '../../adapters/db/AiEntitlementsRepository';
import { SubscriptionRepository } from '../../adapters/db/SubscriptionRepository';
import { CheckAiAccess } from '../../application/ai/CheckAiAccess';
import { type ActiveSubscriptionSummary, GetActiveSubscription } from '../../application/ai/GetActiveSubscription';
import { ActivateSubscription, type ActivateSubscriptionError } from '../../application/subscriptions/ActivateSubscription';
import { SubscribeToPlan, type SubscribeToPlanError } from '../../application/subscriptions/SubscribeToPlan';
import { SubscriptionMessages } from '../../application/subscriptions/SubscriptionMessages';
import { requireSelfOrAdmin } from '../authentication';
import { HttpError, badRequest, notFound } from '../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../schemas';
import type { ShopServices } from '../../composition/composeShop';
import type { ServerContext, ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { shownText } from '@tiara/domain/language';

const userParams = z.object({ userId: idParam });

const activeSubscription = z.object({
  is_active: z.literal(true),
  segmentations_allowed: z.number().int(),
  segmentations_used: z.number().int(),
  name: z.string(),
  plan_id: z.number().int(),
  subscription_id: z.number().int(),
});

/** The largest id a PostgreSQL `serial` holds; a larger one cannot name an order. */

const subscribeBody = z.object({
  subscription_id: z.number().int().min(1).max(3).describe('The AI plan id (1 Light, 2 Pro, 3 Premium)'),
  order_id: z.number().int().positive().max(LARGEST_ID),
});

const pendingSubscription = z.object({
  message: z.string(),
  subscription_id: z.number().int(),
  plan_id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(['Pending', 'Active', 'Cancelled']),
  segmentations_allowed: z.number().int(),
  segmentations_used: z.number().int(),
});

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
function activeSubscriptionBody(summary: ActiveSubscriptionSummary, request: FastifyRequest, reply: FastifyReply) {
  variesByLanguage(reply);
  return {
    is_active: true as const,
    segmentations_allowed: summary.segmentationsAllowed,
    segmentations_used: summary.segmentationsUsed,
    name: shownText(request.language, summary.planName, summary.planNameAr),
    plan_id: summary.planId,
    subscription_id: summary.subscriptionId,
  };
}

export function aiRoutes(app: ZodApp, context: ServerContext, shop: ShopServices): void {
  const entitlements = new AiEntitlementsRepository(context.db);
  const subscriptions = new SubscriptionRepository(context.db);
  const checkAiAccess = new CheckAiAccess(entitlements);
  const getActiveSubscription = new GetActiveSubscription(entitlements);
  const subscribeToPlan = new SubscribeToPlan(subscriptions);
  const activateSubscription = new ActivateSubscription(subscriptions, getActiveSubscription);
  const payments = shop.payments;

  app.get(
    `/${aiSlug}/access/:userId`,
    {
      schema: {
        tags: ['ai'],
        summary: 'Whether the user may see the AI tab: AI open to everyone, granted by an admin, or an active subscription',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: z.object({ has_access: z.boolean() }), ...errorResponses(400, 401, 403, 404) },
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
        response: { 200: activeSubscription, ...errorResponses(400, 401, 403, 404) },
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
        response: { 200: pendingSubscription, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const result = await subscribeToPlan.execute({
        userId: request.params.userId,
        planId: request.body.subscription_id,
        orderId: request.body.order_id,
        now: context.now(),
      });
      if (!result.ok) throw new HttpError(SUBSCRIBE_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      const { subscription, created } = result.value;
      return {
        message: (created ? SubscriptionMessages.subscribed : SubscriptionMessages.alreadySubscribed)(request.language),
        subscription_id: subscription.id,
        plan_id: subscription.planId,
        order_id: subscription.orderId,
        status: subscription.status,
        segmentations_allowed: subscription.segmentationsAllowed,
        segmentations_used: subscription.segmentationsUsed,
      };
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
        response: { 200: activeSubscription, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      requireSelfOrAdmin(request, request.params.userId);
      const reference = parseOrderReference(request.params.orderId);
      if (!reference || reference.kind === 'training' || reference.orderId > LARGEST_ID) {
        throw badRequest(SubscriptionMessages.invalidOrderReference, 'invalid_order_reference');
      }
      const { userId } = request.params;
      let result = await activateSubscription.execute(userId, reference.orderId, context.now());
      // The browser may get here before the gateway's callback: ask the gateway, then try once more.
      if (!result.ok && result.error.code === 'not_paid' && (await payments.verification.isPaid(reference.orderId, context.now()))) {
        result = await activateSubscription.execute(userId, reference.orderId, context.now());
      }
      if (!result.ok) throw new HttpError(ACTIVATE_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      return activeSubscriptionBody(result.value, request, reply);
    },
  );
}
