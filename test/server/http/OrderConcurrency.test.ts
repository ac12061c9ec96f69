/**
 * DESIGN §5 invariants 3 and 4 under real parallelism. With TEST_DATABASE_URL these run on a
 * PostgreSQL server, where the requests' transactions truly overlap (a pool of connections); on
 * PGlite they are serialised and must hold all the same.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoMessagesEn } from '../../../src/locales/shared/en/promoMessagesEn';
import { OrderRepository } from '../../../server/adapters/db/OrderRepository';
import { orderItems, orders, productVariants } from '../../../server/adapters/db/schema';
import { releaseWhatEndedOrdersHeld } from '../../../server/composition/orderEndings';
import { ReleaseExpiredOrders } from '../../../server/application/orders/ReleaseExpiredOrders';
import { insertOrderShop, insertProduct, insertPromo, orderPayload, productLine, promoState, stockOf, variantStockOf } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

describe('orders placed at the same moment', () => {
  let server: TestServer;
  let buyers: TestUser[];

  const create = (body: unknown, user: TestUser | null) => server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body });
  const statuses = (responses: ReadonlyArray<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    // The bursts come from one address on purpose: the per-address limit on order creation is not under test here.
    server = await startTestServer({ rateLimits: false });
    await insertOrderShop(server);
    buyers = await Promise.all(Array.from({ length: 100 }, () => server.createUser()));
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('sells the last 10 units to exactly 10 of 100 concurrent buyers', { timeout: 60_000 }, async () => {
    const row = await insertProduct(server, { quantity: 10 });
    const product = { id: row.id, name: row.name, price: 90_000 };
    const responses = await Promise.all(buyers.map((buyer) => create(orderPayload([productLine(product, 1)], { userId: buyer.id }), buyer)));

    expect(statuses(responses)).toEqual({ 201: 10, 409: 90 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: 'out_of_stock', message: `Not enough stock for ${product.name}. Please reduce the quantity or remove it from your cart.` });
    }
    expect(await stockOf(server, product.id)).toBe(0);
    const sold = await server.db
      .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(sold).toHaveLength(10);
    const placedIds = responses.filter((response) => response.statusCode === 201).map((response) => (response.json() as { orderid: number }).orderid);
    expect(new Set(sold.map((item) => item.orderId))).toEqual(new Set(placedIds));
  });

  it('never sells more of a variant than it holds', { timeout: 60_000 }, async () => {
    const row = await insertProduct(server, { quantity: 4, isVariant: true, pricePiasters: 45_000, discountPiasters: 0 });
    const [variant] = await server.db.insert(productVariants).values({ productId: row.id, sku: `RACE-${row.id}`, quantity: 4 }).returning();
    if (!variant) throw new Error('no variant');
    const line = productLine({ id: row.id, name: row.name, price: 45_000 }, 1, { sku: variant.sku });
    const responses = await Promise.all(buyers.slice(0, 30).map((buyer) => create(orderPayload([line], { userId: buyer.id }), buyer)));
    expect(statuses(responses)).toEqual({ 201: 4, 409: 26 });
    expect(await variantStockOf(server, variant.id)).toBe(0);
    expect(await stockOf(server, row.id)).toBe(0);
  });

  it('gives a promo with 5 uses left to exactly 5 of 50 concurrent orders', { timeout: 60_000 }, async () => {
    const product = await insertProduct(server, { quantity: 1_000 });
    const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, maxUses: 8, usedCount: 3 });
    const line = productLine({ id: product.id, name: product.name, price: 90_000 });
    const responses = await Promise.all(buyers.slice(0, 50).map((buyer) => create(orderPayload([line], { userId: buyer.id, discount: 5_000, promoCodeId: promo.id }), buyer)));

    expect(statuses(responses)).toEqual({ 201: 5, 409: 45 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: 'promo_rejected', message: promoMessagesEn.refused.exhausted });
    }
    const state = await promoState(server, promo.id);
    expect(state.usedCount).toBe(8);
    expect(state.uses).toHaveLength(5);
    const discounted = await server.db.select({ discount: orders.discountPiasters }).from(orders).where(eq(orders.promoCodeId, promo.id));
    expect(discounted).toEqual(Array(5).fill({ discount: 5_000 }));
    // Only the five discounted orders took stock.
    expect(await stockOf(server, product.id)).toBe(995);
  });

  it('lets one customer use a once-per-user code in only one of 10 concurrent orders', { timeout: 60_000 }, async () => {
    const [buyer] = buyers;
    if (!buyer) throw new Error('no buyer');
    const product = await insertProduct(server, { quantity: 1_000 });
    const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, oncePerUser: true });
    const line = productLine({ id: product.id, name: product.name, price: 90_000 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(orderPayload([line], { userId: buyer.id, discount: 5_000, promoCodeId: promo.id }), buyer)));
    expect(statuses(responses)).toEqual({ 201: 1, 409: 9 });
    expect(await promoState(server, promo.id)).toMatchObject({ usedCount: 1, uses: [expect.objectContaining({ userId: buyer.id, status: 'Reserved' })] });
  });

  it('does not deadlock when orders lock the same products from opposite ends of the cart', { timeout: 60_000 }, async () => {
    const first = await insertProduct(server, { quantity: 1_000 });
    const second = await insertProduct(server, { quantity: 1_000 });
    const a = productLine({ id: first.id, name: first.name, price: 90_000 });
    const b = productLine({ id: second.id, name: second.name, price: 90_000 });
    const responses = await Promise.all(buyers.slice(0, 60).map((buyer, index) => create(orderPayload(index % 2 === 0 ? [a, b] : [b, a], { userId: buyer.id }), buyer)));
    expect(statuses(responses)).toEqual({ 201: 60 });
    expect(await stockOf(server, first.id)).toBe(940);
    expect(await stockOf(server, second.id)).toBe(940);
  });

  it('sells the last 10 units to exactly 10 of 100 buyers spread over four servers on one database', { timeout: 60_000 }, async () => {
    // Each server places the orders that arrive together as one batch (one transaction). Here the
    // batches of different servers overlap, and half of them meet the two products in the opposite order.
    const servers = [server, ...(await Promise.all([1, 2, 3].map(() => server.sibling())))];
    const scarceRow = await insertProduct(server, { quantity: 10 });
    const plentyRow = await insertProduct(server, { quantity: 1_000 });
    const scarce = productLine({ id: scarceRow.id, name: scarceRow.name, price: 90_000 });
    const plenty = productLine({ id: plentyRow.id, name: plentyRow.name, price: 90_000 });
    const responses = await Promise.all(
      buyers.map((buyer, index) => {
        const serverIndex = index % servers.length;
        const wantsScarce = (Math.floor(index / servers.length) + serverIndex) % 2 === 0;
        return (servers[serverIndex] as (typeof servers)[number]).request({
          method: 'POST',
          url: '/api/order/create',
          token: buyer.token,
          body: orderPayload([wantsScarce ? scarce : plenty], { userId: buyer.id }),
        });
      }),
    );

    expect(statuses(responses)).toEqual({ 201: 60, 409: 40 });
    expect(await stockOf(server, scarceRow.id)).toBe(0);
    expect(await stockOf(server, plentyRow.id)).toBe(950);
  });

  // Only PostgreSQL runs two transactions at once; PGlite queues the batches behind the blocker.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'does not deadlock when the batches of two servers wait together and meet two products in opposite orders',
    { timeout: 60_000 },
    async () => {
      const sibling = await server.sibling();
      const firstRow = await insertProduct(server, { quantity: 100 });
      const secondRow = await insertProduct(server, { quantity: 100 });
      const first = productLine({ id: firstRow.id, name: firstRow.name, price: 90_000 });
      const second = productLine({ id: secondRow.id, name: secondRow.name, price: 90_000 });
      const place = (target: Pick<TestServer, 'request'>, buyer: TestUser, line: ReturnType<typeof productLine>) =>
        target.request({ method: 'POST', url: '/api/order/create', token: buyer.token, body: orderPayload([line], { userId: buyer.id }) });

      // A transaction holds both rows, so that each server's batch is under way and waiting when it ends.
      let unblock = () => {};
      const blockerHolds = new Promise<void>((holding, failed) => {
        void server.db
          .transaction(async (tx) => {
            await tx.execute(sql`SELECT id FROM products WHERE id IN (${firstRow.id}, ${secondRow.id}) FOR UPDATE`);
            holding();
            await new Promise<void>((release) => {
              unblock = release;
            });
          })
          .catch(failed);
      });
      await blockerHolds;
      // Eight one-product orders a server, the products alternating, each server starting with the other one.
      const responses = Promise.all(
        buyers.slice(0, 16).map((buyer, index) => {
          const onSibling = index >= 8;
          return place(onSibling ? sibling : server, buyer, (index + (onSibling ? 1 : 0)) % 2 === 0 ? first : second);
        }),
      );
      const waiting = async () => {
        const result = (await server.db.execute(
          sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as unknown as { rows: Array<{ waiting: number }> };
        return result.rows[0]?.waiting ?? 0;
      };
      for (let tries = 0; (await waiting()) < 2; tries++) {
        if (tries > 250) throw new Error('the two batches never waited on the blocker');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      unblock();

      expect(statuses(await responses)).toEqual({ 201: 16 });
      expect(await stockOf(server, firstRow.id)).toBe(92);
      expect(await stockOf(server, secondRow.id)).toBe(92);
    },
  );

  it('gives stock back exactly once when Failed, cancellation by timeout and more Failed race', { timeout: 60_000 }, async () => {
    const [buyer] = buyers;
    if (!buyer) throw new Error('no buyer');
    const product = await insertProduct(server, { quantity: 100 });
    const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, oncePerUser: false });
    const line = productLine({ id: product.id, name: product.name, price: 90_000 }, 3);
    const placed = await Promise.all(Array.from({ length: 10 }, () => create(orderPayload([line], { userId: buyer.id, paymentMethod: 'credit', discount: 5_000, promoCodeId: promo.id }), buyer)));
    const orderIds = placed.map((response) => (response.json() as { orderid: number }).orderid);
    expect(await stockOf(server, product.id)).toBe(70);
    expect((await promoState(server, promo.id)).usedCount).toBe(10);

    server.clock.set(new Date('2026-11-21T11:00:00Z'));
    const release = new ReleaseExpiredOrders(new OrderRepository(server.db), releaseWhatEndedOrdersHeld(server.db, server.endedOrderMail));
    const confirmations = orderIds.flatMap((orderId) =>
      Array.from({ length: 4 }, () => server.request({ method: 'POST', url: `/api/order/confirmOrder/${orderId}/Failed`, token: buyer.token })),
    );
    const [responses, ...releases] = await Promise.all([Promise.all(confirmations), release.execute(server.clock.now), release.execute(server.clock.now)]);
    expect(statuses(responses)).toEqual({ 200: 40 });
    expect(releases.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(10);
    expect(await stockOf(server, product.id)).toBe(100);
    expect((await promoState(server, promo.id)).usedCount).toBe(0);
    const ended = await server.db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.id, orderIds)).groupBy(orders.status);
    expect(ended.reduce((sum, row) => sum + row.count, 0)).toBe(10);
    expect(ended.every((row) => row.status === 'Failed' || row.status === 'Cancelled')).toBe(true);
    server.clock.set(new Date('2026-11-21T10:00:00Z'));
  });
});
