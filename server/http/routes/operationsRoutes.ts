/**
 * What a load balancer, an orchestrator and a Prometheus server ask of each server process:
 * GET /healthz (the process answers), GET /readyz (it can serve: the database and every other
 * probe answer, and it is not shutting down) and GET /metrics. None is rate limited or needs a
 * session; none is in the API document, which describes the shop's contract.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { onResponseHookHandler } from 'fastify';
import { notFound } from '../HttpError';
import { HttpMessages } from '../HttpMessages';
import { type ShopMetrics, UNMATCHED_ROUTE } from '../metrics';
import { MetricsAccess, type MetricsAccessSettings } from '../metricsAccess';
import type { ReadinessProbe } from '../readiness';
import type { ZodApp } from '../ServerContext';

/** A probe that has not answered by then counts as failed: a balancer's own check must not hang on it. */
const PROBE_TIMEOUT_MS = 3_000;

const NO_STORE = { 'cache-control': 'no-store' };

/** While the server closes, how often it closes the keep-alive connections that have fallen idle. */
const IDLE_SWEEP_MS = 100;

export interface OperationsOptions {
  readonly metrics: ShopMetrics;
  readonly metricsAccess: MetricsAccessSettings;
  /** Checked by every GET /readyz, all at once. */
  readonly readinessProbes: readonly ReadinessProbe[];
}

async function probeFailure(probe: ReadinessProbe): Promise<unknown> {
  const timeout = new AbortController();
  try {
    await Promise.race([
      probe.check(),
      delay(PROBE_TIMEOUT_MS, undefined, { signal: timeout.signal }).then(() => {
        throw new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`);
      }),
    ]);
    return null;
  } catch (error) {
    return error;
  } finally {
    timeout.abort();
  }
}

/**
 * Registers the routes, and on the root app the hooks every request passes: the request metrics,
 * and from the moment the app starts closing (SIGTERM: server/main.ts) a 503 from /readyz and
 * `Connection: close` on every answer, so keep-alive clients leave once their request is done.
 * Call on the root app before the other routes, so their requests are counted.
 */
export function registerOperations(app: ZodApp, options: OperationsOptions): void {
  const { metrics, readinessProbes } = options;
  const access = new MetricsAccess(options.metricsAccess);
  let shuttingDown = false;

  // Fastify closes the connections that are idle when the close begins; one whose answer was still
  // finishing then stays open for the whole keep-alive timeout (72 s), past the grace period. While
  // closing, connections are closed as they fall idle.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    shuttingDown = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    idleSweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(idleSweep));
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable at this rate.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Each route counts under its own pattern, known when it is added, so no request has to look it up.
  app.addHook('onRoute', (route) => {
    const pattern = route.url;
    const observe: onResponseHookHandler = (request, reply, done) => {
      metrics.observe(request.method, pattern, reply.statusCode, reply.elapsedTime);
      done();
    };
    route.onResponse = route.onResponse === undefined ? [observe] : [...[route.onResponse].flat(), observe];
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) metrics.observe(request.method, UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime);
    done();
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => reply.headers(NO_STORE).send({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    void reply.headers(NO_STORE);
    if (shuttingDown) return reply.code(503).send({ status: 'shutting_down' });
    const failures = await Promise.all(readinessProbes.map(async (probe) => ({ name: probe.name, error: await probeFailure(probe) })));
    const failed = failures.filter((failure) => failure.error !== null);
    for (const failure of failed) request.log.warn({ probe: failure.name, err: failure.error }, 'a readiness probe failed');
    if (failed.length > 0) return reply.code(503).send({ status: 'unavailable', failed: failed.map((failure) => failure.name) });
    return reply.send({ status: 'ok' });
  });

  // Refused as if it did not exist (404), like any other address: a scan of the shop learns nothing.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!access.allows(request.ip, request.headers.authorization)) throw notFound(HttpMessages.noRoute(request.method, request.url.split('?')[0] ?? ''));
    void reply.headers(NO_STORE);
    const exposition = await metrics.exposition().catch((error: unknown) => {
      request.log.error({ err: error }, 'the metrics could not be collected');
      return null;
    });
    if (!exposition) return reply.code(503).send({ status: 'unavailable' });
    return reply.type(exposition.contentType).send(exposition.text);
  });
}
