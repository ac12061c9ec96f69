import type { AuditRecord, AuditStamp, AuditWriter } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { auditLog } from '../schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes one audit entry with whatever database handle the change itself uses. */
export async function recordAudit(db: Database, stamp: AuditStamp, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: stamp.actorUserId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    details: record.details ?? null,
    createdAt: stamp.at,
  });
}

/**
 * Runs a back-office change in one transaction with its audit entries: both are saved, or
 * neither. A refusal found before anything was written simply returns without an entry.
 */
export function auditedTransaction<T>(db: Database, stamp: AuditStamp, work: (tx: Transaction, audit: AuditWriter) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx, (record) => recordAudit(tx, stamp, record)));
}
