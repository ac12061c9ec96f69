import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type RateLimit, type RateLimitCounters, overTheLimit } from './RateLimitCounters';
import { clientNetworkOf } from './clientNetwork';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits, registerSignInLimits, scaledSignInLimits } from './signInLimits';

/** Counted per client address, and for the routes that name an account also per e-mail (whatever address the guesses come from). */
export interface RateLimitRule {
  readonly perAddress: RateLimit;
  readonly perEmail?: RateLimit;
}

export type RateLimitedAction = 'signup' | 'forgotPassword' | 'resetPassword' | 'promoValidation' | 'orderCreation' | 'contact' | 'stockAlert' | 'scanUploadCreation';

/** Sign-in has limits of its own (server/http/signInLimits.ts): refusing per account would lock its owner out. */
export type RateLimitPolicy = Readonly<Record<RateLimitedAction, RateLimitRule>> & { readonly signin: SignInLimits };

/** @fastify/rate-limit's store contract, answered from the shared counters. */
function rateLimitStore(counters: RateLimitCounters) {
  return class SharedRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(key, timeWindow).then(
        (hit) => done(null, { current: hit.hits, ttl: hit.msLeft }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The keys already name their action, so one store serves every route. */
    child(): SharedRateLimitStore {
      return this;
    }
  };
}

/** The limited routes, by method and full path; matched case-insensitively like the router. */
const LIMITED_ROUTES: Readonly<Record<RateLimitedAction, string>> = {
  signup: 'POST /api/user/signup',
  forgotPassword: 'POST /api/user/forgot-password',
  resetPassword: 'POST /api/user/reset-password',
  promoValidation: 'POST /api/promocode/validate',
  orderCreation: 'POST /api/order/create',
  contact: 'POST /api/contact',
  // A visitor's alert e-mails the address it names, so asking is limited like the contact form.
  stockAlert: 'POST /api/stock-alerts',
  // Only the creation of a resumable upload: its chunks (PATCH, 256 of them for 2 GB in 8 MB) and
  // HEADs are never limited, so a large study is not throttled halfway.
  scanUploadCreation: 'POST /api/scans/uploads',
};

/**
 * Far above what a person (or a clinic of several behind one address) does, far below what
 * guessing passwords or codes needs. The per-e-mail limits of the reset routes span 15 minutes,
 * the life of a code, so an inbox cannot be flooded and a code cannot be re-issued for more tries.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signin: DEFAULT_SIGN_IN_LIMITS,
  signup: { perAddress: { max: 20, minutes: 1 } },
  forgotPassword: { perAddress: { max: 10, minutes: 1 }, perEmail: { max: 3, minutes: 15 } },
  resetPassword: { perAddress: { max: 20, minutes: 1 }, perEmail: { max: 10, minutes: 15 } },
  promoValidation: { perAddress: { max: 60, minutes: 1 } },
  orderCreation: { perAddress: { max: 60, minutes: 1 } },
  contact: { perAddress: { max: 10, minutes: 1 } },
  stockAlert: { perAddress: { max: 20, minutes: 1 } },
  scanUploadCreation: { perAddress: { max: 30, minutes: 1 } },
};

/** The policy with every maximum multiplied by `factor`, windows unchanged. */
export function scaledRateLimits(policy: RateLimitPolicy, factor: number): RateLimitPolicy {
  const scale = (limit: RateLimit): RateLimit => ({ max: limit.max * factor, minutes: limit.minutes });
  const { signin, ...others } = policy;
  return {
    ...(Object.fromEntries(
      Object.entries(others).map(([action, rule]: [string, RateLimitRule]) => [action, { perAddress: scale(rule.perAddress), ...(rule.perEmail ? { perEmail: scale(rule.perEmail) } : {}) }]),
    ) as Record<RateLimitedAction, RateLimitRule>),
    signin: scaledSignInLimits(signin, factor),
  };
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Limits the routes of the policy with @fastify/rate-limit, counting in `counters`. The check runs as the
 * route's first preHandler, after the body is parsed and validated: malformed requests (which
 * reach no account) are not counted, and the e-mail of the body can be a key. Over a limit the
 * answer is 429 `{ message, code: 'rate_limited' }` with Retry-After in seconds.
 * Register before the routes; `false` turns limiting off (benchmarks, load tests).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: RateLimitCounters,
  deviceSecret: () => Promise<string>,
  policy: RateLimitPolicy | false = DEFAULT_RATE_LIMITS,
): Promise<void> {
  if (policy === false) return;
  registerSignInLimits(app, counters, deviceSecret, policy.signin);
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(counters) });

  const checksByRoute = new Map<string, preHandlerAsyncHookHandler>();
  for (const [action, route] of Object.entries(LIMITED_ROUTES) as Array<[RateLimitedAction, string]>) {
    const rule = policy[action];
    const counters = [
      app.createRateLimit({ max: rule.perAddress.max, timeWindow: rule.perAddress.minutes * 60_000, keyGenerator: (request) => `${action}:address:${clientNetworkOf(request.ip)}` }),
      ...(rule.perEmail
        ? [app.createRateLimit({ max: rule.perEmail.max, timeWindow: rule.perEmail.minutes * 60_000, keyGenerator: (request) => `${action}:email:${emailOf(request)}` })]
        : []),
    ];
    checksByRoute.set(route.toLowerCase(), async (request, reply) => {
      for (const counter of counters) {
        const outcome = await counter(request);
        if (!outcome.isAllowed && outcome.isExceeded) throw overTheLimit(reply, outcome.ttlInSeconds);
      }
    });
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const check = methods.map((method) => checksByRoute.get(`${method} ${route.url}`.toLowerCase())).find((found) => found !== undefined);
    if (!check) return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [check, ...existing];
  });
}
