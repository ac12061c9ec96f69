/**
 * Store credit spent exactly once under real parallelism (issue 29 item 2). With TEST_DATABASE_URL
 * these run on a PostgreSQL server, where the orders' transactions truly overlap; on PGlite they
 * are serialised and must hold all the same.
 */
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCreditEntries } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, orderPayload, productLine } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

describe('store credit spent by orders placed at the same moment', () => {
  let server: TestServer;
  /** 900 EGP; with the Cairo fee an order of one costs 950 EGP. */
  let line: ReturnType<typeof productLine>;

  const statuses = (responses: ReadonlyArray<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  };
  const customerWithCredit = async (amount: number): Promise<TestUser> => {
    const customer = await server.createUser();
    await server.db.insert(storeCreditEntries).values({ userId: customer.id, kind: 'refund', amountPiasters: amount });
    return customer;
  };
  const balanceOf = async (customer: TestUser): Promise<number> => {
    const [row] = await server.db.select({ balance: sum(storeCreditEntries.amountPiasters).mapWith(Number) }).from(storeCreditEntries).where(eq(storeCreditEntries.userId, customer.id));
    return row?.balance ?? 0;
  };
  const spendsOf = (customer: TestUser) => server.db.select({ orderId: storeCreditEntries.orderId, amount: storeCreditEntries.amountPiasters }).from(storeCreditEntries).where(eq(storeCreditEntries.userId, customer.id));
  const order = (customer: TestUser, storeCredit: number) => ({
    method: 'POST',
    url: '/api/order/create',
    token: customer.token,
    body: orderPayload([line], { userId: customer.id, storeCredit }),
  });

  beforeAll(async () => {
    // The bursts come from one address on purpose: the per-address limit on order creation is not under test here.
    server = await startTestServer({ rateLimits: false });
    await insertOrderShop(server);
    const row = await insertProduct(server, { quantity: 10_000 });
    line = productLine({ id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('places one of two orders that each spend the whole balance, and refuses the other', { timeout: 60_000 }, async () => {
    const customer = await customerWithCredit(95_000);
    const responses = await Promise.all([server.request(order(customer, 95_000)), server.request(order(customer, 95_000))]);
    expect(statuses(responses)).toEqual({ 201: 1, 409: 1 });
    expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({ code: 'store_credit_rejected' });
    expect(await balanceOf(customer)).toBe(0);
  });

  it('lets 20 orders at once spend 300 EGP each of 1,000 EGP: three placed, the balance never below nothing', { timeout: 60_000 }, async () => {
    const customer = await customerWithCredit(100_000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => server.request(order(customer, 30_000))));
    expect(statuses(responses)).toEqual({ 201: 3, 409: 17 });
    expect(await balanceOf(customer)).toBe(10_000);
    const placedIds = responses.filter((response) => response.statusCode === 201).map((response) => (response.json() as { orderid: number }).orderid);
    const spends = (await spendsOf(customer)).filter((entry) => entry.amount < 0);
    expect(new Set(spends.map((entry) => entry.orderId))).toEqual(new Set(placedIds));
  });

  it('spends a balance once across four servers on one database, whose batches overlap', { timeout: 60_000 }, async () => {
    const servers = [server, ...(await Promise.all([1, 2, 3].map(() => server.sibling())))];
    const customers = await Promise.all(Array.from({ length: 5 }, () => customerWithCredit(95_000)));
    // Each customer sends one order of their whole balance to every server at once.
    const responses = await Promise.all(customers.flatMap((customer) => servers.map((shop) => shop.request(order(customer, 95_000)))));
    expect(statuses(responses)).toEqual({ 201: 5, 409: 15 });
    for (const customer of customers) {
      expect(await balanceOf(customer)).toBe(0);
      expect((await spendsOf(customer)).filter((entry) => entry.amount < 0)).toHaveLength(1);
    }
  });
});
