import { asc, eq } from 'drizzle-orm';
import type { Piasters } from '@tiara/domain/money';
import { orderItems, refunds, returnLines, returns } from '../../../server/adapters/db/schema';
import { periodicSweep } from '../../../server/composition/periodicSweep';
import { ShopMetrics } from '../../../server/http/metrics';
import type { ShopDatabase, TestServer } from './testServer';

let refundCounter = 0;

export interface RefundOptions {
  readonly orderId: number;
  readonly amount: Piasters;
  readonly method?: 'card' | 'store-credit' | 'by-hand';
  readonly status?: 'Pending' | 'Confirmed' | 'Failed';
  /** The order's lines a return took back, by their place on the order (0 the first) and how many: the refund then settles that return. */
  readonly returned?: ReadonlyArray<{ readonly line: number; readonly quantity: number }>;
  readonly createdBy?: number | null;
  readonly createdAt?: Date;
  readonly attempts?: number;
  readonly lastError?: string | null;
}

/**
 * A refund row (and its return, when it settles one) as the refunds would leave it, written
 * directly: the credit notes and the reports read them whoever wrote them.
 */
export async function insertRefund(server: ShopDatabase, options: RefundOptions): Promise<number> {
  refundCounter += 1;
  let returnId: number | null = null;
  if (options.returned) {
    const [returned] = await server.db.insert(returns).values({ orderId: options.orderId, reason: 'damaged-or-defective', preferredOutcome: 'refund', status: 'Resolved', resolution: 'card-refund' }).returning({ id: returns.id });
    if (!returned) throw new Error('return not inserted');
    returnId = returned.id;
    const items = await server.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, options.orderId)).orderBy(asc(orderItems.id));
    await server.db.insert(returnLines).values(options.returned.map(({ line, quantity }) => ({ returnId: returned.id, orderItemId: items[line]?.id ?? 0, quantity })));
  }
  const status = options.status ?? 'Confirmed';
  const createdAt = options.createdAt ?? new Date();
  const [row] = await server.db
    .insert(refunds)
    .values({
      orderId: options.orderId,
      returnId,
      method: options.method ?? 'card',
      amountPiasters: options.amount,
      status,
      requestKey: `test-refund-${refundCounter}-${Date.now()}`,
      attempts: options.attempts ?? (options.method === 'card' || options.method === undefined ? 1 : 0),
      lastError: options.lastError ?? null,
      createdBy: options.createdBy ?? null,
      createdAt,
      confirmedAt: status === 'Confirmed' ? createdAt : null,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund not inserted');
  return row.id;
}

/** The periodic sweep's retry of Pending card refunds, on the test server's clock, as the running shop builds it. */
export function pendingRefundSweep(server: TestServer) {
  return periodicSweep(
    {
      db: server.db,
      payments: server.payments,
      mailer: server.outbox,
      metrics: new ShopMetrics(server.db),
      jobs: server.endedOrderMail.jobs,
      settings: server.endedOrderMail.settings,
      now: () => server.clock.now,
    },
    { warn: () => undefined },
  ).retryPendingRefunds;
}
