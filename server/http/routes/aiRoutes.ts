import { z } from 'zod';
import { aiSlug } from '../../../src/domain/brand';
import { AiEntitlementsRepository } from '../../adapters/db/AiEntitlementsRepository';
import { CheckAiAccess } from '../../application/ai/CheckAiAccess';
import { GetActiveSubscription } from '../../application/ai/GetActiveSubscription';
import { requireSelfOrAdmin } from '../authentication';
import { notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

const userParams = z.object({ userId: idParam });

const activeSubscription = z.object({
  is_active: z.literal(true),
  segmentations_allowed: z.number().int(),
  segmentations_used: z.number().int(),
  name: z.string(),
  plan_id: z.number().int(),
  subscription_id: z.number().int(),
});

export function aiRoutes(app: ZodApp, context: ServerContext): void {
  const entitlements = new AiEntitlementsRepository(context.db);
  const checkAiAccess = new CheckAiAccess(entitlements);
  const getActiveSubscription = new GetActiveSubscription(entitlements);

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
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const result = await getActiveSubscription.execute(request.params.userId);
      if (!result.ok) throw notFound(result.error.message, result.error.code);
      const summary = result.value;
      return {
        is_active: true as const,
        segmentations_allowed: summary.segmentationsAllowed,
        segmentations_used: summary.segmentationsUsed,
        name: summary.planName,
        plan_id: summary.planId,
        subscription_id: summary.subscriptionId,
      };
    },
  );
}
