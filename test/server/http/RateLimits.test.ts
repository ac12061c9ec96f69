import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../../server/http/errorHandling';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicy, registerRateLimits } from '../../../server/http/rateLimits';
import { PostgresRateLimitCounters } from '../../../server/adapters/db/PostgresRateLimitCounters';
import { type TestServer, startTestServer } from '../support/testServer';

const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.', code: 'rate_limited' };

describe('rate limits (DESIGN §5 invariant 8)', () => {
  let server: TestServer;
  let address = 0;
  /** A fresh client address for each test, so the tests do not share counters. */
  const newAddress = () => {
    address += 1;
    return `10.9.${Math.floor(address / 250)}.${address % 250}`;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function sendUntilLimited(count: number, request: (index: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) statuses.push((await request(index)).statusCode);
    return statuses;
  }

  it('limits sign-in per address with 429, a clear { message, code } and Retry-After', async () => {
    const remoteAddress = newAddress();
    const limit = DEFAULT_RATE_LIMITS.signin.perAddress.max;
    const statuses = await sendUntilLimited(limit, (index) =>
      server.request({ method: 'POST', url: '/api/user/signin', body: { email: `someone${index}@clinic.example`, password_hash: 'wrong password' }, remoteAddress }),
    );
    expect(statuses.every((status) => status === 401)).toBe(true);

    const limited = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: 'another@clinic.example', password_hash: 'x' }, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    const elsewhere = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: 'another@clinic.example', password_hash: 'x' }, remoteAddress: newAddress() });
    expect(elsewhere.statusCode).toBe(401);

    // Without a trusted proxy a client cannot pick its own address to slip past the limit.
    const spoofed = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: 'another@clinic.example', password_hash: 'x' }, remoteAddress, headers: { 'x-forwarded-for': newAddress() } });
    expect(spoofed.statusCode).toBe(429);
  });

  it('refuses sign-in for an account to the address that keeps failing for it, upper or lower case alike', async () => {
    const email = 'guessed@clinic.example';
    const remoteAddress = newAddress();
    const limit = DEFAULT_RATE_LIMITS.signin.perAccountAndAddress.max;
    const statuses = await sendUntilLimited(limit + 1, (index) =>
      server.request({ method: 'POST', url: '/api/user/signin', body: { email: index % 2 ? email : email.toUpperCase(), password_hash: `guess ${index}` }, remoteAddress }),
    );
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const limited = await server.request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: 'x' }, remoteAddress });
    expect(limited.json().message).toBe('Too many attempts. Please wait 5 minutes and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('does not count requests refused as malformed, so a 413 or 400 stays what it is', async () => {
    const remoteAddress = newAddress();
    const limit = DEFAULT_RATE_LIMITS.signin.perAddress.max;
    const statuses = await sendUntilLimited(limit + 5, () => server.request({ method: 'POST', url: '/api/user/signin', body: { email: 5 }, remoteAddress }));
    expect(statuses.every((status) => status === 400)).toBe(true);
    const huge = await server.request({ method: 'POST', url: '/api/user/signin', body: `{"email":"a@b.example","password_hash":"${'x'.repeat(2_000_000)}"}`, remoteAddress });
    expect(huge.statusCode).toBe(413);
  });

  const routes: Array<{ action: keyof RateLimitPolicy; url: string; body: (index: number) => unknown }> = [
    {
      action: 'signup',
      url: '/api/user/signup',
      body: (index) => ({ first_name: 'Rate', last_name: 'Limited', email: `signup${index}@clinic.example`, password_hash: 'short', phone: '01012345678' }),
    },
    { action: 'forgotPassword', url: '/api/user/forgot-password', body: (index) => ({ email: `forgot${index}@clinic.example` }) },
    { action: 'resetPassword', url: '/api/user/reset-password', body: (index) => ({ email: `reset${index}@clinic.example`, code: '123456', new_password: 'long enough' }) },
    { action: 'promoValidation', url: '/api/PromoCode/validate', body: () => ({ code: 'NO-SUCH-CODE', order_amount: 500, user_id: 0 }) },
    { action: 'contact', url: '/api/contact', body: (index) => ({ name: 'Mona', email: `mona${index}@clinic.example`, message: '' }) },
    { action: 'stockAlert', url: '/api/stock-alerts', body: (index) => ({ product_id: 2_000_000_000, email: `waiting${index}@clinic.example` }) },
  ];

  for (const route of routes) {
    it(`limits ${route.url} per address`, async () => {
      const remoteAddress = newAddress();
      const limit = DEFAULT_RATE_LIMITS[route.action].perAddress.max;
      const statuses = await sendUntilLimited(limit + 1, (index) => server.request({ method: 'POST', url: route.url, body: route.body(index), remoteAddress }));
      expect(statuses.indexOf(429)).toBe(limit);
      const last = await server.request({ method: 'POST', url: route.url, body: route.body(limit + 1), remoteAddress });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toEqual(TOO_MANY);
      expect(last.headers['retry-after']).toBeDefined();
    });
  }

  it('counts one limit for every server of the shop: attempts spread over two servers on one database hit it together', async () => {
    const other = await server.sibling();
    const email = 'spread@clinic.example';
    const remoteAddress = newAddress();
    const limit = DEFAULT_RATE_LIMITS.signin.perAccountAndAddress.max;
    const servers = [server, other];
    const statuses = await sendUntilLimited(limit + 1, (index) =>
      (servers[index % 2] ?? server).request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: `guess ${index}` }, remoteAddress }),
    );
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  describe('the shared counters', () => {
    // Several rounds, because on PostgreSQL a hit that waited on a younger transaction's row is a race
    // that one round of 40 lost only now and then (the time left once came out 1 ms over the window).
    it('count concurrent hits of one key exactly once each, and never report more time than the window', async () => {
      const counters = new PostgresRateLimitCounters(server.db);
      for (let round = 0; round < 10; round++) {
        const hits = await Promise.all(Array.from({ length: 40 }, () => counters.hit(`concurrent key ${round}`, 60_000)));
        expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
        for (const hit of hits) {
          expect(hit.msLeft).toBeGreaterThan(0);
          expect(hit.msLeft).toBeLessThanOrEqual(60_000);
        }
      }
    });

    it('count the hits that arrive together in one statement, numbered per key as they came, whichever server counts them', async () => {
      let statements = 0;
      const counting = new Proxy(server.db, {
        get: (database, name) => (name === 'execute' ? (...args: Parameters<typeof database.execute>) => ((statements += 1), database.execute(...args)) : Reflect.get(database, name)),
      });
      const counters = [new PostgresRateLimitCounters(counting), new PostgresRateLimitCounters(counting)];
      const keys = ['batched a', 'batched b', 'batched c'];
      const hits = await Promise.all(Array.from({ length: 60 }, (_, index) => (counters[index % 2] as PostgresRateLimitCounters).hit(keys[index % 3] as string, 60_000).then((hit) => ({ key: keys[index % 3], hits: hit.hits }))));
      for (const key of keys) {
        expect(hits.filter((hit) => hit.key === key).map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      }
      // Each server's 30 hits went to the database together, in one batch or a few: never one statement a hit.
      expect(statements).toBeGreaterThan(0);
      expect(statements).toBeLessThan(10);
    });

    it('start a new window once the last one ended', async () => {
      const counters = new PostgresRateLimitCounters(server.db);
      expect((await counters.hit('short window', 150)).hits).toBe(1);
      expect((await counters.hit('short window', 150)).hits).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await counters.hit('short window', 150)).toMatchObject({ hits: 1 });
      expect((await counters.hit('another key', 150)).hits).toBe(1);
    });

    it('take a hit back from the current window only, never below nothing', async () => {
      const counters = new PostgresRateLimitCounters(server.db);
      await counters.hit('given back', 60_000);
      await counters.hit('given back', 60_000);
      await counters.giveBack('given back');
      expect((await counters.hit('given back', 60_000)).hits).toBe(2);
      for (let index = 0; index < 3; index++) await counters.giveBack('given back');
      expect((await counters.hit('given back', 60_000)).hits).toBe(1);
      await counters.giveBack('never hit');
      expect((await counters.hit('never hit', 60_000)).hits).toBe(1);
    });
  });

  /** A bare app with only the limits and one route, to prove routes are matched by method and URL whoever writes them. */
  async function appWithOneRoute(rateLimits: RateLimitPolicy | false | undefined) {
    const app = Fastify();
    registerErrorHandling(app);
    await registerRateLimits(app, new PostgresRateLimitCounters(server.db), async () => 'a device cookie secret', rateLimits);
    await app.register(
      async (api) => {
        api.post('/order/create', async (_request, reply) => reply.status(201).send({ orderid: 1 }));
        api.get('/order/create', async () => ({ listed: true }));
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('finds the limited routes by method and URL, such as order creation, wherever they are registered', async () => {
    const app = await appWithOneRoute(undefined);
    const limit = DEFAULT_RATE_LIMITS.orderCreation.perAddress.max;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) statuses.push((await app.inject({ method: 'POST', url: '/api/order/create', payload: {} })).statusCode);
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/order/create' })).statusCode).toBe(200);
    await app.close();
  });

  it('can be turned off for load tests', async () => {
    const app = await appWithOneRoute(false);
    const limit = DEFAULT_RATE_LIMITS.orderCreation.perAddress.max;
    const statuses: number[] = [];
    for (let index = 0; index <= limit + 10; index += 1) statuses.push((await app.inject({ method: 'POST', url: '/api/order/create', payload: {} })).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    await app.close();
  });
});
