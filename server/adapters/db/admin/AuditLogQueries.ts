import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Page, PageRequest } from '../../../application/admin/AdminResults';
import type { Database } from '../Database';
import { auditLog, users } from '../schema';

export interface AuditEntry {
  readonly id: number;
  readonly actorUserId: number | null;
  readonly actorEmail: string | null;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | null;
  readonly details: unknown;
  readonly createdAt: Date;
}

export interface AuditFilter {
  readonly entity?: string;
  readonly entityId?: string;
  readonly actorUserId?: number;
}

export class AuditLogQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Newest first. */
  async list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>> {
    const where: SQL | undefined = and(
      filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
      filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
      filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: auditLog.id,
          actorUserId: auditLog.actorUserId,
          actorEmail: users.email,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }
}
