import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Brand } from '../../src/domain/brand';
import { SandboxGateway } from '../adapters/payments/SandboxGateway';
import { UPLOADS_URL_PREFIX, isStoredImageName, uploadsDirectory } from '../adapters/images/DiskImageStore';
import { registerAuthentication } from './authentication';
import { registerErrorHandling } from './errorHandling';
import { notFound } from './HttpError';
import { registerJsonBodies } from './jsonBodies';
import { type RateLimitPolicy, registerRateLimits } from './rateLimits';
import { apiRoutes } from './routes/apiRoutes';
import { sandboxCheckoutRoutes } from './sandbox/sandboxCheckoutRoutes';
import type { PaymentsSetup, ServerContext, ServerContextInput, ZodApp } from './ServerContext';

export interface AppOptions {
  /** The built SPA to serve with history fallback; omitted in API-only tests. */
  readonly staticDir?: string;
  readonly logger?: FastifyServerOptions['logger'];
  /** Login, signup, password reset, promo validation, order creation and contact limits; on by default, `false` for load tests. */
  readonly rateLimits?: RateLimitPolicy | false;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy: a hop count, an
   * address list or true). Off by default: otherwise anyone could pick their own address and slip
   * past the per-address rate limits.
   */
  readonly trustProxy?: boolean | number | string;
}

/** Logs name no secret: authorisation headers and cookies are redacted, bodies are never logged. */
export const loggerOptions: FastifyServerOptions['logger'] = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
};

/** A hop count: the nearest `hops` proxies are trusted to report the address before them. */
function trustedHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Card payments go to the sandbox unless the caller chose a gateway (the server's composition root
 * does, with the secret it keeps in DATA_DIR). Its checkouts live in memory, so a secret that
 * lives as long as the app does is enough here.
 */
function sandboxPayments(context: ServerContextInput): PaymentsSetup {
  const sandbox = new SandboxGateway({ hmacSecret: randomBytes(48).toString('base64url'), now: context.now });
  return { gateway: sandbox, sandbox };
}

export async function buildApp(input: ServerContextInput, options: AppOptions = {}): Promise<ZodApp> {
  const context: ServerContext = { ...input, payments: input.payments ?? sandboxPayments(input) };
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: typeof options.trustProxy === 'number' ? trustedHops(options.trustProxy) : (options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed percent-encoding in the URL) get the same JSON body as every other 4xx.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(400).send({ message: 'The address of this request is not valid', code: (error.code ?? 'bad_request').toLowerCase() });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerAuthentication(app, context.tokens, context.now);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${Brand.name} shop API`, version: '1.0.0', description: `The HTTP contract of the ${Brand.name} storefront.` },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await registerRateLimits(app, options.rateLimits);
  await app.register(async (api) => apiRoutes(api as ZodApp, context), { prefix: '/api' });
  const sandbox = context.payments.sandbox;
  if (sandbox) {
    // The sandbox posts its callback through this app, the way Paymob's servers would over the network.
    const deliver = async (url: string, body: Record<string, unknown>) => {
      const target = new URL(url);
      const response = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      return response.statusCode;
    };
    await app.register(async (pages) => sandboxCheckoutRoutes(pages, sandbox, deliver, context.now));
  }

  // Pictures uploaded in the back office: only names the image store gave out, served as the image
  // type their extension (the sniffed format) names, never sniffed or run by the browser.
  await app.register(fastifyStatic, {
    root: uploadsDirectory(context.settings.dataDir),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (path) => isStoredImageName(path),
    setHeaders: (reply) => {
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('content-security-policy', "default-src 'none'; sandbox");
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const staticDir = options.staticDir;
  const spaIndex = staticDir ? join(staticDir, 'index.html') : null;
  if (staticDir && spaIndex && existsSync(spaIndex)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAppRoute = !/^\/(api|sandbox|uploads)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (request.method === 'GET' && spaIndex && existsSync(spaIndex) && isAppRoute) {
      return reply.type('text/html').sendFile('index.html');
    }
    throw notFound(`No route for ${request.method} ${path}`);
  });

  return app;
}
