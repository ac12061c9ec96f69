import { and, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AiPlanFields, ScanStatus, SubscriptionStatus } from '@tiara/domain/ai-plan';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, conflicting, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { ScanProcessingResult } from '../../../application/scans/ScanProcessor';
import { planOfferColumns } from '../AiPlanQueries';
import type { Database } from '../Database';
import { aiPlans, aiSubscriptions, scanJobs, users } from '../schema';
import { auditedTransaction } from './AuditedTransaction';
import { outer } from './outer';
import { containing } from './searchPattern';

export interface AdminPlan extends AiPlanFields {
  readonly id: number;
  readonly activeSubscriptions: number;
  readonly subscriptions: number;
}

export interface AdminSubscription {
  readonly id: number;
  readonly userId: number;
  readonly userName: string;
  readonly userEmail: string;
  readonly planId: number;
  readonly planName: string;
  readonly orderId: number | null;
  readonly status: SubscriptionStatus;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly scanCount: number;
  readonly activatedAt: Date | null;
  readonly createdAt: Date;
}

export interface AdminScan {
  readonly id: number;
  readonly userId: number;
  readonly userEmail: string;
  readonly subscriptionId: number;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly format: string;
  readonly status: ScanStatus;
  readonly summary: string | null;
  readonly resultLinks: string[];
  readonly error: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

const planColumns = {
  ...planOfferColumns,
  isActive: aiPlans.isActive,
  activeSubscriptions: sql<number>`(select count(*)::int from ${aiSubscriptions} where ${aiSubscriptions.planId} = ${outer(aiPlans.id)} and ${aiSubscriptions.status} = 'Active')`,
  subscriptions: sql<number>`(select count(*)::int from ${aiSubscriptions} where ${aiSubscriptions.planId} = ${outer(aiPlans.id)})`,
};

const subscriptionColumns = {
  id: aiSubscriptions.id,
  userId: aiSubscriptions.userId,
  userName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  userEmail: users.email,
  planId: aiSubscriptions.planId,
  planName: aiPlans.name,
  orderId: aiSubscriptions.orderId,
  status: aiSubscriptions.status,
  segmentationsAllowed: aiSubscriptions.segmentationsAllowed,
  segmentationsUsed: aiSubscriptions.segmentationsUsed,
  scanCount: sql<number>`(select count(*)::int from ${scanJobs} where ${scanJobs.subscriptionId} = ${outer(aiSubscriptions.id)})`,
  activatedAt: aiSubscriptions.activatedAt,
  createdAt: aiSubscriptions.createdAt,
};

const planRow = (fields: Partial<AiPlanFields>) => ({
  name: fields.name,
  pricePiasters: fields.price,
  segmentations: fields.segmentations,
  periodLabel: fields.periodLabel,
  description: fields.description,
  nameAr: fields.nameAr,
  descriptionAr: fields.descriptionAr,
  periodLabelAr: fields.periodLabelAr,
  isActive: fields.isActive,
});

const planNotFound = (id: number) => missing('plan_not_found', AdminMessages.planNotFound(id));
const subscriptionNotFound = (id: number) => missing('subscription_not_found', AdminMessages.subscriptionNotFound(id));

/** What a scan's stored result says, whichever processor wrote it; anything else reads as no result. */
function resultOf(result: unknown): { summary: string | null; resultLinks: string[] } {
  const stored = (result ?? {}) as Partial<ScanProcessingResult>;
  return {
    summary: typeof stored.summary === 'string' ? stored.summary : null,
    resultLinks: Array.isArray(stored.resultLinks) ? stored.resultLinks.filter((link): link is string => typeof link === 'string') : [],
  };
}

/**
 * TiaraAI in the back office: the plans (ids 1 to 3, the ones the storefront's cart ids can
 * name), the subscriptions with their usage and the scans. The used count only moves with
 * uploads and refunds; the back office changes the allowance, never below what is used.
 */
export class AdminAiRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  plans(): Promise<AdminPlan[]> {
    return this.db.select(planColumns).from(aiPlans).orderBy(asc(aiPlans.id));
  }

  async plan(id: number, db: Database = this.db): Promise<AdminPlan | null> {
    const [row] = await db.select(planColumns).from(aiPlans).where(eq(aiPlans.id, id)).limit(1);
    return row ?? null;
  }

  createPlan(id: number, fields: AiPlanFields, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminPlan>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminPlan>> => {
      const [created] = await tx
        .insert(aiPlans)
        .values({ id, ...planRow(fields), name: fields.name, pricePiasters: fields.price, segmentations: fields.segmentations })
        .onConflictDoNothing()
        .returning({ id: aiPlans.id });
      if (!created) return conflicting('plan_exists', AdminMessages.planExists(id));
      await audit({ action: 'create', entity: 'ai_plan', entityId: id, details });
      return this.readBackPlan(tx, id);
    });
  }

  /** Subscriptions keep the allowance they were sold with; a new allowance applies to new purchases. */
  updatePlan(id: number, changes: Partial<AiPlanFields>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminPlan>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminPlan>> => {
      const [updated] = await tx.update(aiPlans).set(planRow(changes)).where(eq(aiPlans.id, id)).returning({ id: aiPlans.id });
      if (!updated) return planNotFound(id);
      await audit({ action: 'update', entity: 'ai_plan', entityId: id, details });
      return this.readBackPlan(tx, id);
    });
  }

  deletePlan(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [plan] = await tx.select({ name: aiPlans.name }).from(aiPlans).where(eq(aiPlans.id, id)).for('update');
      if (!plan) return planNotFound(id);
      const [held] = await tx.select({ total: count() }).from(aiSubscriptions).where(eq(aiSubscriptions.planId, id));
      if (held && held.total > 0) return conflicting('plan_has_subscriptions', AdminMessages.planHasSubscriptions(plan.name, held.total));
      await tx.delete(aiPlans).where(eq(aiPlans.id, id));
      await audit({ action: 'delete', entity: 'ai_plan', entityId: id, details: { name: plan.name } });
      return ok({ id });
    });
  }

  /** Newest first. */
  async subscriptions(filter: { search?: string; status?: SubscriptionStatus; userId?: number; planId?: number }, page: PageRequest): Promise<Page<AdminSubscription>> {
    const pattern = filter.search ? containing(filter.search) : null;
    const where: SQL | undefined = and(
      pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
      filter.status === undefined ? undefined : eq(aiSubscriptions.status, filter.status),
      filter.userId === undefined ? undefined : eq(aiSubscriptions.userId, filter.userId),
      filter.planId === undefined ? undefined : eq(aiSubscriptions.planId, filter.planId),
    );
    const [items, [total]] = await Promise.all([
      this.selectSubscriptions(this.db).where(where).orderBy(desc(aiSubscriptions.createdAt), desc(aiSubscriptions.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(aiSubscriptions).innerJoin(users, eq(users.id, aiSubscriptions.userId)).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  /** One conditional update: an upload taking a segmentation at the same moment can never leave used above allowed. */
  adjustQuota(id: number, segmentationsAllowed: number, stamp: AuditStamp): Promise<AdminResult<AdminSubscription>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminSubscription>> => {
      const [current] = await tx
        .select({ allowed: aiSubscriptions.segmentationsAllowed, used: aiSubscriptions.segmentationsUsed })
        .from(aiSubscriptions)
        .where(eq(aiSubscriptions.id, id))
        .limit(1);
      if (!current) return subscriptionNotFound(id);
      const [adjusted] = await tx
        .update(aiSubscriptions)
        .set({ segmentationsAllowed })
        .where(and(eq(aiSubscriptions.id, id), lte(aiSubscriptions.segmentationsUsed, segmentationsAllowed)))
        .returning({ used: aiSubscriptions.segmentationsUsed });
      if (!adjusted) {
        const [now] = await tx.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, id));
        return conflicting('quota_below_used', AdminMessages.quotaBelowUsed(now?.used ?? current.used));
      }
      await audit({ action: 'update', entity: 'ai_subscription', entityId: id, details: { segmentations_allowed: { from: current.allowed, to: segmentationsAllowed } } });
      const [row] = await this.selectSubscriptions(tx).where(eq(aiSubscriptions.id, id));
      if (!row) throw new Error('the subscription cannot be read back');
      return ok(row);
    });
  }

  /** Newest first. */
  async scans(filter: { search?: string; status?: ScanStatus; userId?: number; subscriptionId?: number }, page: PageRequest): Promise<Page<AdminScan>> {
    const pattern = filter.search ? containing(filter.search) : null;
    const where: SQL | undefined = and(
      pattern ? or(ilike(scanJobs.fileName, pattern), ilike(users.email, pattern)) : undefined,
      filter.status === undefined ? undefined : eq(scanJobs.status, filter.status),
      filter.userId === undefined ? undefined : eq(scanJobs.userId, filter.userId),
      filter.subscriptionId === undefined ? undefined : eq(scanJobs.subscriptionId, filter.subscriptionId),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: scanJobs.id,
          userId: scanJobs.userId,
          userEmail: users.email,
          subscriptionId: scanJobs.subscriptionId,
          fileName: scanJobs.fileName,
          sizeBytes: scanJobs.sizeBytes,
          format: scanJobs.format,
          status: scanJobs.status,
          result: scanJobs.result,
          error: scanJobs.error,
          createdAt: scanJobs.createdAt,
          finishedAt: scanJobs.finishedAt,
        })
        .from(scanJobs)
        .innerJoin(users, eq(users.id, scanJobs.userId))
        .where(where)
        .orderBy(desc(scanJobs.createdAt), desc(scanJobs.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(scanJobs).innerJoin(users, eq(users.id, scanJobs.userId)).where(where),
    ]);
    return { items: rows.map(({ result, ...scan }) => ({ ...scan, ...resultOf(result) })), total: total?.total ?? 0 };
  }

  private selectSubscriptions(db: Database) {
    return db.select(subscriptionColumns).from(aiSubscriptions).innerJoin(users, eq(users.id, aiSubscriptions.userId)).innerJoin(aiPlans, eq(aiPlans.id, aiSubscriptions.planId));
  }

  private async readBackPlan(db: Database, id: number): Promise<AdminResult<AdminPlan>> {
    const plan = await this.plan(id, db);
    if (!plan) throw new Error('the plan cannot be read back');
    return ok(plan);
  }
}
