import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { type AdminPlan, type AdminScan, type AdminSubscription, AdminAiRepository } from '../../../adapters/db/admin/AdminAiRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { arabicOrNull, arabicText, idQuery, iso, isoOrNull, optionalPiasters, pounds, requiredText, searchQuery, text, toPiasters, unwrap } from './adminSchemas';
import { stampOf } from './staffAccess';

/** The storefront names plans by cart ids 1,000,001 to 1,000,003 (SPEC §3), so plans are ids 1 to 3. */
const FIRST_PLAN_ID = 1;
const LAST_PLAN_ID = 3;
const MAX_SEGMENTATIONS = 100_000;

const planJson = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().describe('EGP'),
  segmentations: z.number().int(),
  period_label: z.string(),
  description: z.string(),
  name_ar: z.string().nullable().describe('Null: none, the English is shown'),
  description_ar: z.string().nullable(),
  is_active: z.boolean(),
  active_subscriptions: z.number().int(),
  subscriptions: z.number().int(),
});

const subscriptionJson = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  order_id: z.number().int().nullable(),
  status: z.enum(['Pending', 'Active', 'Cancelled']),
  segmentations_allowed: z.number().int(),
  segmentations_used: z.number().int(),
  segmentations_remaining: z.number().int(),
  scan_count: z.number().int(),
  activated_at: z.string().nullable(),
  created_at: z.string(),
});

const scanJson = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string() }),
  subscription_id: z.number().int(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  format: z.string(),
  status: z.enum(['Queued', 'Processing', 'Completed', 'Failed']),
  summary: z.string().nullable(),
  result_links: z.array(z.string()),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

const planFields = () => ({
  name: requiredText(100),
  price: pounds().describe('EGP'),
  segmentations: z.number().int().min(1).max(MAX_SEGMENTATIONS),
  period_label: text(50),
  description: text(1_000),
  name_ar: arabicText(100),
  description_ar: arabicText(1_000),
  is_active: z.boolean(),
});

function planToJson(plan: AdminPlan): z.infer<typeof planJson> {
  return {
    id: plan.id,
    name: plan.name,
    price: poundsFromPiasters(plan.price),
    segmentations: plan.segmentations,
    period_label: plan.periodLabel,
    description: plan.description,
    name_ar: plan.nameAr,
    description_ar: plan.descriptionAr,
    is_active: plan.isActive,
    active_subscriptions: plan.activeSubscriptions,
    subscriptions: plan.subscriptions,
  };
}

function subscriptionToJson(subscription: AdminSubscription): z.infer<typeof subscriptionJson> {
  return {
    id: subscription.id,
    user: { id: subscription.userId, name: subscription.userName, email: subscription.userEmail },
    plan: { id: subscription.planId, name: subscription.planName },
    order_id: subscription.orderId,
    status: subscription.status,
    segmentations_allowed: subscription.segmentationsAllowed,
    segmentations_used: subscription.segmentationsUsed,
    segmentations_remaining: Math.max(0, subscription.segmentationsAllowed - subscription.segmentationsUsed),
    scan_count: subscription.scanCount,
    activated_at: isoOrNull(subscription.activatedAt),
    created_at: iso(subscription.createdAt),
  };
}

function scanToJson(scan: AdminScan): z.infer<typeof scanJson> {
  return {
    id: scan.id,
    user: { id: scan.userId, email: scan.userEmail },
    subscription_id: scan.subscriptionId,
    file_name: scan.fileName,
    size_bytes: scan.sizeBytes,
    format: scan.format,
    status: scan.status,
    summary: scan.summary,
    result_links: scan.resultLinks,
    error: scan.error,
    created_at: iso(scan.createdAt),
    finished_at: isoOrNull(scan.finishedAt),
  };
}

const planParams = z.object({ id: idParam });

/** TiaraAI: plans, subscriptions with their usage and quota, and the scans with their results. */
export function adminAiRoutes(app: ZodApp, context: ServerContext): void {
  const repository = new AdminAiRepository(context.db);

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
        body: z.object({
          id: z.number().int().min(FIRST_PLAN_ID).max(LAST_PLAN_ID),
          ...planFields(),
          period_label: text(50).default(''),
          description: text(1_000).default(''),
          is_active: z.boolean().default(true),
        }),
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
          nameAr: arabicOrNull(body.name_ar),
          descriptionAr: arabicOrNull(body.description_ar),
          isActive: body.is_active,
        },
        stampOf(request, context),
        { name: body.name, price: body.price, segmentations: body.segmentations },
      );
      return reply.status(201).send(planToJson(unwrap(created)));
    },
  );

  updateRoute(app, context, {
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
          isActive: body.is_active,
        },
        stamp,
        audit,
      ),
    toJson: planToJson,
  });

  deleteRoute(app, context, {
    url: '/ai/plans/:id',
    summary: 'Delete an AI plan nobody subscribed to (409 otherwise: switch it off instead) (Admin)',
    params: planParams,
    mayConflict: true,
    remove: ({ id }, stamp) => repository.deletePlan(id, stamp),
  });

  pagedList(app, {
    url: '/ai/subscriptions',
    summary: 'AI subscriptions with their usage, newest first (Admin)',
    query: () => ({
      search: searchQuery().describe("Part of the customer's name or e-mail"),
      status: z.enum(['Pending', 'Active', 'Cancelled']).optional(),
      user_id: idQuery(),
      plan_id: idQuery(),
    }),
    item: subscriptionJson,
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
        body: z.object({ segmentations_allowed: z.number().int().min(0).max(MAX_SEGMENTATIONS) }),
        response: { 200: subscriptionJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const adjusted = await repository.adjustQuota(request.params.id, request.body.segmentations_allowed, stampOf(request, context));
      return subscriptionToJson(unwrap(adjusted));
    },
  );

  pagedList(app, {
    url: '/ai/scans',
    summary: 'Uploaded scans with their status and result links, newest first (Admin)',
    query: () => ({
      search: searchQuery().describe("Part of the file name or the customer's e-mail"),
      status: z.enum(['Queued', 'Processing', 'Completed', 'Failed']).optional(),
      user_id: idQuery(),
      subscription_id: idQuery(),
    }),
    item: scanJson,
    page: ({ search, status, user_id: userId, subscription_id: subscriptionId }, asked) => repository.scans({ search, status, userId, subscriptionId }, asked),
    toJson: scanToJson,
  });
}
