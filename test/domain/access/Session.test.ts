import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSignedIn,
  mustClearSessionAtValidation,
  REDIRECT_DELAY_MS,
  roleMatches,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRED_REDIRECT,
  sessionCheckOutcome,
  shouldStoreProfileAtLogin,
  SIGNED_OUT_VALUES,
  SLOW_REDIRECT_DELAY_MS,
  type Role,
} from '@tiara/domain/access';

describe('session constants (SPEC §4 Session, §9)', () => {
  it('checks the session every 15 minutes', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(900_000);
  });

  it('expires with the SPEC message to /login?expired=true', () => {
    expect(SESSION_EXPIRED_REDIRECT).toBe('/login?expired=true');
  });

  it('waits 1 second after expiry, guard failure and logout, 2 seconds after login, signup and prompts', () => {
    expect(REDIRECT_DELAY_MS).toBe(1000);
    expect(SLOW_REDIRECT_DELAY_MS).toBe(2000);
  });

  it("stores token 'null' and userId '0' when signed out", () => {
    expect(SIGNED_OUT_VALUES).toEqual({ token: 'null', userId: '0' });
    expect(isSignedIn(SIGNED_OUT_VALUES.token, SIGNED_OUT_VALUES.userId)).toBe(false);
  });
});

describe('signed in or not (SPEC §3 browser-stored values)', () => {
  it.each([
    ['eyJhbGciOi.token', '7', true],
    ['eyJhbGciOi.token', '123456', true],
    ['null', '7', false],
    ['', '7', false],
    ['  ', '7', false],
    [null, '7', false],
    ['undefined', '7', false],
    ['eyJhbGciOi.token', '0', false],
    ['eyJhbGciOi.token', '000', false],
    ['eyJhbGciOi.token', null, false],
    ['eyJhbGciOi.token', 'null', false],
    ['eyJhbGciOi.token', '', false],
    ['eyJhbGciOi.token', '-3', false],
    ['eyJhbGciOi.token', 'abc', false],
    ['eyJhbGciOi.token', '1.5', false],
    ['null', '0', false],
  ])('token %j with user id %j is signed in: %s', (token, userId, expected) => {
    expect(isSignedIn(token, userId)).toBe(expected);
  });

  it('is never signed in without a real token', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, '', 'null', ' null ', 'undefined'), fc.option(fc.string({ maxLength: 6 })), (token, userId) => {
        expect(isSignedIn(token, userId)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('roles (SPEC §4, §6)', () => {
  it.each([
    ['Admin', 'Admin', true],
    ['admin', 'Admin', true],
    ['ADMIN', 'Admin', true],
    ['user', 'User', true],
    ['SALES', 'Sales', true],
    ['User', 'Admin', false],
    [' admin', 'Admin', false],
    ['administrator', 'Admin', false],
    ['', 'User', false],
    [null, 'User', false],
  ] as const)('stored %j matches %s: %s', (stored, required, expected) => {
    expect(roleMatches(stored, required)).toBe(expected);
  });

  it('matches a role whatever the case of each letter', () => {
    fc.assert(
      fc.property(fc.constantFrom<Role>('User', 'Admin', 'Sales'), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (role, upper) => {
        const stored = Array.from(role, (c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        expect(roleMatches(stored, role)).toBe(true);
        for (const other of (['User', 'Admin', 'Sales'] as const).filter((r) => r !== role)) {
          expect(roleMatches(stored, other)).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['Sales', true],
    ['sales', true],
    ['User', false],
    ['Admin', false],
    [null, false],
  ])('a %j session is cleared at validation: %s', (role, expected) => {
    expect(mustClearSessionAtValidation(role)).toBe(expected);
  });

  it.each([
    ['User', true],
    ['user', true],
    ['USER', true],
    ['Admin', false],
    ['Sales', false],
    [null, false],
  ])('the profile of a %j login is stored: %s', (role, expected) => {
    expect(shouldStoreProfileAtLogin(role)).toBe(expected);
  });
});

describe('session check outcome (SPEC §4 Session)', () => {
  it.each([
    [false, 'User'],
    [false, 'Sales'],
    [false, null],
  ])('an invalid token (role %s) expires the session with the message after 1 second', (tokenValid, role) => {
    expect(sessionCheckOutcome({ tokenValid, role })).toEqual({
      kind: 'expire',
      to: '/login?expired=true',
      delayMs: 1000,
      notice: 'sessionExpired',
    });
  });

  it.each([
    ['Sales', { kind: 'clear' }],
    ['sales', { kind: 'clear' }],
    ['User', { kind: 'keep' }],
    ['Admin', { kind: 'keep' }],
    [null, { kind: 'keep' }],
  ])('a valid %j session: %j', (role, outcome) => {
    expect(sessionCheckOutcome({ tokenValid: true, role })).toEqual(outcome);
  });
});
