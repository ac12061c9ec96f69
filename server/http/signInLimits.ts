import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { type RateLimit, type RateLimitCounters, overTheLimit } from './RateLimitCounters';
import { SignInDeviceCookie } from './signInDeviceCookie';
import { clientNetworkOf } from './clientNetwork';

/** Failures for one account from clients it does not know: past `afterFailures` in `minutes`, each attempt waits, from `firstDelayMs` doubling up to `maxDelayMs`. */
export interface AccountSlowdown {
  readonly afterFailures: number;
  readonly minutes: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * OWASP's advice against guessing without locking the owner out: an account is refused only to
 * the address (or the device) that keeps failing for it; as a whole it is only slowed down; and a
 * browser that signed into it before is let through whatever others do.
 */
export interface SignInLimits {
  /** Every attempt from one client address, whatever account it names. */
  readonly perAddress: RateLimit;
  /** Failures for one account from one client address without the account's device cookie: that address is refused for that account. */
  readonly perAccountAndAddress: RateLimit;
  /** Failures for one account from one device that signed into it before: that device alone is refused. */
  readonly perDevice: RateLimit;
  readonly accountSlowdown: AccountSlowdown;
  /** How long a device cookie lasts. */
  readonly deviceDays: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { max: 30, minutes: 1 },
  perAccountAndAddress: { max: 10, minutes: 5 },
  perDevice: { max: 10, minutes: 5 },
  accountSlowdown: { afterFailures: 10, minutes: 15, firstDelayMs: 250, maxDelayMs: 3_000 },
  deviceDays: 180,
};

/** The limits with every maximum (and the failures before the slowdown) multiplied by `factor`; windows and delays unchanged. */
export function scaledSignInLimits(limits: SignInLimits, factor: number): SignInLimits {
  const scale = (limit: RateLimit): RateLimit => ({ max: limit.max * factor, minutes: limit.minutes });
  return {
    ...limits,
    perAddress: scale(limits.perAddress),
    perAccountAndAddress: scale(limits.perAccountAndAddress),
    perDevice: scale(limits.perDevice),
    accountSlowdown: { ...limits.accountSlowdown, afterFailures: limits.accountSlowdown.afterFailures * factor },
  };
}

/** How long an attempt waits when the account already had `failures` from clients it does not know: doubling, capped. */
export function slowdownDelayMs(failures: number, slowdown: AccountSlowdown): number {
  if (failures < slowdown.afterFailures) return 0;
  const doublings = Math.min(failures - slowdown.afterFailures, 30);
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** doublings);
}

export const SIGN_IN_ROUTE = 'POST /api/user/signin';

/** The name, in the shared secrets (server_secrets), of what device cookies are signed with. */
export const SIGN_IN_DEVICE_SECRET = 'signinDevice';

/** What an attempt counted as a failure before its outcome was known, to be taken back if it was none. */
interface Attempt {
  readonly email: string;
  readonly countedFailures: readonly string[];
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * The sign-in route's checks: a preHandler (after the body is validated) that refuses or waits, and
 * counts the attempt as a failure in advance so that concurrent guesses cannot slip past a limit
 * together; and an onSend hook that takes the count back when the attempt was no failure, and gives
 * a browser that signed in a new device cookie. Unknown e-mails are counted and answered like known ones.
 */
export function signInChecks(counters: RateLimitCounters, deviceSecret: () => Promise<string>, limits: SignInLimits): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  const attempts = new WeakMap<FastifyRequest, Attempt>();
  let devices: Promise<SignInDeviceCookie> | undefined;
  const deviceCookie = (): Promise<SignInDeviceCookie> => {
    devices ??= deviceSecret().then(
      (secret) => new SignInDeviceCookie(secret, limits.deviceDays),
      (error: unknown) => {
        devices = undefined;
        throw error;
      },
    );
    return devices;
  };
  const windowOf = (limit: { readonly minutes: number }) => limit.minutes * 60_000;

  /** Counts one more attempt under `key`, refusing it with 429 and Retry-After past the limit. */
  const counted = async (key: string, limit: RateLimit, reply: FastifyReply): Promise<void> => {
    const hit = await counters.hit(key, windowOf(limit));
    if (hit.hits <= limit.max) return;
    throw overTheLimit(reply, Math.max(1, Math.ceil(hit.msLeft / 1000)));
  };

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const email = emailOf(request);
    const device = (await deviceCookie()).trustedDevice(request, email, new Date());
    if (device !== null) {
      // A browser that signed into this account before answers only for its own failures.
      const deviceKey = `signin:device:${device}`;
      await counted(deviceKey, limits.perDevice, reply);
      attempts.set(request, { email, countedFailures: [deviceKey] });
      return;
    }
    const client = clientNetworkOf(request.ip);
    await counted(`signin:address:${client}`, limits.perAddress, reply);
    const pairKey = `signin:account-address:${email}\n${client}`;
    await counted(pairKey, limits.perAccountAndAddress, reply);
    const accountKey = `signin:account:${email}`;
    const account = await counters.hit(accountKey, windowOf(limits.accountSlowdown));
    attempts.set(request, { email, countedFailures: [pairKey, accountKey] });
    // Measured here, not asked of the client: every attempt for a much-guessed account takes this long.
    const delay = slowdownDelayMs(account.hits - 1, limits.accountSlowdown);
    if (delay > 0) await sleep(delay);
  };

  const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    const attempt = attempts.get(request);
    if (!attempt) return payload;
    attempts.delete(request);
    // Only a wrong password (or an unknown account) is a failure.
    if (reply.statusCode === 401) return payload;
    await Promise.all(attempt.countedFailures.map((key) => counters.giveBack(key)));
    if (reply.statusCode === 200) void reply.header('set-cookie', (await deviceCookie()).issued(request, attempt.email, new Date()));
    return payload;
  };

  return { preHandler, onSend };
}

/** Puts the sign-in checks on the sign-in route, wherever it is registered. Call before the routes. */
export function registerSignInLimits(app: FastifyInstance, counters: RateLimitCounters, deviceSecret: () => Promise<string>, limits: SignInLimits): void {
  const { preHandler, onSend } = signInChecks(counters, deviceSecret, limits);
  const asList = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => `${method} ${route.url}`.toLowerCase() === SIGN_IN_ROUTE.toLowerCase())) return;
    route.preHandler = [preHandler, ...asList(route.preHandler)];
    route.onSend = [...asList(route.onSend), onSend];
  });
}
