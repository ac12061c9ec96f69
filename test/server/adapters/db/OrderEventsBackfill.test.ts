import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders } from '../../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../../support/testServer';

const MIGRATIONS = join(import.meta.dirname, '../../../../server/adapters/db/migrations');

/** The hand-written statements that give orders placed before order_events their history. */
async function backfillStatements(): Promise<string[]> {
  for (const name of (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort()) {
    const text = await readFile(join(MIGRATIONS, name), 'utf8');
    const start = text.indexOf('-- hand-written:');
    if (start >= 0 && text.includes('INSERT INTO "order_events"', start)) {
      return text
        .slice(start)
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '' && statement.includes('order_events'));
    }
  }
  throw new Error('No migration back-fills order_events');
}

describe('the order history of orders placed before it was recorded', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('comes from the audit log, and otherwise from the order’s present status at its last update', async () => {
    const admin = await server.createUser({ role: 'Admin' });
    const order = (values: Partial<typeof orders.$inferInsert>) =>
      server.db
        .insert(orders)
        .values({ status: 'Pending', paymentMethod: 'cash', subtotalPiasters: 1, shippingPiasters: 0, totalPiasters: 1, ...values })
        .returning({ id: orders.id })
        .then(([row]) => row?.id ?? 0);
    const audited = await order({ status: 'Shipped' });
    const acceptedByPayment = await order({ status: 'Processing', updatedAt: new Date('2026-10-02T09:00:00Z') });
    const waiting = await order({});
    const at = (day: number) => new Date(Date.UTC(2026, 9, day, 12));
    await server.db.insert(auditLog).values([
      { actorUserId: admin.id, action: 'status', entity: 'order', entityId: String(audited), details: { from: 'Pending', to: 'Processing' }, createdAt: at(3) },
      { actorUserId: admin.id, action: 'status', entity: 'order', entityId: String(audited), details: { from: 'Processing', to: 'Shipped' }, createdAt: at(4) },
      { actorUserId: admin.id, action: 'update', entity: 'product', entityId: String(audited), details: { to: 'Shipped' }, createdAt: at(5) },
    ]);

    for (const statement of await backfillStatements()) await server.db.execute(sql.raw(statement));

    const eventsOf = (orderId: number) =>
      server.db.select({ status: orderEvents.status, actor: orderEvents.actorUserId, at: orderEvents.createdAt }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt);
    expect(await eventsOf(audited)).toEqual([
      { status: 'Processing', actor: admin.id, at: at(3) },
      { status: 'Shipped', actor: admin.id, at: at(4) },
    ]);
    expect(await eventsOf(acceptedByPayment)).toEqual([{ status: 'Processing', actor: null, at: new Date('2026-10-02T09:00:00Z') }]);
    expect(await eventsOf(waiting)).toEqual([]);
  });
});
