import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Brand } from '../../src/domain/brand';
import { registerAuthentication } from './authentication';
import { registerErrorHandling } from './errorHandling';
import { notFound } from './HttpError';
import { registerJsonBodies } from './jsonBodies';
import { type RateLimitPolicy, registerRateLimits } from './rateLimits';
import { apiRoutes } from './routes/apiRoutes';
import type { ServerContext, ZodApp } from './ServerContext';

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

export async function buildApp(context: ServerContext, options: AppOptions = {}): Promise<ZodApp> {
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
