import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, SignInDeviceCookie } from '../../../server/http/signInDeviceCookie';
import { DEFAULT_SIGN_IN_LIMITS, scaledSignInLimits, slowdownDelayMs } from '../../../server/http/signInLimits';

/** What the cookie reads of a request: its protocol and its Cookie header. */
const requestWith = (cookie: string | undefined, protocol: 'http' | 'https' = 'http') => ({ protocol, headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';
const tokensIn = (setCookie: string) => cookieOf(setCookie).slice(`${DEVICE_COOKIE}=`.length).split('~');

describe('the sign-in device cookie', () => {
  const devices = new SignInDeviceCookie('the server secret', 30);
  const now = new Date('2026-11-21T10:00:00Z');

  it('trusts its own token for its own account only, until it expires', () => {
    const cookie = cookieOf(devices.issued(requestWith(undefined), 'owner@clinic.example', now));
    expect(devices.trustedDevice(requestWith(cookie), 'owner@clinic.example', now)).toMatch(/^[\w-]{22}$/);
    expect(devices.trustedDevice(requestWith(`tiara-language=ar; ${cookie}`), 'owner@clinic.example', now)).not.toBeNull();
    expect(devices.trustedDevice(requestWith(cookie), 'other@clinic.example', now)).toBeNull();
    expect(devices.trustedDevice(requestWith(cookie), 'owner@clinic.example', new Date(now.getTime() + 31 * 86_400_000))).toBeNull();
    expect(new SignInDeviceCookie('another server secret', 30).trustedDevice(requestWith(cookie), 'owner@clinic.example', now)).toBeNull();
  });

  it('is Secure over https, HttpOnly, SameSite=Strict and sent to the sign-in route only', () => {
    expect(devices.issued(requestWith(undefined, 'https'), 'owner@clinic.example', now)).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[\\w.-]+; Max-Age=2592000; Path=/api/user/signin; HttpOnly; SameSite=Strict; Secure$`),
    );
    expect(devices.issued(requestWith(undefined), 'owner@clinic.example', now)).not.toContain('Secure');
  });

  it('replaces the account’s own token at each sign-in, keeps the others’ and at most five in all', () => {
    let cookie = '';
    for (let index = 0; index < 7; index++) cookie = cookieOf(devices.issued(requestWith(cookie), `user${index}@clinic.example`, now));
    const renewed = devices.issued(requestWith(cookie), 'user6@clinic.example', now);
    expect(tokensIn(renewed)).toHaveLength(5);
    expect(tokensIn(renewed).filter((token) => devices.trustedDevice(requestWith(`${DEVICE_COOKIE}=${token}`), 'user6@clinic.example', now) !== null)).toHaveLength(1);
    for (const email of ['user3@clinic.example', 'user4@clinic.example', 'user5@clinic.example']) expect(devices.trustedDevice(requestWith(cookieOf(renewed)), email, now)).not.toBeNull();
    expect(devices.trustedDevice(requestWith(cookieOf(renewed)), 'user0@clinic.example', now)).toBeNull();
  });

  it('never trusts a value it did not make, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        expect(devices.trustedDevice(requestWith(`${DEVICE_COOKIE}=${value}`), 'owner@clinic.example', now)).toBeNull();
      }),
    );
  });
});

describe('the account-wide slowdown', () => {
  const slowdown = DEFAULT_SIGN_IN_LIMITS.accountSlowdown;

  it('waits nothing below the threshold, then doubles from the first delay to the cap', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 1_000].map((failures) => slowdownDelayMs(failures, slowdown))).toEqual([0, 0, 250, 500, 1_000, 2_000, 3_000, 3_000]);
  });

  it('never shrinks as failures grow, and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(slowdownDelayMs(fewer, slowdown)).toBeLessThanOrEqual(slowdownDelayMs(more, slowdown));
        expect(slowdownDelayMs(more, slowdown)).toBeLessThanOrEqual(slowdown.maxDelayMs);
      }),
    );
  });

  it('is reached later, not waited longer, when RATE_LIMIT_FACTOR scales the limits', () => {
    const scaled = scaledSignInLimits(DEFAULT_SIGN_IN_LIMITS, 20);
    expect(scaled.accountSlowdown).toEqual({ ...slowdown, afterFailures: 200 });
    expect(scaled.perAccountAndAddress).toEqual({ max: 200, minutes: 5 });
  });
});
