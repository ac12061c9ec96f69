import type { ServiceIdentifier } from 'inversify';
import type { AiPlanFields, ScanStatus, SubscriptionStatus } from '@tiara/domain/ai-plan';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

export { SCAN_STATUSES, SUBSCRIPTION_STATUSES, type ScanStatus, type SubscriptionStatus } from '@tiara/domain/ai-plan';

/** The storefront's cart names plans 1 to 3 (SPEC §3), so those are the only plan ids. */
export const PLAN_IDS = [1, 2, 3] as const;

/** What the plan form edits. */
export type PlanFields = AiPlanFields;

export interface AdminPlan extends PlanFields {
  readonly id: number;
  readonly activeSubscriptions: number;
  readonly subscriptions: number;
}

export interface AdminSubscription {
  readonly id: number;
  readonly user: { readonly id: number; readonly name: string; readonly email: string };
  readonly plan: { readonly id: number; readonly name: string };
  readonly orderId: number | null;
  readonly status: SubscriptionStatus;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly segmentationsRemaining: number;
  readonly scanCount: number;
  readonly activatedAt: Date | null;
  readonly createdAt: Date;
}

export interface AdminScan {
  readonly id: number;
  readonly userEmail: string;
  readonly subscriptionId: number;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly status: ScanStatus;
  readonly summary: string | null;
  readonly resultLinks: readonly string[];
  readonly error: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

export interface SubscriptionFilter extends PageRequest {
  readonly search?: string;
  readonly status?: SubscriptionStatus;
}

export interface ScanFilter extends PageRequest {
  readonly search?: string;
  readonly status?: ScanStatus;
  readonly subscriptionId?: number;
}

/** /api/admin/ai: plans, subscriptions with their quota, and scans. */
export interface AdminAiApi {
  plans(): Promise<ApiResult<AdminPlan[]>>;
  createPlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>>;
  updatePlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>>;
  deletePlan(id: number): Promise<ApiResult<Deleted>>;
  subscriptions(filter: SubscriptionFilter): Promise<ApiResult<AdminPage<AdminSubscription>>>;
  setQuota(subscriptionId: number, segmentationsAllowed: number): Promise<ApiResult<AdminSubscription>>;
  scans(filter: ScanFilter): Promise<ApiResult<AdminPage<AdminScan>>>;
}

export const AdminAiApi: ServiceIdentifier<AdminAiApi> = Symbol('AdminAiApi');
