import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The cookie a browser gets when it signs in, sent back only to the sign-in route. */
export const DEVICE_COOKIE = 'tiara-signin-device';
export const DEVICE_COOKIE_PATH = '/api/user/signin';

/**
 * A browser used by several accounts (a clinic's shared computer) keeps a device token for each of
 * the last few: one account signing in does not take the others' tokens away.
 */
const TOKENS_PER_COOKIE = 5;
/** Longer values are not device tokens; a client cannot make the server hash megabytes. */
const MAX_TOKEN_LENGTH = 128;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;
const COOKIE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`);

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): each token is
 * `nonce.expiry.HMAC(secret, e-mail, nonce, expiry)`, so it cannot be forged or moved to another
 * account, and a fresh one is issued at every successful sign-in. The nonce names the device in
 * the counters of its failures.
 */
export class SignInDeviceCookie {
  constructor(
    private readonly secret: string,
    private readonly lifetimeDays: number,
  ) {}

  /** The nonce of the request's genuine, unexpired token for `email` (already normalised), or null. */
  trustedDevice(request: FastifyRequest, email: string, now: Date): string | null {
    for (const token of tokensOf(request)) {
      const parts = TOKEN.exec(token);
      if (!parts) continue;
      const [, nonce = '', expiry = '', mac = ''] = parts;
      if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) continue;
      if (sameText(mac, this.macOf(email, nonce, expiry))) return nonce;
    }
    return null;
  }

  /**
   * The Set-Cookie header after `email` signed in: a new token for it first, then the request's other
   * tokens that are not for it and not expired (another account's, which this server cannot tell apart
   * from a forged one, stay as they were: they give nothing to anyone but their own account).
   */
  issued(request: FastifyRequest, email: string, now: Date): string {
    const nonce = randomBytes(16).toString('base64url');
    const expiry = Math.floor(now.getTime() / 1000 + this.lifetimeDays * 86_400).toString(36);
    const others = tokensOf(request).filter((token) => {
      const parts = TOKEN.exec(token);
      if (!parts) return false;
      const [, otherNonce = '', otherExpiry = '', mac = ''] = parts;
      return Number.parseInt(otherExpiry, 36) * 1000 > now.getTime() && !sameText(mac, this.macOf(email, otherNonce, otherExpiry));
    });
    const value = [`${nonce}.${expiry}.${this.macOf(email, nonce, expiry)}`, ...others].slice(0, TOKENS_PER_COOKIE).join('~');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return `${DEVICE_COOKIE}=${value}; Max-Age=${this.lifetimeDays * 86_400}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`;
  }

  private macOf(email: string, nonce: string, expiry: string): string {
    return createHmac('sha256', this.secret).update(`signin-device\n${email}\n${nonce}\n${expiry}`).digest('base64url');
  }
}

function tokensOf(request: FastifyRequest): string[] {
  const value = COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? '';
  return value
    .split('~')
    .slice(0, TOKENS_PER_COOKIE)
    .filter((token) => token.length <= MAX_TOKEN_LENGTH);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
