/**
 * Issue 29's money and stock invariants under real parallelism. With TEST_DATABASE_URL these run on
 * a PostgreSQL server, where the requests' transactions truly overlap (a pool of connections, and a
 * second server on the same database); on PGlite they are serialised and must hold all the same.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, returnEvents, returnLines } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, productLine, stockOf } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, placeCardOrder } from '../support/paymentFixtures';
import { deliveredOrder, moveOrder, report, returnsOf } from '../support/returnFixtures';
import { type BackOffice, type TestUser, startBackOffice } from './admin/adminTestKit';

describe('returns resolved and reported at the same moment', () => {
  let office: BackOffice;
  let staff: TestUser[];
  let second: Awaited<ReturnType<BackOffice['server']['sibling']>>;

  const statuses = (responses: ReadonlyArray<{ statusCode: number }>) => responses.map((response) => response.statusCode).sort();

  /** An approved request for `asked` of the first line of a delivered order. */
  async function approvedReturn(orderId: number, asked = 1): Promise<number> {
    const [line] = (await returnsOf(office, office.customer, orderId)).lines;
    const response = await report(office, office.customer, orderId, { lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: asked }] });
    expect(response.statusCode, response.body).toBe(201);
    const returnId = (response.json() as { id: number }).id;
    const decided = await office.call('POST', `/api/admin/returns/${returnId}/decision`, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    return returnId;
  }

  /** The same move by every staff member at once, half of them through a second server. */
  const atOnce = (returnId: number, body: Record<string, unknown>) =>
    Promise.all(
      staff.map((member, index) =>
        (index % 2 === 0 ? office.server : second).request({ method: 'POST', url: `/api/admin/returns/${returnId}/resolution`, token: member.token, body }),
      ),
    );
  const stepsOf = async (returnId: number, kind: string) => (await office.server.db.select().from(returnEvents).where(eq(returnEvents.returnId, returnId))).filter((event) => event.kind === kind);

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
    second = await office.server.sibling();
    staff = [office.admin, ...(await Promise.all(Array.from({ length: 5 }, () => office.server.createUser({ role: 'Admin' }))))];
  }, 60_000);
  afterAll(async () => {
    await office.server.close();
  });

  it('gives one refund and one Resolved when six staff resolve the same return by store credit at once', { timeout: 60_000 }, async () => {
    const product = await insertProduct(office.server, { quantity: 10 });
    const orderId = await deliveredOrder(office, office.customer, [productLine({ id: product.id, name: product.name, price: 90_000 }, 2)]);
    const returnId = await approvedReturn(orderId);

    const responses = await atOnce(returnId, { resolution: 'store-credit' });
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.every((response) => (response.json() as { status: string }).status === 'Resolved')).toBe(true);
    expect(await office.server.db.select().from(refunds).where(eq(refunds.returnId, returnId))).toMatchObject([{ method: 'store-credit', amountPiasters: 90_000, status: 'Confirmed' }]);
    expect(await stepsOf(returnId, 'resolved')).toHaveLength(1);
  });

  it('asks the gateway once when six staff refund the same return to the card at once', { timeout: 60_000 }, async () => {
    const product = await insertProduct(office.server, { quantity: 10 });
    const order = await placeCardOrder(office.server, [productLine({ id: product.id, name: product.name, price: 90_000 }, 2)], { user: office.customer });
    await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
    await moveOrder(office, order.orderId, 'Delivered');
    const returnId = await approvedReturn(order.orderId);

    const responses = await atOnce(returnId, { resolution: 'card-refund' });
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await office.server.db.select().from(refunds).where(eq(refunds.returnId, returnId))).toMatchObject([{ method: 'card', amountPiasters: 90_000, attempts: 1 }]);
    expect(await stepsOf(returnId, 'resolved')).toHaveLength(1);
  });

  it('places one replacement when six staff exchange the same return at once, and takes its stock once', { timeout: 60_000 }, async () => {
    const product = await insertProduct(office.server, { quantity: 10 });
    const orderId = await deliveredOrder(office, office.customer, [productLine({ id: product.id, name: product.name, price: 90_000 }, 3)]);
    const returnId = await approvedReturn(orderId, 2);

    const responses = await atOnce(returnId, { resolution: 'exchange' });
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200]);
    const replacements = await office.server.db.select().from(orders).where(eq(orders.replacesReturnId, returnId));
    expect(replacements).toHaveLength(1);
    expect(new Set(responses.map((response) => (response.json() as { exchange_order_id: number }).exchange_order_id))).toEqual(new Set([replacements[0]?.id]));
    // 10 on the shelf, 3 sold, 2 sent again as the replacement.
    expect(await stockOf(office.server, product.id)).toBe(5);
    expect(await stepsOf(returnId, 'resolved')).toHaveLength(1);
  });

  it('lets only one of two reports at once claim the last units of a line', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round += 1) {
      const product = await insertProduct(office.server, { quantity: 10 });
      const orderId = await deliveredOrder(office, office.customer, [productLine({ id: product.id, name: product.name, price: 90_000 }, 2)]);
      const [line] = (await returnsOf(office, office.customer, orderId)).lines;
      const lines = [{ order_item_id: line?.order_item_id ?? 0, quantity: 2 }];
      const responses = await Promise.all([
        report(office, office.customer, orderId, { lines }),
        second.request({ method: 'POST', url: `/api/orders/${orderId}/returns`, token: office.customer.token, body: { reason: 'other', preferred_outcome: 'refund', note: '', lines, photo_ids: [] } }),
      ]);
      expect(statuses(responses)).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({ code: 'too_many' });
      const claimed = await office.server.db.select().from(returnLines).where(eq(returnLines.orderItemId, line?.order_item_id ?? 0));
      expect(claimed.reduce((total, row) => total + row.quantity, 0)).toBe(2);
    }
  });
});
