/**
 * "Killing the server during a burst of orders and restarting it leaves no half-written order"
 * (issue 4, item 10): the real server (server/main.ts) on a PGlite DATA_DIR of its own, SIGKILLed
 * while orders are arriving, started again on the same directory; then every order it kept has
 * all its items and the stock it took, and no stock was taken for an order it did not keep.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { piastersFromPounds } from '@tiara/domain/money';
import { ShippingFeeTable } from '@tiara/domain/shipping-fee';
import { openDatabase } from '../../../server/adapters/db/Database';
import { orderItems, orders, products } from '../../../server/adapters/db/schema';
import { orderPayload, productLine } from '../support/orderFixtures';
import { STARTUP_MS, startServer, stopped } from '../support/serverProcess';

// Behind a trusted proxy each buyer keeps their own address, so the burst is not rate-limited as one client.
const BEHIND_PROXY = { TRUST_PROXY: 'true' };

interface ListedProduct {
  id: number;
  name: string;
  price: number;
  discount_fee: number;
  quantity: number;
  isVariant: boolean;
}

describe('a server killed during a burst of orders', () => {
  let dataDir = '';
  const running: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of running) await stopped(child, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps only whole orders, and stock that matches them', { timeout: 4 * STARTUP_MS }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-crash-'));
    const first = await startServer(dataDir, BEHIND_PROXY);
    running.push(first.process);

    const listed = (await (await fetch(`${first.url}api/product`)).json()) as ListedProduct[];
    const stocked = listed.filter((product) => !product.isVariant && product.quantity >= 50).slice(0, 3);
    expect(stocked).toHaveLength(3);
    const fees = (await (await fetch(`${first.url}api/ShippingFees`)).json()) as Array<{ governorate_name: string; shipping_fee: number }>;
    const shipping = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorate_name, fee: piastersFromPounds(fee.shipping_fee) }))).feeFor('Cairo');
    const stockBefore = new Map(stocked.map((product) => [product.id, product.quantity]));
    const lines = stocked.map((product, index) => productLine({ id: product.id, name: product.name, price: piastersFromPounds(product.price - product.discount_fee) }, index + 1));
    const body = JSON.stringify(orderPayload(lines, { shipping }));

    // Guest orders, fired without waiting; the server is killed once some have been kept. Counting
    // only orders created (not any settled request) keeps a busy CI machine, where some requests
    // fail to connect first, from killing the server before it has kept anything.
    const placeOne = () =>
      fetch(`${first.url}api/order/create`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, body })
        .then((response) => response.status)
        .catch(() => 0);
    const burst: Array<Promise<number>> = [];
    let settled = 0;
    let created = 0;
    const settle = (status: number) => {
      settled += 1;
      if (status === 201) created += 1;
      return status;
    };
    for (let index = 0; index < 200; index++) burst.push(placeOne().then(settle));
    while (created < 10 && settled < burst.length) await new Promise((resolve) => setTimeout(resolve, 5));
    await stopped(first.process, 'SIGKILL');
    const statuses = await Promise.all(burst);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);

    const second = await startServer(dataDir, BEHIND_PROXY);
    running.push(second.process);
    expect((await fetch(`${second.url}api/product`)).status).toBe(200);
    await stopped(second.process, 'SIGTERM');

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    try {
      const kept = await database.db.select({ id: orders.id }).from(orders);
      expect(kept.length).toBeGreaterThanOrEqual(statuses.filter((status) => status === 201).length);
      const perOrder = await database.db
        .select({ orderId: orderItems.orderId, lines: sql<number>`count(*)::int` })
        .from(orderItems)
        .groupBy(orderItems.orderId);
      expect(perOrder).toHaveLength(kept.length);
      expect(perOrder.every((order) => order.lines === lines.length)).toBe(true);
      for (const product of stocked) {
        const [sold] = await database.db
          .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .where(and(eq(orderItems.productId, product.id), inArray(orderItems.orderId, kept.map((order) => order.id))));
        const [now] = await database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, product.id));
        expect(now?.quantity).toBe((stockBefore.get(product.id) ?? 0) - (sold?.quantity ?? 0));
      }
    } finally {
      await database.close();
    }
  });
});
