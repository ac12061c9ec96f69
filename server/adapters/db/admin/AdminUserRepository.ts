import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ManagedAccount } from '@tiara/domain/account';
import type { Role } from '@tiara/domain/access';
import type { SubscriptionStatus } from '@tiara/domain/ai-plan';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, conflicting, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { aiPlans, aiSubscriptions, orders, users } from '../schema';
import { auditedTransaction } from './AuditedTransaction';
import { outer } from './outer';
import { containing } from './searchPattern';

export interface AdminUser extends ManagedAccount {
  readonly id: number;
  readonly createdAt: Date;
  readonly orderCount: number;
  /** Summed over the user's Active subscriptions. */
  readonly activeSubscriptions: number;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
}

export interface UserSubscription {
  readonly id: number;
  readonly planId: number;
  readonly planName: string;
  readonly orderId: number | null;
  readonly status: SubscriptionStatus;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly activatedAt: Date | null;
  readonly createdAt: Date;
}

export interface UserFilter {
  /** Part of the e-mail, a name or the phone. */
  readonly search?: string;
  readonly role?: Role;
  readonly aiAccess?: boolean;
}

const activeSubscription = sql`${aiSubscriptions.userId} = ${outer(users.id)} and ${aiSubscriptions.status} = 'Active'`;

/** Every column but the password hash: no answer of the back office ever carries it. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  phone: users.phone,
  address: users.address,
  city: users.city,
  state: users.state,
  country: users.country,
  postalCode: users.postalCode,
  role: users.role,
  aiAccess: users.aiAccess,
  createdAt: users.createdAt,
  orderCount: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${outer(users.id)})`,
  activeSubscriptions: sql<number>`(select count(*)::int from ${aiSubscriptions} where ${activeSubscription})`,
  segmentationsAllowed: sql<number>`(select coalesce(sum(${aiSubscriptions.segmentationsAllowed}), 0)::int from ${aiSubscriptions} where ${activeSubscription})`,
  segmentationsUsed: sql<number>`(select coalesce(sum(${aiSubscriptions.segmentationsUsed}), 0)::int from ${aiSubscriptions} where ${activeSubscription})`,
};

function userWhere(filter: UserFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search.trim()) : null;
  return and(
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.middleName} || ' ' || ${users.lastName}`, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.phone, pattern),
        )
      : undefined,
    filter.role === undefined ? undefined : eq(users.role, filter.role),
    filter.aiAccess === undefined ? undefined : eq(users.aiAccess, filter.aiAccess),
  );
}

export class AdminUserRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Newest accounts first. */
  async list(filter: UserFilter, page: PageRequest): Promise<Page<AdminUser>> {
    const where = userWhere(filter);
    const [items, [total]] = await Promise.all([
      this.db.select(userColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async user(id: number, db: Database = this.db): Promise<{ user: AdminUser; subscriptions: UserSubscription[] } | null> {
    const [user] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    if (!user) return null;
    const subscriptions = await db
      .select({
        id: aiSubscriptions.id,
        planId: aiSubscriptions.planId,
        planName: aiPlans.name,
        orderId: aiSubscriptions.orderId,
        status: aiSubscriptions.status,
        segmentationsAllowed: aiSubscriptions.segmentationsAllowed,
        segmentationsUsed: aiSubscriptions.segmentationsUsed,
        activatedAt: aiSubscriptions.activatedAt,
        createdAt: aiSubscriptions.createdAt,
      })
      .from(aiSubscriptions)
      .innerJoin(aiPlans, eq(aiPlans.id, aiSubscriptions.planId))
      .where(eq(aiSubscriptions.userId, id))
      .orderBy(desc(aiSubscriptions.createdAt), asc(aiSubscriptions.id));
    return { user, subscriptions };
  }

  /**
   * An admin never changes their own role, so the shop cannot lose its last admin by a slip.
   * A role taken away takes effect at once: the back office checks the stored role on every call.
   */
  async update(id: number, changes: Partial<ManagedAccount>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<{ user: AdminUser; subscriptions: UserSubscription[] }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ user: AdminUser; subscriptions: UserSubscription[] }>> => {
      const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
      if (!current) return missing('user_not_found', AdminMessages.userNotFound(id));
      if (changes.role !== undefined && changes.role !== current.role && id === stamp.actorUserId) {
        return conflicting('own_role', AdminMessages.cannotChangeOwnRole);
      }
      if (changes.email !== undefined) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${changes.email})`, ne(users.id, id)))
          .limit(1);
        if (taken) return conflicting('email_taken', AdminMessages.emailTaken);
      }
      await tx.update(users).set(changes).where(eq(users.id, id));
      await audit({ action: 'update', entity: 'user', entityId: id, details });
      const saved = await this.user(id, tx);
      if (!saved) throw new Error('the user cannot be read back');
      return ok(saved);
    });
  }
}
