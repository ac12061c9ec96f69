import * as z from 'zod/mini';
import { AdminAiPlanJson, AdminAiSubscriptionJson, AdminScanJson, aiPlanFieldsJsonOf } from '@tiara/contract/staff/aiJson';
import type { AiQuotaJson, AiSubscriptionQueryJson, NewAiPlanJson, ScanQueryJson } from '@tiara/contract/staff/aiRequestJson';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { AdminPage, Deleted } from '../../../application/admin/AdminPage';
import type { AdminAiApi, AdminPlan, AdminScan, AdminSubscription, PlanFields, ScanFilter, SubscriptionFilter } from '../../../application/admin/ai/AdminAiApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { deletedSchema, instant, instantOrNull, pageSchema, queryOf } from './adminWireSchemas';

export const adminPlanSchema: z.ZodMiniType<AdminPlan> = z.pipe(
  AdminAiPlanJson,
  z.transform((wire) => ({
    id: wire.id,
    name: wire.name,
    price: piastersFromPounds(wire.price),
    segmentations: wire.segmentations,
    periodLabel: wire.period_label,
    description: wire.description,
    nameAr: wire.name_ar,
    descriptionAr: wire.description_ar,
    periodLabelAr: wire.period_label_ar,
    isActive: wire.is_active,
    activeSubscriptions: wire.active_subscriptions,
    subscriptions: wire.subscriptions,
  })),
);

export const adminSubscriptionSchema: z.ZodMiniType<AdminSubscription> = z.pipe(
  AdminAiSubscriptionJson,
  z.transform((wire, context) => ({
    id: wire.id,
    user: wire.user,
    plan: wire.plan,
    orderId: wire.order_id,
    status: wire.status,
    segmentationsAllowed: wire.segmentations_allowed,
    segmentationsUsed: wire.segmentations_used,
    segmentationsRemaining: wire.segmentations_remaining,
    scanCount: wire.scan_count,
    activatedAt: instantOrNull(wire.activated_at, context),
    createdAt: instant(wire.created_at, context),
  })),
);

const scanSchema: z.ZodMiniType<AdminScan> = z.pipe(
  AdminScanJson,
  z.transform((wire, context) => ({
    id: wire.id,
    userEmail: wire.user.email,
    subscriptionId: wire.subscription_id,
    fileName: wire.file_name,
    sizeBytes: wire.size_bytes,
    status: wire.status,
    summary: wire.summary,
    resultLinks: wire.result_links,
    error: wire.error,
    createdAt: instant(wire.created_at, context),
    finishedAt: instantOrNull(wire.finished_at, context),
  })),
);

const subscriptionPageSchema = pageSchema(adminSubscriptionSchema);
const scanPageSchema = pageSchema(scanSchema);


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
    const body: NewAiPlanJson = { id, ...aiPlanFieldsJsonOf(plan) };
    return this.http.post('/api/admin/ai/plans', body, adminPlanSchema);
  }

  updatePlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/ai/plans/${id}`, body: aiPlanFieldsJsonOf(plan), schema: adminPlanSchema });
  }

  deletePlan(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/ai/plans/${id}`, schema: deletedSchema });
  }

  subscriptions(filter: SubscriptionFilter): Promise<ApiResult<AdminPage<AdminSubscription>>> {
    const query = queryOf<AiSubscriptionQueryJson & PageQueryJson>({ search: filter.search?.trim(), status: filter.status, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/ai/subscriptions${query}`, subscriptionPageSchema);
  }

  setQuota(subscriptionId: number, segmentationsAllowed: number): Promise<ApiResult<AdminSubscription>> {
    const body: AiQuotaJson = { segmentations_allowed: segmentationsAllowed };
    return this.http.send({ method: 'PUT', path: `/api/admin/ai/subscriptions/${subscriptionId}/quota`, body, schema: adminSubscriptionSchema });
  }

  scans(filter: ScanFilter): Promise<ApiResult<AdminPage<AdminScan>>> {
    const query = queryOf<ScanQueryJson & PageQueryJson>({ search: filter.search?.trim(), status: filter.status, subscription_id: filter.subscriptionId, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/ai/scans${query}`, scanPageSchema);
  }
}
