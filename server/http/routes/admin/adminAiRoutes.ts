import { z } from 'zod';
import { AdminAiSubscriptionJson, AdminScanJson } from '@tiara/contract/staff/aiJson';
import { AiQuotaJson, FIRST_PLAN_ID, LAST_PLAN_ID } from '@tiara/contract/staff/aiRequestJson';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { nullIfAbsent, optionalPiasters, toPiasters, unwrap } from './adminSchemas';
import { newPlanBody, planFields, planJson, planToJson, scanQuery, scanToJson, subscriptionQuery, subscriptionToJson } from './aiJson';
import { stampOf } from './staffAccess';

const planParams = z.object({ id: idParam });

/** TiaraAI: plans, subscriptions with their usage and quota, and the scans with their results. */
export function adminAiRoutes(app: ZodApp, { backOffice: { ai: repository }, now }: ShopServices): void {
  app.get(
    '/ai/plans',
    {
      schema: {
        tags: ['admin'],
        summary: 'The AI plans with their subscription counts (Admin)',
        security: [{ bearer: [] }],
        response: { 200: z.array(planJson), ...errorResponses(401, 403) },
      },
    },
    async () => (await repository.plans()).map(planToJson),
  );

  findRoute(app, {
    url: '/ai/plans/:id',
    summary: 'One AI plan (Admin)',
    params: planParams,
    item: planJson,
    find: ({ id }) => repository.plan(id),
    missing: ({ id }) => notFound(AdminMessages.planNotFound(id), 'plan_not_found'),
    toJson: planToJson,
  });

  app.post(
    '/ai/plans',
    {
      schema: {
        tags: ['admin'],
        summary: `Add an AI plan under a free id from ${FIRST_PLAN_ID} to ${LAST_PLAN_ID}, the ids the storefront's cart can name (Admin)`,
        security: [{ bearer: [] }],
        body: newPlanBody(),
        response: { 201: planJson, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await repository.createPlan(
        body.id,
        {
          name: body.name,
          price: toPiasters(body.price),
          segmentations: body.segmentations,
          periodLabel: body.period_label,
          description: body.description,
          nameAr: nullIfAbsent(body.name_ar),
          descriptionAr: nullIfAbsent(body.description_ar),
          periodLabelAr: nullIfAbsent(body.period_label_ar),
          isActive: body.is_active,
        },
        stampOf(request, now),
        { name: body.name, price: body.price, segmentations: body.segmentations },
      );
      return reply.status(201).send(planToJson(unwrap(created)));
    },
  );

  updateRoute(app, now, {
    url: '/ai/plans/:id',
    summary: 'Change an AI plan; subscriptions keep the allowance they were sold with (Admin)',
    params: planParams,
    fields: planFields,
    item: planJson,
    update: ({ id }, body, stamp, audit) =>
      repository.updatePlan(
        id,
        {
          name: body.name,
          price: optionalPiasters(body.price),
          segmentations: body.segmentations,
          periodLabel: body.period_label,
          description: body.description,
          nameAr: body.name_ar,
          descriptionAr: body.description_ar,
          periodLabelAr: body.period_label_ar,
          isActive: body.is_active,
        },
        stamp,
        audit,
      ),
    toJson: planToJson,
  });

  deleteRoute(app, now, {
    url: '/ai/plans/:id',
    summary: 'Delete an AI plan nobody subscribed to (409 otherwise: switch it off instead) (Admin)',
    params: planParams,
    mayConflict: true,
    remove: ({ id }, stamp) => repository.deletePlan(id, stamp),
  });

  pagedList(app, {
    url: '/ai/subscriptions',
    summary: 'AI subscriptions with their usage, newest first (Admin)',
    query: subscriptionQuery,
    item: AdminAiSubscriptionJson,
    page: ({ search, status, user_id: userId, plan_id: planId }, asked) => repository.subscriptions({ search, status, userId, planId }, asked),
    toJson: subscriptionToJson,
  });

  app.put(
    '/ai/subscriptions/:id/quota',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set how many segmentations a subscription allows, never below those used (Admin)',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        body: AiQuotaJson,
        response: { 200: AdminAiSubscriptionJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const adjusted = await repository.adjustQuota(request.params.id, request.body.segmentations_allowed, stampOf(request, now));
      return subscriptionToJson(unwrap(adjusted));
    },
  );

  pagedList(app, {
    url: '/ai/scans',
    summary: 'Uploaded scans with their status and result links, newest first (Admin)',
    query: scanQuery,
    item: AdminScanJson,
    page: ({ search, status, user_id: userId, subscription_id: subscriptionId }, asked) => repository.scans({ search, status, userId, subscriptionId }, asked),
    toJson: scanToJson,
  });
}
