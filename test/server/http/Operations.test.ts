/**
 * The operations routes (issue 17, point 5): /healthz, /readyz with its probes, and /metrics with
 * its access rule and the series a dashboard reads, on the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../../server/adapters/db/schema';
import { SANDBOX_APPROVED_CARD } from '../../../server/adapters/payments/SandboxGateway';
import type { ReadinessProbe } from '../../../server/http/readiness';
import { type OrderShop, insertOrderShop, orderPayload, planLine, productLine } from '../support/orderFixtures';
import { deliver, openCheckout, placeCardOrder, sandboxCheckout } from '../support/paymentFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

const METRICS_TOKEN = 'scraper-token-long-enough';

/** The value of one series in a Prometheus exposition, 0 when it is absent. */
function sample(exposition: string, series: string): number {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('operations routes', () => {
  let server: TestServer;
  let shop: OrderShop;
  let storageReachable = true;
  const storage: ReadinessProbe = {
    name: 'storage',
    check: async () => {
      if (!storageReachable) throw new Error('the bucket does not answer');
    },
  };

  const scrape = async () => {
    const response = await server.request({ method: 'GET', url: '/metrics' });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false, readinessProbes: [storage], metricsAccess: { allow: ['127.0.0.1', '10.1.0.0/16', '::1'], token: METRICS_TOKEN } });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /healthz 200 { status: ok }, uncached, with the security headers of every answer', async () => {
    const response = await server.request({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers /readyz 200 while the database and every probe answer, 503 naming the probe that fails', async () => {
    expect((await server.request({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    storageReachable = false;
    try {
      const failing = await server.request({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.9' });
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual({ status: 'unavailable', failed: ['storage'] });
      expect(failing.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      storageReachable = true;
    }
    expect((await server.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('keeps the operations routes out of the API document', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
  });

  describe('/metrics access', () => {
    const unknownRoute = async () => (await server.request({ method: 'GET', url: '/no-such-address', remoteAddress: '203.0.113.9' })).json();

    it('is open to the listed addresses and networks, IPv4 clients of a dual-stack socket among them', async () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '10.1.200.3', '::ffff:10.1.0.7']) {
        const response = await server.request({ method: 'GET', url: '/metrics', remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      }
    });

    it('is open to any address with the token as a bearer token', async () => {
      const response = await server.request({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('process_cpu_user_seconds_total');
    });

    it('answers anyone else exactly as an address that does not exist', async () => {
      const attempts: Array<Record<string, string>> = [{}, { authorization: `Bearer ${METRICS_TOKEN}x` }, { authorization: METRICS_TOKEN }, { authorization: 'Bearer ' }];
      for (const headers of attempts) {
        for (const remoteAddress of ['203.0.113.9', '10.2.0.1', '::ffff:203.0.113.9']) {
          const response = await server.request({ method: 'GET', url: '/metrics', remoteAddress, headers });
          expect(response.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
          expect(response.json()).toEqual({ ...(await unknownRoute()), message: expect.stringContaining('/metrics') });
        }
      }
    });

    it('is open to loopback only when no addresses are configured', async () => {
      const plain = await startTestServer();
      try {
        expect((await plain.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
        expect((await plain.request({ method: 'GET', url: '/metrics', remoteAddress: '10.1.0.1' })).statusCode).toBe(404);
        expect((await plain.request({ method: 'GET', url: '/metrics', remoteAddress: '10.1.0.1', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
      } finally {
        await plain.close();
      }
    });
  });

  it('counts requests by method, route pattern and status, never by the address asked for', async () => {
    const before = await scrape();
    const series = `http_requests_total{method="GET",route="/api/product/:id",status="200"}`;
    await server.request({ method: 'GET', url: `/api/product/${shop.plain.id}` });
    await server.request({ method: 'GET', url: `/API/PRODUCT/${shop.plain.id}?lang=ar` });
    await server.request({ method: 'GET', url: '/api/a-route-nobody-made/12345' });
    const after = await scrape();
    expect(sample(after, series) - sample(before, series)).toBe(2);
    expect(sample(after, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('a-route-nobody-made');
    expect(after).not.toContain(`/api/product/${shop.plain.id}`);
    expect(sample(after, `http_request_duration_seconds_count{method="GET",route="/api/product/:id"}`)).toBe(sample(after, series));
  });

  it('counts each order placed, and no refused one', async () => {
    const before = sample(await scrape(), 'tiara_orders_placed_total');
    const placed = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([productLine(shop.plain, 1)]) });
    expect(placed.statusCode, placed.body).toBe(201);
    const refused = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([productLine({ ...shop.plain, price: 1 }, 1)]) });
    expect(refused.statusCode).toBe(409);
    expect(sample(await scrape(), 'tiara_orders_placed_total') - before).toBe(1);
  });

  it('counts a confirmed card payment once, however often its callback is delivered', async () => {
    const before = sample(await scrape(), 'tiara_payments_confirmed_total');
    const buyer = await server.createUser();
    const order = await placeCardOrder(server, [planLine(shop.plans[0]!)], { user: buyer, kind: 'ai-plan' });
    const checkout = await sandboxCheckout(server, await openCheckout(server, order, buyer));
    const payment = await server.payments.sandbox!.pay(checkout, SANDBOX_APPROVED_CARD);
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliver(server, payment)).statusCode).toBe(200);
    expect(sample(await scrape(), 'tiara_payments_confirmed_total') - before).toBe(1);
  });

  it('reports the background jobs in each state as the database holds them at the scrape', async () => {
    const before = await scrape();
    // Due in an hour, so this server's worker leaves them waiting while the test reads.
    const job = { kind: 'mail', payload: {}, maxAttempts: 5, runAt: new Date(Date.now() + 3_600_000) };
    await server.db.insert(backgroundJobs).values([job, job, { ...job, state: 'failed', lastError: 'SMTP refused' }]);
    const after = await scrape();
    const added = (state: string) => sample(after, `tiara_jobs{state="${state}"}`) - sample(before, `tiara_jobs{state="${state}"}`);
    expect([added('waiting'), added('failed')]).toEqual([2, 1]);
    for (const state of ['running', 'completed']) expect(after).toMatch(new RegExp(`^tiara_jobs\\{state="${state}"\\} \\d+$`, 'm'));
  });
});
