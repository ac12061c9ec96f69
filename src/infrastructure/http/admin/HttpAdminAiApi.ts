import * as z from 'zod/mini';
import type { AdminPage, Deleted } from '../../../application/admin/AdminPage';
import {
  type AdminAiApi,
  type AdminPlan,
  type AdminScan,
  type AdminSubscription,
  type PlanFields,
  SCAN_STATUSES,
  SUBSCRIPTION_STATUSES,
  type ScanFilter,
  type SubscriptionFilter,
} from '../../../application/admin/ai/AdminAiApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { HttpClient } from '../HttpClient';
import { count, date, deletedSchema, money, nullableDate, pageSchema, queryOf } from './adminWireSchemas';

export const adminPlanSchema: z.ZodMiniType<AdminPlan> = z.pipe(
  z.object({
    id: count,
    name: z.string(),
    price: money,
    segmentations: count,
    period_label: z.string(),
    description: z.string(),
    name_ar: z.nullable(z.string()),
    description_ar: z.nullable(z.string()),
    is_active: z.boolean(),
    active_subscriptions: count,
    subscriptions: count,
  }),
  z.transform((wire) => ({
    id: wire.id,
    name: wire.name,
    price: wire.price,
    segmentations: wire.segmentations,
    periodLabel: wire.period_label,
    description: wire.description,
    nameAr: wire.name_ar,
    descriptionAr: wire.description_ar,
    isActive: wire.is_active,
    activeSubscriptions: wire.active_subscriptions,
    subscriptions: wire.subscriptions,
  })),
);

export const adminSubscriptionSchema: z.ZodMiniType<AdminSubscription> = z.pipe(
  z.object({
    id: count,
    user: z.object({ id: count, name: z.string(), email: z.string() }),
    plan: z.object({ id: count, name: z.string() }),
    order_id: z.nullable(count),
    status: z.enum(SUBSCRIPTION_STATUSES),
    segmentations_allowed: count,
    segmentations_used: count,
    segmentations_remaining: count,
    scan_count: count,
    activated_at: nullableDate,
    created_at: date,
  }),
  z.transform((wire) => ({
    id: wire.id,
    user: wire.user,
    plan: wire.plan,
    orderId: wire.order_id,
    status: wire.status,
    segmentationsAllowed: wire.segmentations_allowed,
    segmentationsUsed: wire.segmentations_used,
    segmentationsRemaining: wire.segmentations_remaining,
    scanCount: wire.scan_count,
    activatedAt: wire.activated_at,
    createdAt: wire.created_at,
  })),
);

const scanSchema: z.ZodMiniType<AdminScan> = z.pipe(
  z.object({
    id: count,
    user: z.object({ id: count, email: z.string() }),
    subscription_id: count,
    file_name: z.string(),
    size_bytes: count,
    status: z.enum(SCAN_STATUSES),
    summary: z.nullable(z.string()),
    result_links: z.array(z.string()),
    error: z.nullable(z.string()),
    created_at: date,
    finished_at: nullableDate,
  }),
  z.transform((wire) => ({
    id: wire.id,
    userEmail: wire.user.email,
    subscriptionId: wire.subscription_id,
    fileName: wire.file_name,
    sizeBytes: wire.size_bytes,
    status: wire.status,
    summary: wire.summary,
    resultLinks: wire.result_links,
    error: wire.error,
    createdAt: wire.created_at,
    finishedAt: wire.finished_at,
  })),
);

const subscriptionPageSchema = pageSchema(adminSubscriptionSchema);
const scanPageSchema = pageSchema(scanSchema);

const planBody = (plan: PlanFields) => ({
  name: plan.name,
  price: poundsFromPiasters(plan.price),
  segmentations: plan.segmentations,
  period_label: plan.periodLabel,
  description: plan.description,
  name_ar: plan.nameAr,
  description_ar: plan.descriptionAr,
  is_active: plan.isActive,
});

/** /api/admin/ai: plans, subscriptions and scans. */
export class HttpAdminAiApi implements AdminAiApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  plans(): Promise<ApiResult<AdminPlan[]>> {
    return this.http.get('/api/admin/ai/plans', z.array(adminPlanSchema));
  }

  createPlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>> {
    return this.http.post('/api/admin/ai/plans', { id, ...planBody(plan) }, adminPlanSchema);
  }

  updatePlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/ai/plans/${id}`, body: planBody(plan), schema: adminPlanSchema });
  }

  deletePlan(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/ai/plans/${id}`, schema: deletedSchema });
  }

  subscriptions(filter: SubscriptionFilter): Promise<ApiResult<AdminPage<AdminSubscription>>> {
    const query = queryOf({ search: filter.search?.trim(), status: filter.status, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/ai/subscriptions${query}`, subscriptionPageSchema);
  }

  setQuota(subscriptionId: number, segmentationsAllowed: number): Promise<ApiResult<AdminSubscription>> {
    return this.http.send({
      method: 'PUT',
      path: `/api/admin/ai/subscriptions/${subscriptionId}/quota`,
      body: { segmentations_allowed: segmentationsAllowed },
      schema: adminSubscriptionSchema,
    });
  }

  scans(filter: ScanFilter): Promise<ApiResult<AdminPage<AdminScan>>> {
    const query = queryOf({ search: filter.search?.trim(), status: filter.status, subscription_id: filter.subscriptionId, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/ai/scans${query}`, scanPageSchema);
  }
}
