/**
 * Issue 30, point 1: a write sent with an `Idempotency-Key` happens once, however often it is
 * sent, on whichever server; its retries get the first answer for a day.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverHttpMessagesAr } from '../../../src/locales/server/ar/serverHttpMessagesAr';
import { serverHttpMessagesEn } from '../../../src/locales/server/en/serverHttpMessagesEn';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { HttpOrderApi } from '../../../src/infrastructure/http/HttpOrderApi';
import { PostgresIdempotencyKeys } from '../../../server/adapters/db/PostgresIdempotencyKeys';
import { addresses, idempotencyKeys, orders, stockAlerts } from '../../../server/adapters/db/schema';
import { ExpireIdempotencyKeys } from '../../../server/application/idempotency/ExpireIdempotencyKeys';
import { registerErrorHandling } from '../../../server/http/errorHandling';
import { HttpError } from '../../../server/http/HttpError';
import { HttpMessages } from '../../../server/http/HttpMessages';
import { CLAIM_LEASE_MS, KEYED_WRITE_NOTE, KEYED_WRITES, registerIdempotencyKeys, requestHashOf } from '../../../server/http/idempotencyKeys';
import { registerRequestLanguage } from '../../../server/http/requestLanguage';
import { lostReplyProxy } from '../support/lostReplyProxy';
import { type OrderShop, insertOrderShop, insertProduct, orderPayload, productLine } from '../support/orderFixtures';
import { withServerGoneAfterCommit } from '../support/serverGoneAfterCommit';
import { type TestServer, startTestServer } from '../support/testServer';
import { MAIN_CLINIC_ADDRESS } from '../support/addressFixtures';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const mainClinic = MAIN_CLINIC_ADDRESS;

describe('Idempotency-Key on the shop’s writes', () => {
  let server: TestServer;
  let shop: OrderShop;
  let buyer: TestUser;

  const keyed = (key: string) => ({ 'idempotency-key': key });
  const placeOrder = (user: TestUser | null, body: unknown, headers: Record<string, string> = {}) =>
    server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body, headers });
  const cashOrder = (user: TestUser | null, quantity = 1) => orderPayload([productLine(shop.plain, quantity)], { userId: user?.id ?? 0 });
  const ordersOf = async (user: TestUser) => (await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id)))[0]?.n;
  const orderIdOf = (response: { json(): unknown }) => (response.json() as { orderid: number }).orderid;

  beforeAll(async () => {
    // Many orders from one address: the per-address limit on order creation is not under test.
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('names in its list of keyed writes only routes the shop has', () => {
    for (const write of KEYED_WRITES) {
      const [method, url] = write.split(' ') as ['POST', string];
      expect(server.app.hasRoute({ method, url }), write).toBe(true);
    }
  });

  it('tells the readers of the API document which writes take a key', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(document.paths['/api/order/create']?.post?.description).toContain(KEYED_WRITE_NOTE);
    expect(document.paths['/api/addresses/{id}']?.delete?.description).toContain(KEYED_WRITE_NOTE);
    expect(document.paths['/api/promocode/validate']?.post?.description ?? '').not.toContain(KEYED_WRITE_NOTE);
  });

  it('answers a retry with the first answer, marked replayed, and places one order', async () => {
    buyer = await server.createUser();
    const key = randomUUID();
    const first = await placeOrder(buyer, cashOrder(buyer), keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await placeOrder(buyer, cashOrder(buyer), keyed(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(orderIdOf(retry)).toBe(orderIdOf(first));
    expect(await ordersOf(buyer)).toBe(1);
  });

  it('takes the same body with its fields in another order, and a quoted key, as the same request', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    const body = cashOrder(user);
    const first = await placeOrder(user, body, keyed(key));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await placeOrder(user, reordered, keyed(`"${key}"`));
    expect(retry.statusCode).toBe(201);
    expect(orderIdOf(retry)).toBe(orderIdOf(first));
    expect(await ordersOf(user)).toBe(1);
  });

  it('refuses the same key with another body, or at another address, with a 422 in the reader’s language', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    expect((await placeOrder(user, cashOrder(user), keyed(key))).statusCode).toBe(201);

    const otherBody = await placeOrder(user, cashOrder(user, 2), keyed(key));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ code: 'idempotency_key_reused', message: serverHttpMessagesEn.idempotencyKeyReused });

    const otherRoute = await server.request({ method: 'POST', url: '/api/addresses', token: user.token, body: mainClinic, headers: { ...keyed(key), 'accept-language': 'ar' } });
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json()).toEqual({ code: 'idempotency_key_reused', message: serverHttpMessagesAr.idempotencyKeyReused });
    expect(await ordersOf(user)).toBe(1);
    expect(await server.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
  });

  it('keeps each user’s keys their own: another customer’s same key places their own order', async () => {
    const [first, second] = [await server.createUser(), await server.createUser()];
    const key = randomUUID();
    const mine = await placeOrder(first, cashOrder(first), keyed(key));
    const theirs = await placeOrder(second, cashOrder(second, 2), keyed(key));
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(orderIdOf(theirs)).not.toBe(orderIdOf(mine));
    expect([await ordersOf(first), await ordersOf(second)]).toEqual([1, 1]);
  });

  it('keeps a visitor’s key to their own request: another visitor with that key neither meets a 422 nor reads the first answer', async () => {
    const key = randomUUID();
    const guest = orderPayload([productLine(shop.plain, 1)], { userId: 0 });
    const first = await placeOrder(null, guest, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    const retry = await placeOrder(null, guest, keyed(key));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(orderIdOf(retry)).toBe(orderIdOf(first));

    const another = await placeOrder(null, orderPayload([productLine(shop.plain, 3)], { userId: 0 }), keyed(key));
    expect(another.statusCode).toBe(201);
    expect(another.headers['idempotent-replayed']).toBeUndefined();
    expect(orderIdOf(another)).not.toBe(orderIdOf(first));
  });

  it('runs two identical requests sent at once only once', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 6 }, () => placeOrder(user, cashOrder(user), keyed(key))));
    expect(await ordersOf(user)).toBe(1);
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(placed.filter((response) => response.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(placed.map(orderIdOf)).size).toBe(1);
    for (const waiting of responses.filter((response) => response.statusCode !== 201)) {
      expect(waiting.statusCode).toBe(409);
      expect(waiting.headers['retry-after']).toBe('1');
      expect(waiting.json()).toEqual({ code: 'idempotency_key_in_progress', message: serverHttpMessagesEn.idempotencyKeyInProgress });
    }
  });

  it('keeps an order’s answer in the order’s own transaction: a server that dies before storing it later still leaves it for the retry', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    await withServerGoneAfterCommit(server.db, orders, async () => {
      const first = await placeOrder(user, cashOrder(user), keyed(key));
      expect(first.statusCode).toBe(201);
      const retry = await placeOrder(user, cashOrder(user), keyed(key));
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.headers['content-type']).toBe(first.headers['content-type']);
      expect(retry.body).toBe(first.body);
      expect(await ordersOf(user)).toBe(1);
    });
  });

  it('answers 409 with Retry-After while the first request runs, and runs a retry whose claim a stopped server abandoned', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    const body = cashOrder(user);
    const claim = await new PostgresIdempotencyKeys(server.db).claim(`user:${user.id}`, key, { request: 'POST /api/order/create', requestHash: requestHashOf(body) }, server.clock.now);
    expect(claim.claimed).toBe(true);

    const meanwhile = await placeOrder(user, body, keyed(key));
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.headers['retry-after']).toBe('1');
    expect(await ordersOf(user)).toBe(0);

    const before = server.clock.now;
    server.clock.set(new Date(before.getTime() + CLAIM_LEASE_MS));
    try {
      const retried = await placeOrder(user, body, keyed(key));
      expect(retried.statusCode, retried.body).toBe(201);
      expect(await ordersOf(user)).toBe(1);
      const replayed = await placeOrder(user, body, keyed(key));
      expect(orderIdOf(replayed)).toBe(orderIdOf(retried));
    } finally {
      server.clock.set(before);
    }
  });

  it('keeps a refusal that reflects the request, so its retry is refused alike without running again', async () => {
    const user = await server.createUser();
    const row = await insertProduct(server, { quantity: 1 });
    const product = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
    const key = randomUUID();
    const body = orderPayload([productLine(product, 2)], { userId: user.id });
    const refused = await placeOrder(user, body, keyed(key));
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { code: string }).code).toBe('out_of_stock');
    const again = await placeOrder(user, body, keyed(key));
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
  });

  it('refuses a malformed key with a 400 that says what a key is, and runs nothing', async () => {
    const user = await server.createUser();
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it, 123456', '"unbalanced-quote-123456', 'ключ-ключ-ключ-ключ']) {
      const response = await placeOrder(user, cashOrder(user), keyed(bad));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_idempotency_key', message: serverHttpMessagesEn.invalidIdempotencyKey });
    }
    const arabic = await placeOrder(user, cashOrder(user), { ...keyed('short'), 'accept-language': 'ar' });
    expect(arabic.json()).toEqual({ code: 'invalid_idempotency_key', message: serverHttpMessagesAr.invalidIdempotencyKey });
    expect(await ordersOf(user)).toBe(0);
  });

  it('leaves a request without the header as it always was: each one places an order', async () => {
    const user = await server.createUser();
    expect((await placeOrder(user, cashOrder(user))).statusCode).toBe(201);
    expect((await placeOrder(user, cashOrder(user))).statusCode).toBe(201);
    expect(await ordersOf(user)).toBe(2);
  });

  it('answers a retry that reaches another server of the shop with the first answer', async () => {
    const user = await server.createUser();
    const other = await server.sibling();
    const key = randomUUID();
    const first = await placeOrder(user, cashOrder(user), keyed(key));
    const retry = await other.request({ method: 'POST', url: '/api/order/create', token: user.token, body: cashOrder(user), headers: keyed(key) });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(orderIdOf(retry)).toBe(orderIdOf(first));
    expect(await ordersOf(user)).toBe(1);
  });

  it('saves an address, and deletes it, once per key', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    const send = (method: string, url: string, headers: Record<string, string>, body?: unknown) => server.request({ method, url, token: user.token, body, headers });
    const saved = await send('POST', '/api/addresses', keyed(key), mainClinic);
    expect(saved.statusCode, saved.body).toBe(201);
    const again = await send('POST', '/api/addresses', keyed(key), mainClinic);
    expect(again.body).toBe(saved.body);
    expect(await server.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(1);

    const { id } = saved.json() as { id: number };
    const deleteKey = randomUUID();
    const deleted = await send('DELETE', `/api/addresses/${id}`, keyed(deleteKey));
    expect(deleted.statusCode).toBe(200);
    const deletedAgain = await send('DELETE', `/api/addresses/${id}`, keyed(deleteKey));
    expect(deletedAgain.statusCode).toBe(200);
    expect(deletedAgain.headers['idempotent-replayed']).toBe('true');
  });

  it('asks for a stock alert once per key, for a customer and for a visitor', async () => {
    const user = await server.createUser();
    const out = await insertProduct(server, { quantity: 0 });
    const ask = (token: string | null, body: object, key: string) => server.request({ method: 'POST', url: '/api/stock-alerts', token, body, headers: keyed(key) });
    const key = randomUUID();
    const first = await ask(user.token, { product_id: out.id }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await ask(user.token, { product_id: out.id }, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);

    const visitorKey = randomUUID();
    const visitor = await ask(null, { product_id: out.id, email: 'visitor@clinic.example' }, visitorKey);
    expect(visitor.statusCode, visitor.body).toBe(201);
    expect((await ask(null, { product_id: out.id, email: 'visitor@clinic.example' }, visitorKey)).headers['idempotent-replayed']).toBe('true');
    expect(await server.db.select().from(stockAlerts).where(eq(stockAlerts.productId, out.id))).toHaveLength(2);
  });

  it('keeps a key for a day and deletes it at the periodic sweep after', async () => {
    const user = await server.createUser();
    const key = randomUUID();
    expect((await placeOrder(user, cashOrder(user), keyed(key))).statusCode).toBe(201);
    const stored = and(eq(idempotencyKeys.scope, `user:${user.id}`), eq(idempotencyKeys.key, key));
    const sweep = new ExpireIdempotencyKeys(new PostgresIdempotencyKeys(server.db));
    await sweep.execute(new Date(server.clock.now.getTime() + 23 * 3600_000));
    expect(await server.db.select().from(idempotencyKeys).where(stored)).toHaveLength(1);
    await sweep.execute(new Date(server.clock.now.getTime() + 24 * 3600_000 + 1000));
    expect(await server.db.select().from(idempotencyKeys).where(stored)).toHaveLength(0);
  });

  describe('over a real connection cut after the order committed', () => {
    let origin: string;
    let proxy: Awaited<ReturnType<typeof lostReplyProxy>>;

    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      if (!address || typeof address === 'string') throw new Error('the shop is not listening');
      proxy = await lostReplyProxy(address.port);
      origin = `http://127.0.0.1:${proxy.port}`;
    });
    afterAll(async () => {
      await proxy.close();
    });

    it('a client whose reply was lost retries with the same key and gets the one order placed', async () => {
      const user = await server.createUser();
      const key = randomUUID();
      const send = () =>
        fetch(`${origin}/api/order/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'idempotency-key': key },
          body: JSON.stringify(cashOrder(user)),
        });

      proxy.answersToCut = 1;
      await expect(send()).rejects.toThrow();
      expect(proxy.cut).toBeGreaterThanOrEqual(1);
      // The order was committed before the answer was cut.
      expect(await ordersOf(user)).toBe(1);

      const retry = await send();
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      const [placed] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
      expect(((await retry.json()) as { orderid: number }).orderid).toBe(placed?.id);
      expect(await ordersOf(user)).toBe(1);
    });

    it('the SPA’s own HTTP client resends the order on its own after the lost reply and shows the one order', async () => {
      const user = await server.createUser();
      const api = new HttpOrderApi(new HttpClient(origin, () => user.token));
      proxy.answersToCut = 1;
      const result = await api.create(cashOrder(user));
      expect(result).toEqual({ ok: true, value: expect.any(Number) });
      expect(proxy.answersToCut).toBe(0);
      const placed = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
      expect(placed).toHaveLength(1);
      expect(result.ok && result.value).toBe(placed[0]?.id);
    });
  });
});

describe('Idempotency-Key when the write fails on the server’s side', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let answers: Array<() => never | { done: number }>;
  let runs = 0;

  beforeAll(async () => {
    server = await startTestServer();
    // The plugin alone, on a route of its list whose handler the test scripts.
    app = Fastify();
    registerErrorHandling(app);
    registerRequestLanguage(app);
    app.decorateRequest('auth', null);
    registerIdempotencyKeys(app, new PostgresIdempotencyKeys(server.db), () => server.clock.now);
    app.post('/api/order/create', async () => {
      runs += 1;
      const answer = answers.shift();
      if (!answer) throw new Error('no answer scripted');
      return answer();
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const send = (key: string) => app.inject({ method: 'POST', url: '/api/order/create', headers: { 'content-type': 'application/json', 'idempotency-key': key }, payload: '{"n":1}' });

  it.each([
    ['a 500', () => {
      throw new Error('the database went away');
    }],
    ['a 429', () => {
      throw new HttpError(429, 'rate_limited', HttpMessages.tooManyAttempts(1));
    }],
  ])('keeps no answer of %s: the retry runs the write again', async (_label, failure) => {
    const key = randomUUID();
    answers = [failure, () => ({ done: 1 })];
    runs = 0;
    expect((await send(key)).statusCode).toBeGreaterThanOrEqual(429);
    const retry = await send(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ done: 1 });
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
    const replay = await send(key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(2);
  });
});
