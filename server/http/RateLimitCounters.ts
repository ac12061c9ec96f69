import type { FastifyReply } from 'fastify';
import { HttpError } from './HttpError';
import { HttpMessages } from './HttpMessages';

/** At most `max` in each window of `minutes`. */
export interface RateLimit {
  readonly max: number;
  readonly minutes: number;
}

/** One more attempt counted under a key: the attempts in the key's current window and the time that window has left. */
export interface RateLimitHit {
  readonly hits: number;
  readonly msLeft: number;
}

/**
 * Where attempts are counted. It must be shared by every server of the shop (the database),
 * or N servers would allow N times each limit.
 */
export interface RateLimitCounters {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one hit back from the key's current window: an attempt counted before its outcome was known turned out not to count. */
  giveBack(key: string): Promise<void>;
}

/** The 429 `{ message, code: 'rate_limited' }` of an attempt over a limit, its Retry-After (in seconds) set on the reply. */
export function overTheLimit(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  void reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, 'rate_limited', HttpMessages.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)));
}
