/**
 * Issue 29's money invariants under real parallelism. With TEST_DATABASE_URL these run on a
 * PostgreSQL server, where the requests' transactions truly overlap; on PGlite they are
 * serialised and must hold all the same: one refund per request key and one call to the gateway
 * for it, refunds of one order that together never exceed what it was paid, and one call at a
 * time for a refund the sweeps of several servers retry.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, sandboxCheckouts } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, productLine } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, paymentsOf, placeCardOrder, sandboxOf } from '../support/paymentFixtures';
import { type BackOffice, startBackOffice } from './admin/adminTestKit';
import { pendingRefundSweep } from '../support/refundFixtures';

describe('refunds asked for at the same moment', () => {
  let office: BackOffice;

  const ask = (orderId: number, body: Record<string, unknown>) => office.call('POST', `/api/admin/orders/${orderId}/refunds`, body);
  const statuses = (responses: ReadonlyArray<{ statusCode: number }>) => responses.map((response) => response.statusCode).sort();
  const refundsOf = (orderId: number) => office.server.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const refundTransactions = async (orderId: number) => {
    const [payment] = await paymentsOf(office.server, orderId);
    const [checkout] = await office.server.db.select({ transactions: sandboxCheckouts.transactions }).from(sandboxCheckouts).where(eq(sandboxCheckouts.gatewayOrderId, payment?.gatewayOrderId ?? ''));
    return (checkout?.transactions as Array<Record<string, unknown>>).filter((transaction) => transaction.is_refund === true);
  };

  /** A card order of 950 EGP paid on the sandbox and cancelled by the shop. */
  async function cancelledCardOrder(): Promise<number> {
    const row = await insertProduct(office.server, { quantity: 10 });
    const order = await placeCardOrder(office.server, [productLine({ id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters })], { user: office.customer });
    await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
    await office.ok('PUT', `/api/admin/orders/${order.orderId}/status`, { status: 'Cancelled' }, 200);
    return order.orderId;
  }

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
  }, 60_000);
  afterAll(async () => {
    await office.server.close();
  });

  it('makes one refund and one call to the gateway of the same click sent twice', { timeout: 60_000 }, async () => {
    const orderId = await cancelledCardOrder();
    const answers = await Promise.all([ask(orderId, { method: 'card', amount: 950, refunds_seen: 0 }), ask(orderId, { method: 'card', amount: 950, refunds_seen: 0 })]);
    expect(statuses(answers)).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => (answer.json() as { id: number }).id)).size).toBe(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    await sandboxOf(office.server).callbacksDelivered();
    expect(await refundTransactions(orderId)).toHaveLength(1);
  });

  it('refuses one of two refunds that together exceed what the order was paid', { timeout: 60_000 }, async () => {
    const orderId = await cancelledCardOrder();
    const answers = await Promise.all([ask(orderId, { method: 'card', amount: 600, refunds_seen: 0 }), ask(orderId, { method: 'store-credit', amount: 600, refunds_seen: 1 })]);
    expect(statuses(answers)).toEqual([201, 409]);
    expect((answers.find((answer) => answer.statusCode === 409)?.json() as { code: string }).code).toBe('over_refundable');
    expect((await refundsOf(orderId)).map((refund) => refund.amountPiasters)).toEqual([60_000]);
  });

  it('never refunds more than the order was paid, however many refunds are asked for at once', { timeout: 60_000 }, async () => {
    const orderId = await cancelledCardOrder();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, seen) => ask(orderId, { method: seen % 2 === 0 ? 'card' : 'by-hand', amount: 100, refunds_seen: seen })));
    expect(statuses(answers)).toEqual([...Array.from({ length: 9 }, () => 201), 409, 409, 409]);
    const made = await refundsOf(orderId);
    expect(made.reduce((total, refund) => total + refund.amountPiasters, 0)).toBe(90_000);
    await sandboxOf(office.server).callbacksDelivered();
    expect((await refundTransactions(orderId)).length).toBe(made.filter((refund) => refund.method === 'card').length);
  });

  it('lets one of several sweeps at once take a Pending refund, so the gateway is asked once', { timeout: 60_000 }, async () => {
    const orderId = await cancelledCardOrder();
    sandboxOf(office.server).nextRefundGoes('unreachable');
    expect((await ask(orderId, { method: 'card', amount: 950, refunds_seen: 0 })).json()).toMatchObject({ status: 'Pending', attempts: 1 });
    office.server.clock.set(new Date(office.server.clock.now.getTime() + 61_000));
    const sweeps = Array.from({ length: 3 }, () => pendingRefundSweep(office.server));
    const taken = await Promise.all(sweeps.map((sweep) => sweep.execute(office.server.clock.now)));
    expect(taken.sort()).toEqual([0, 0, 1]);
    expect(await refundsOf(orderId)).toMatchObject([{ status: 'Confirmed', attempts: 2 }]);
    expect(await refundTransactions(orderId)).toHaveLength(1);
  });
});
