import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { events } from '../schema';
import { auditedTransaction } from './AuditedTransaction';
import { containing } from './searchPattern';

export interface EventFields {
  readonly title: string;
  readonly description: string;
  readonly date: Date;
  readonly location: string;
  readonly speakers: string[];
  readonly imageUrl: string;
  readonly isActive: boolean;
}

export interface AdminEvent extends EventFields {
  readonly id: number;
}

const notFound = (id: number) => missing('event_not_found', AdminMessages.eventNotFound(id));

/** Events, past ones included: unlike the old system, a past event can still be corrected. */
export class AdminEventRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Latest date first. */
  async list(filter: { search?: string; isActive?: boolean }, page: PageRequest): Promise<Page<AdminEvent>> {
    const pattern = filter.search ? containing(filter.search) : null;
    const where: SQL | undefined = and(
      pattern ? or(ilike(events.title, pattern), ilike(events.location, pattern), ilike(events.description, pattern)) : undefined,
      filter.isActive === undefined ? undefined : eq(events.isActive, filter.isActive),
    );
    const [items, [total]] = await Promise.all([
      this.db.select().from(events).where(where).orderBy(desc(events.date), desc(events.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(events).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async event(id: number): Promise<AdminEvent | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id)).limit(1);
    return row ?? null;
  }

  create(fields: EventFields, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminEvent> {
    return auditedTransaction(this.db, stamp, async (tx, audit) => {
      const [row] = await tx.insert(events).values(fields).returning();
      if (!row) throw new Error('the event was not stored');
      await audit({ action: 'create', entity: 'event', entityId: row.id, details });
      return row;
    });
  }

  update(id: number, changes: Partial<EventFields>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminEvent>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminEvent>> => {
      const [row] = await tx.update(events).set(changes).where(eq(events.id, id)).returning();
      if (!row) return notFound(id);
      await audit({ action: 'update', entity: 'event', entityId: id, details });
      return ok(row);
    });
  }

  delete(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning({ title: events.title });
      if (!deleted) return notFound(id);
      await audit({ action: 'delete', entity: 'event', entityId: id, details: { title: deleted.title } });
      return ok({ id });
    });
  }
}
