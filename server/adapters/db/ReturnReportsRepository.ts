import { and, asc, eq, inArray, isNull, min, ne, sql } from 'drizzle-orm';
import type { NewReturn, ReportableLine, ReportedOrder, ReturnReportRecords } from '../../application/returns/ReturnReports';
import { outer } from './admin/outer';
import type { Database } from './Database';
import { orderEvents, orderItems, orders, returnEvents, returnLines, returnPhotos, returns } from './schema';

/**
 * When an order was delivered: its move to Delivered, or, for an order made Delivered without one
 * being recorded (written straight into the table), its last change.
 */
export const deliveredAt = sql<Date | null>`coalesce((select ${min(orderEvents.createdAt)} from ${orderEvents} where ${orderEvents.orderId} = ${outer(orders.id)} and ${orderEvents.status} = 'Delivered'), case when ${outer(orders.status)} = 'Delivered' then ${outer(orders.updatedAt)} end)`.mapWith(
  (value: Date | string | null) => (value === null ? null : new Date(value)),
);

/** The order's goods, each with what the requests not refused claim of it. */
export async function reportableLinesOf(db: Database, orderId: number): Promise<ReportableLine[]> {
  const [lines, claims] = await Promise.all([
    db
      .select({ orderItemId: orderItems.id, name: orderItems.productName, nameAr: orderItems.productNameAr, bought: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'product')))
      .orderBy(asc(orderItems.id)),
    db
      .select({ orderItemId: returnLines.orderItemId, quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, orderId), ne(returns.status, 'Refused'))),
  ]);
  return lines.map((line) => ({ ...line, claimed: claims.filter((claim) => claim.orderItemId === line.orderItemId).map((claim) => claim.quantity) }));
}

/** A customer's reports, written through `db`: the report's transaction. */
export class ReturnReportsRepository implements ReturnReportRecords {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async lockOrder(orderId: number): Promise<ReportedOrder | null> {
    const [order] = await this.db.select({ id: orders.id, userId: orders.userId, deliveredAt }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    return { ...order, lines: await reportableLinesOf(this.db, orderId) };
  }

  async unattachedPhotos(userId: number, photoIds: readonly number[]): Promise<number[]> {
    if (photoIds.length === 0) return [];
    const rows = await this.db
      .select({ id: returnPhotos.id })
      .from(returnPhotos)
      .where(and(inArray(returnPhotos.id, [...photoIds]), eq(returnPhotos.userId, userId), isNull(returnPhotos.returnId)))
      .for('update');
    return rows.map((row) => row.id);
  }

  async add(report: NewReturn): Promise<number> {
    const [created] = await this.db
      .insert(returns)
      .values({
        orderId: report.orderId,
        userId: report.userId,
        reason: report.reason,
        preferredOutcome: report.preferredOutcome,
        note: report.note,
        language: report.language,
        createdAt: report.at,
        updatedAt: report.at,
      })
      .returning({ id: returns.id });
    if (!created) throw new Error('the return was not written');
    await this.db.insert(returnLines).values(report.lines.map((line) => ({ returnId: created.id, orderItemId: line.orderItemId, quantity: line.quantity })));
    if (report.photoIds.length > 0) {
      await this.db
        .update(returnPhotos)
        .set({ returnId: created.id })
        .where(and(inArray(returnPhotos.id, [...report.photoIds]), eq(returnPhotos.userId, report.userId), isNull(returnPhotos.returnId)));
    }
    await this.db.insert(returnEvents).values({ returnId: created.id, orderId: report.orderId, kind: 'requested', actorUserId: null, note: null, createdAt: report.at });
    return created.id;
  }
}
