import type { AdminAiApi, AdminPlan, AdminScan, AdminSubscription, PlanFields, ScanFilter, SubscriptionFilter } from '../../../../src/application/admin/ai/AdminAiApi';
import type { AdminPage, Deleted } from '../../../../src/application/admin/AdminPage';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { remainingSegmentations } from '@tiara/domain/upload-quota';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** A subscription as the fake keeps it: its plan by id; its plan's name, what remains and its scans are read from the rest. */
export interface StoredSubscription extends Omit<AdminSubscription, 'plan' | 'segmentationsRemaining' | 'scanCount'> {
  readonly planId: number;
}

/** A plan named `name`: 2,900 EGP for 10 segmentations, on sale, without Arabic, unless `fields` say otherwise. */
export function aiPlan(name: string, fields: Partial<PlanFields> = {}): PlanFields {
  return { name, price: 290_000, segmentations: 10, periodLabel: '', description: '', nameAr: null, descriptionAr: null, periodLabelAr: null, isActive: true, ...fields };
}

/** Mona's active subscription of `id` to plan `planId`, bought on 1 Nov 2026 with order 31, allowing 25 segmentations of which 20 are used, unless `fields` say otherwise. */
export function aiSubscription(id: number, planId: number, fields: Partial<StoredSubscription> = {}): StoredSubscription {
  return {
    id,
    planId,
    user: { id: 4, name: 'Mona Hassan', email: 'mona@clinic.example' },
    orderId: 31,
    status: 'Active',
    segmentationsAllowed: 25,
    segmentationsUsed: 20,
    activatedAt: new Date('2026-11-01T10:00:00Z'),
    createdAt: new Date('2026-11-01T09:00:00Z'),
    ...fields,
  };
}

/** A scan of `id` under `subscriptionId` that Mona uploaded on 21 Nov 2026 and the processor finished, unless `fields` say otherwise. */
export function aiScan(id: number, subscriptionId: number, fields: Partial<AdminScan> = {}): AdminScan {
  return {
    id,
    userEmail: 'mona@clinic.example',
    subscriptionId,
    fileName: `scan-${id}.dcm`,
    sizeBytes: 524_288,
    status: 'Completed',
    summary: 'Segmented 28 teeth.',
    resultLinks: [`/api/scans/${id}/result`],
    error: null,
    createdAt: new Date(Date.UTC(2026, 10, 21, 9, id)),
    finishedAt: new Date(Date.UTC(2026, 10, 21, 10, id)),
    ...fields,
  };
}

const planNotFound = (id: number) => refusal(404, 'plan_not_found', serverAdminMessagesEn.planNotFound(id));

/**
 * TiaraAI in the back office, in memory: the plans (`planRows`, by id, listed by id) counting the
 * subscriptions they hold, deleted only when nobody subscribed, added only under a free id;
 * the subscriptions (`subscriptionRows`) with what remains of their allowance and how many scans
 * they hold, searched by the customer's name or e-mail, filtered by status, newest first, their
 * allowance never set below what is used; and the scans (`scanRows`), searched by file name or
 * e-mail, filtered by status and subscription, newest first. Refusals in the server's words. The
 * changes are logged by name, the plans sent and the filters asked for kept as sent.
 */
export class FakeAdminAiApi extends FakeApi implements AdminAiApi {
  readonly calls: string[] = [];
  readonly sentPlans: PlanFields[] = [];
  readonly subscriptionFilters: SubscriptionFilter[] = [];
  readonly scanFilters: ScanFilter[] = [];
  readonly planRows = new Map<number, PlanFields>();
  subscriptionRows: StoredSubscription[] = [];
  scanRows: AdminScan[] = [];

  plans(): Promise<ApiResult<AdminPlan[]>> {
    return this.respond('plans', 'plans', () => ok([...this.planRows.keys()].sort((a, b) => a - b).map((id) => this.planOf(id))));
  }

  createPlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>> {
    this.sentPlans.push(plan);
    return this.respond('createPlan', `create ${id}`, () => {
      if (this.planRows.has(id)) return fail(refusal(409, 'plan_exists', serverAdminMessagesEn.planExists(id)));
      this.planRows.set(id, plan);
      return ok(this.planOf(id));
    });
  }

  updatePlan(id: number, plan: PlanFields): Promise<ApiResult<AdminPlan>> {
    this.sentPlans.push(plan);
    return this.respond('updatePlan', `update ${id}`, () => {
      if (!this.planRows.has(id)) return fail(planNotFound(id));
      this.planRows.set(id, plan);
      return ok(this.planOf(id));
    });
  }

  deletePlan(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('deletePlan', `delete ${id}`, () => {
      const plan = this.planRows.get(id);
      if (!plan) return fail(planNotFound(id));
      const held = this.subscriptionRows.filter((row) => row.planId === id).length;
      if (held > 0) return fail(refusal(409, 'plan_has_subscriptions', serverAdminMessagesEn.planHasSubscriptions(plan.name, held)));
      this.planRows.delete(id);
      return ok({ id });
    });
  }

  subscriptions(filter: SubscriptionFilter): Promise<ApiResult<AdminPage<AdminSubscription>>> {
    this.subscriptionFilters.push(filter);
    return this.respond('subscriptions', 'subscriptions', () => {
      const rows = this.subscriptionRows
        .filter((row) => matchesSearch(filter.search, row.user.email, row.user.name) && (filter.status === undefined || row.status === filter.status))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows.map((row) => this.subscriptionOf(row)), filter));
    });
  }

  setQuota(subscriptionId: number, segmentationsAllowed: number): Promise<ApiResult<AdminSubscription>> {
    return this.respond('setQuota', `quota ${subscriptionId} ${segmentationsAllowed}`, () => {
      const row = this.subscriptionRows.find((candidate) => candidate.id === subscriptionId);
      if (!row) return fail(refusal(404, 'subscription_not_found', serverAdminMessagesEn.subscriptionNotFound(subscriptionId)));
      if (segmentationsAllowed < row.segmentationsUsed) return fail(refusal(409, 'quota_below_used', serverAdminMessagesEn.quotaBelowUsed(row.segmentationsUsed)));
      const adjusted = { ...row, segmentationsAllowed };
      this.subscriptionRows = this.subscriptionRows.map((candidate) => (candidate.id === subscriptionId ? adjusted : candidate));
      return ok(this.subscriptionOf(adjusted));
    });
  }

  scans(filter: ScanFilter): Promise<ApiResult<AdminPage<AdminScan>>> {
    this.scanFilters.push(filter);
    return this.respond('scans', 'scans', () => {
      const rows = this.scanRows
        .filter(
          (scan) =>
            matchesSearch(filter.search, scan.fileName, scan.userEmail) &&
            (filter.status === undefined || scan.status === filter.status) &&
            (filter.subscriptionId === undefined || scan.subscriptionId === filter.subscriptionId),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows, filter));
    });
  }

  protected override callLog(method: string): string[] | null {
    return ['createPlan', 'updatePlan', 'deletePlan', 'setQuota'].includes(method) ? this.calls : null;
  }

  private planOf(id: number): AdminPlan {
    const held = this.subscriptionRows.filter((row) => row.planId === id);
    return { ...this.planRows.get(id)!, id, activeSubscriptions: held.filter((row) => row.status === 'Active').length, subscriptions: held.length };
  }

  private subscriptionOf({ planId, ...row }: StoredSubscription): AdminSubscription {
    return {
      ...row,
      plan: { id: planId, name: this.planRows.get(planId)?.name ?? '' },
      segmentationsRemaining: remainingSegmentations({ isActive: row.status === 'Active', allowed: row.segmentationsAllowed, used: row.segmentationsUsed }),
      scanCount: this.scanRows.filter((scan) => scan.subscriptionId === row.id).length,
    };
  }
}
