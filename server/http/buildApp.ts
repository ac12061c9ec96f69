import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { type BrotliOptions, type ZlibOptions, brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Brand } from '@tiara/domain/brand';
import { registerAuthentication } from './authentication';
import { registerJobWorker } from './backgroundJobs';
import { languageOfHeader, registerRequestLanguage } from './requestLanguage';
import { registerErrorHandling } from './errorHandling';
import { FIRST_VIEW_FOLDER, FirstViewPages } from './firstView/firstViewPages';
import { SERVER_RENDER_FOLDER, type ShopRenderer, builtShopRenderer } from './firstView/ShopRenderer';
import { notFound } from './HttpError';
import { registerJsonBodies } from './jsonBodies';
import { registerIdempotencyKeys } from './idempotencyKeys';
import { redactLogLine } from './logRedaction';
import { registerScanUploadCleanup } from './scanUploadCleanup';
import { type RateLimitPolicy, registerRateLimits } from './rateLimits';
import { SIGN_IN_DEVICE_SECRET } from './signInLimits';
import { sharedSecret } from '../adapters/db/sharedSecret';
import { composeShop } from '../composition/composeShop';
import { DEFAULT_JOB_SETTINGS, type JobSettings, jobQueueOf, jobWorkerFor } from '../composition/jobServices';
import { sandboxPayments } from '../composition/paymentServices';
import { apiRoutes } from './routes/apiRoutes';
import { uploadedImageRoutes } from './routes/uploadedImageRoutes';
import { seoRoutes } from './routes/seoRoutes';
import { stockAlertPages } from './routes/stockAlertPages';
import { sandboxCheckoutRoutes } from './sandbox/sandboxCheckoutRoutes';
import { sandboxGatewayApiRoutes } from './sandbox/sandboxGatewayApiRoutes';
import { apiDocumentPolicy, registerSecurityHeaders } from './securityHeaders';
import type { ServerContext, ServerContextInput, ZodApp } from './ServerContext';
import { HttpMessages } from './HttpMessages';
import { ShopMetrics } from './metrics';
import { DEFAULT_METRICS_ALLOW, type MetricsAccessSettings } from './metricsAccess';
import { type ReadinessProbe, databaseProbe } from './readiness';
import { registerOperations } from './routes/operationsRoutes';
import { type BackupAccess, backupRoutes } from './routes/backupRoutes';

export interface AppOptions {
  /** The built SPA to serve with history fallback; omitted in API-only tests. */
  readonly staticDir?: string;
  /** Draws the storefront's pages with their data (server/http/firstView); by default the one the shop's build left in `staticDir`. */
  readonly shopRenderer?: ShopRenderer;
  readonly logger?: FastifyServerOptions['logger'];
  /** Login, signup, password reset, promo validation, order creation and contact limits; on by default, `false` for load tests. */
  readonly rateLimits?: RateLimitPolicy | false;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy: a hop count, an
   * address list or true). Off by default: otherwise anyone could pick their own address and slip
   * past the per-address rate limits.
   */
  readonly trustProxy?: boolean | number | string;
  /** What GET /readyz checks besides the database (file storage, ...). */
  readonly readinessProbes?: readonly ReadinessProbe[];
  /** Who may read GET /metrics; by default only the machine itself. */
  readonly metricsAccess?: MetricsAccessSettings;
  /** The job queue's timings; tests shorten them. */
  readonly jobs?: Partial<JobSettings>;
  /** On PGlite, the snapshot route of `npm run backup` and its token; absent, there is no such route. */
  readonly backup?: BackupAccess;
}

/**
 * Logs name no secret: authorisation headers and cookies are redacted, bodies are never logged, and
 * every line loses its query values, token-like path segments and e-mail addresses (logRedaction).
 */
export const loggerOptions: FastifyServerOptions['logger'] = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  hooks: { streamWrite: redactLogLine },
};

/** A hop count: the nearest `hops` proxies are trusted to report the address before them. */
function trustedHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Types worth compressing on the fly: text (except event streams, which must reach the client as
 * each event is written), JSON, XML and SVG. Unlike the plugin's default, octet-stream is left out:
 * scans and downloads are already compressed or too large to squeeze per request.
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml(?:;|$)/i;

/**
 * Compresses each Buffer once: the catalogue sends the same remembered Buffer to every request for
 * a second, so its compressed copy is kept with it (and dropped with it) instead of being made again
 * per request. Answers serialised per request are new Buffers and simply miss.
 */
function compressingOnce<Options>(compress: (buffer: Buffer, options?: Options) => Buffer): (buffer: Buffer, options?: Options) => Buffer {
  const copies = new WeakMap<Buffer, Buffer>();
  return (buffer, options) => {
    let copy = copies.get(buffer);
    if (!copy) {
      copy = compress(buffer, options);
      copies.set(buffer, copy);
    }
    return copy;
  };
}

/**
 * JSON, server-rendered HTML and the API document above 1 KB go out as brotli, or gzip for clients
 * without it. On the 59 KB product list, quality 4 measured 12.1 KB in 0.5 ms, quality 5 11.4 KB in
 * 0.8 ms, gzip 12.2 KB in 1 ms: 4 keeps the CPU low for a few percent of size. Answers up to 128 KB
 * are compressed in one call rather than through a stream (the plugin streams above 8 KB on two
 * cores), which measured faster here and lets `compressingOnce` reuse the catalogue's copies.
 * Static files come precompressed at build time and are registered before this plugin, so it never
 * sees them. Request bodies are not accepted compressed (no client of ours sends them), so an
 * upload cannot inflate past the size its route expects.
 */
async function registerCompression(app: ZodApp): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 128 * 1024,
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } },
    zlib: { brotliCompressSync: compressingOnce<BrotliOptions>(brotliCompressSync), gzipSync: compressingOnce<ZlibOptions>(gzipSync) },
    globalDecompression: false,
  });
}

const API_PATH = /^\/api(?:[/?]|$)/i;

/**
 * API answers are never kept by a browser or a shared cache unless their route says otherwise: an
 * admin's price change shows on the next load, and one customer's orders never reach another.
 */
function storeNoApiAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  done(null, payload);
}

/** Built files under /assets carry a content hash in their names: a changed file gets a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(input: ServerContextInput, options: AppOptions = {}): Promise<ZodApp> {
  const jobSettings: JobSettings = { ...DEFAULT_JOB_SETTINGS, ...options.jobs };
  const { queue, mailer } = jobQueueOf(input.db, jobSettings);
  const context: ServerContext = {
    ...input,
    mailer,
    mailTransport: input.mailer,
    jobs: queue,
    // Card payments go to the sandbox unless the caller chose a gateway (server/main.ts does).
    payments: input.payments ?? sandboxPayments(input),
    metrics: input.metrics ?? new ShopMetrics(input.db),
  };
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: typeof options.trustProxy === 'number' ? trustedHops(options.trustProxy) : (options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed percent-encoding in the URL) get the same JSON body as every other 4xx.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      void reply.code(400).send({ message: HttpMessages.invalidAddress(languageOfHeader(request.headers['accept-language'])), code: (error.code ?? 'bad_request').toLowerCase() });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const shop = composeShop(context, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJobWorker(app, jobWorkerFor(context, jobSettings, app.log), jobSettings.shutdownGraceMs);
  registerScanUploadCleanup(app, shop.scans.cleanUpExpiredUploads, context.now);
  const https = context.settings.publicUrl?.startsWith('https:') ?? false;
  // First, so every answer carries them: files, API answers, errors and pages alike.
  registerSecurityHeaders(app, { https });
  registerJsonBodies(app);
  registerRequestLanguage(app);
  registerAuthentication(app, context.tokens, context.now);
  // Before compression, whose onSend would otherwise hand it the compressed answer to keep.
  registerIdempotencyKeys(app, shop.idempotencyKeys, context.now);
  registerOperations(app, {
    metrics: context.metrics,
    metricsAccess: options.metricsAccess ?? { allow: DEFAULT_METRICS_ALLOW, token: undefined },
    readinessProbes: [databaseProbe(context.db), ...(options.readinessProbes ?? [])],
  });
  if (options.backup) backupRoutes(app, options.backup);

  const staticDir = options.staticDir;
  const spaIndex = staticDir ? join(staticDir, 'index.html') : null;
  if (staticDir && spaIndex && existsSync(spaIndex)) {
    // Registered before compression, so it never compresses these files again per request: they
    // come compressed from the build, or are too small to gain.
    const assetsDir = join(resolve(staticDir), 'assets') + sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The SPA's addresses, `/` among them, are answered with their first view (FirstViewPages).
      index: false,
      // The `.br` and `.gz` copies made at build time, chosen by the request's Accept-Encoding; not addresses of their own.
      preCompressed: true,
      // The page templates are sent filled in, with their nonce, by FirstViewPages; never as files.
      globIgnore: ['**/*.br', '**/*.gz', 'index.html', `${FIRST_VIEW_FOLDER}/**`, `${SERVER_RENDER_FOLDER}/**`],
      // Everything outside /assets keeps its address when it changes, so the browser revalidates it (ETag, Last-Modified) on every load.
      setHeaders: (reply, path) => void reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache'),
    });
  }
  await registerCompression(app);
  app.addHook('onSend', storeNoApiAnswer);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${Brand.name} shop API`, version: '1.0.0', description: `The HTTP contract of the ${Brand.name} storefront.` },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocumentPolicy(https) });

  // The device cookies of sign-in are signed with a secret every server of the shop reads from the database.
  await registerRateLimits(app, shop.rateLimitCounters, () => sharedSecret(context.db, SIGN_IN_DEVICE_SECRET), options.rateLimits);
  await app.register(async (api) => apiRoutes(api as ZodApp, shop), { prefix: '/api' });
  const sandbox = context.payments.sandbox;
  if (sandbox) {
    // The sandbox posts its callback through this app, the way Paymob's servers would over the network.
    const deliver = async (url: string, body: Record<string, unknown>) => {
      const target = new URL(url);
      const response = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      return response.statusCode;
    };
    sandbox.deliverCallbacksWith(deliver);
    await app.register(async (pages) => sandboxCheckoutRoutes(pages, sandbox, deliver, context.now));
    await app.register(async (api) => sandboxGatewayApiRoutes(api, sandbox));
  }
  await app.register(async (pages) => seoRoutes(pages as ZodApp, shop));
  await app.register(async (pages) => stockAlertPages(pages as ZodApp, shop));

  // Pictures uploaded in the back office, from the image store, and at the widths of the storefront's srcset.
  await app.register(async (uploads) => uploadedImageRoutes(uploads as ZodApp, shop));

  /** An address of the SPA, not of the API, the sandbox, an upload or a file. */
  const isAppRoute = (path: string) => !/^\/(api|sandbox|uploads)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);
  if (staticDir && spaIndex && existsSync(spaIndex)) {
    const firstViews = new FirstViewPages(staticDir, { https, renderer: options.shopRenderer ?? (await builtShopRenderer(staticDir)) });
    // A route rather than the not-found handler, so its pages are compressed like every answer.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!isAppRoute(path)) throw notFound(`No route for ${request.method} ${path}`);
      return firstViews.send(app, shop, request, reply);
    });
  }
  app.setNotFoundHandler((request) => {
    throw notFound(HttpMessages.noRoute(request.method, request.url.split('?')[0] ?? ''));
  });

  return app;
}
