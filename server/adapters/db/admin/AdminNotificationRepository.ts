import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminNotification, NotificationFields } from '@tiara/domain/notification';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { notificationReads, notifications, users } from '../schema';
import { auditedTransaction } from './AuditedTransaction';
import { outer } from './outer';
import { containing } from './searchPattern';

export interface NotificationFilter {
  readonly search?: string;
  readonly category?: number;
  readonly isActive?: boolean;
  /** Only the notifications for everyone (true) or only personal ones (false). */
  readonly forEveryone?: boolean;
}

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  titleAr: notifications.titleAr,
  messageAr: notifications.messageAr,
  category: notifications.category,
  isActive: notifications.isActive,
  userId: notifications.userId,
  userEmail: users.email,
  readCount: sql<number>`(select count(*)::int from ${notificationReads} where ${notificationReads.notificationId} = ${outer(notifications.id)})`,
  createdAt: notifications.createdAt,
};

function notificationWhere(filter: NotificationFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : null;
  return and(
    pattern
      ? or(ilike(notifications.title, pattern), ilike(notifications.message, pattern), ilike(notifications.titleAr, pattern), ilike(notifications.messageAr, pattern))
      : undefined,
    filter.category === undefined ? undefined : eq(notifications.category, filter.category),
    filter.isActive === undefined ? undefined : eq(notifications.isActive, filter.isActive),
    filter.forEveryone === undefined ? undefined : filter.forEveryone ? isNull(notifications.userId) : sql`${notifications.userId} is not null`,
  );
}

const notFound = (id: number) => missing('notification_not_found', AdminMessages.notificationNotFound(id));

export class AdminNotificationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  private select(db: Database) {
    return db.select(columns).from(notifications).leftJoin(users, eq(users.id, notifications.userId));
  }

  /** Newest first. */
  async list(filter: NotificationFilter, page: PageRequest): Promise<Page<AdminNotification>> {
    const where = notificationWhere(filter);
    const [items, [total]] = await Promise.all([
      this.select(this.db).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(notifications).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async notification(id: number): Promise<AdminNotification | null> {
    const [row] = await this.select(this.db).where(eq(notifications.id, id)).limit(1);
    return row ?? null;
  }

  /** `userId` null posts it to everyone; otherwise that user must exist. */
  create(fields: NotificationFields & { readonly userId: number | null }, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminNotification>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminNotification>> => {
      if (fields.userId !== null) {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, fields.userId)).limit(1);
        if (!user) return missing('user_not_found', AdminMessages.userNotFound(fields.userId));
      }
      const [row] = await tx.insert(notifications).values({ ...fields, createdAt: stamp.at }).returning({ id: notifications.id });
      if (!row) throw new Error('the notification was not stored');
      await audit({ action: 'create', entity: 'notification', entityId: row.id, details });
      return this.readBack(tx, row.id);
    });
  }

  update(id: number, changes: Partial<NotificationFields>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminNotification>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminNotification>> => {
      const [updated] = await tx.update(notifications).set(changes).where(eq(notifications.id, id)).returning({ id: notifications.id });
      if (!updated) return notFound(id);
      await audit({ action: 'update', entity: 'notification', entityId: id, details });
      return this.readBack(tx, id);
    });
  }

  delete(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [deleted] = await tx.delete(notifications).where(eq(notifications.id, id)).returning({ title: notifications.title });
      if (!deleted) return notFound(id);
      await audit({ action: 'delete', entity: 'notification', entityId: id, details: { title: deleted.title } });
      return ok({ id });
    });
  }

  private async readBack(db: Database, id: number): Promise<AdminResult<AdminNotification>> {
    const [row] = await this.select(db).where(eq(notifications.id, id)).limit(1);
    if (!row) throw new Error('the notification cannot be read back');
    return ok(row);
  }
}
