import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  guardDecision,
  isSignedIn,
  normalisePathname,
  roleMatches,
  routeAccessOf,
  SESSION_EXPIRED_REDIRECT,
  tokenValidated,
  type GuardDecision,
  type GuardFacts,
  type RouteAccess,
} from '@tiara/domain/access';

const ADMIN_CHILDREN = [
  'dashboard', 'categories', 'products', 'orders', 'users', 'notifications', 'payments', 'events',
  'dental-training', 'promocodes', 'tiaraai-subscriptions', 'shipping-fees', 'management', 'jobs', 'arabic',
];

/** Every route of SPEC §2's route table with its access rule. */
const ROUTE_TABLE: readonly (readonly [string, RouteAccess])[] = [
  ['/', 'public'],
  ['/login', 'guest-only'],
  ['/signup', 'guest-only'],
  ['/forgot-password', 'public'],
  ['/products', 'public'],
  ['/products?category=2&page=3&search=crown&sort=price-asc&perPage=24', 'public'],
  ['/products/51', 'public'],
  ['/cart', 'public'],
  ['/checkout', 'public'],
  ['/payment/confirmation?success=true&order=9&merchant_order_id=tiaraai-9&payment_method=credit', 'public'],
  ['/account', 'signed-in'],
  ['/my-orders', 'public'],
  ['/notifications', 'public'],
  ['/contact', 'public'],
  ['/training', 'public'],
  ['/ai', 'public'],
  ['/tiara-ai-checkout', 'public'],
  ['/ai-scan-upload', 'subscriber'],
  ['/events', 'public'],
  ['/privacy-policy', 'public'],
  ['/refund-exchange-policy', 'public'],
  ['/shipping-policy', 'public'],
  ['/admin/login', 'public'],
  ['/admin', 'admin'],
  ...ADMIN_CHILDREN.map((child) => [`/admin/${child}`, 'admin'] as const),
  ['/sales/login', 'public'],
  ['/sales', 'sales'],
  ['/sales/orders', 'sales'],
];

const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';
const personas: Record<string, GuardFacts> = {
  guest: { token: 'null', userId: '0', role: null, subscriptionFlag: null },
  user: { token, userId: '7', role: 'User', subscriptionFlag: 'false' },
  subscriber: { token, userId: '7', role: 'user', subscriptionFlag: 'true' },
  admin: { token, userId: '1', role: 'admin', subscriptionFlag: null },
  sales: { token, userId: '2', role: 'Sales', subscriptionFlag: null },
};

const allow: GuardDecision = { kind: 'allow' };
const validate: GuardDecision = { kind: 'validate-token' };
const to = (target: string): GuardDecision => ({ kind: 'redirect', to: target, delayMs: 0, notice: null });

/** What each persona meets on a route of each access kind. */
const EXPECTED: Record<RouteAccess, Record<keyof typeof personas, GuardDecision>> = {
  public: { guest: allow, user: allow, subscriber: allow, admin: allow, sales: allow },
  'guest-only': { guest: allow, user: to('/'), subscriber: to('/'), admin: to('/'), sales: to('/') },
  'signed-in': { guest: to('/login'), user: validate, subscriber: validate, admin: validate, sales: validate },
  // Signed in without a plan: the plans, which say why (issue 27); SPEC's /login would send them home.
  subscriber: { guest: to('/login'), user: to('/ai?needs=plan'), subscriber: validate, admin: to('/ai?needs=plan'), sales: to('/ai?needs=plan') },
  admin: { guest: to('/admin/login'), user: to('/admin/login'), subscriber: to('/admin/login'), admin: validate, sales: to('/admin/login') },
  sales: { guest: to('/sales/login'), user: to('/sales/login'), subscriber: to('/sales/login'), admin: validate, sales: validate },
};

describe('route table (SPEC §2)', () => {
  it.each(ROUTE_TABLE)('%s is %s', (path, access) => {
    expect(routeAccessOf(path)).toBe(access);
  });

  const cases = ROUTE_TABLE.flatMap(([path, access]) =>
    Object.keys(personas).map((persona) => [path, persona, EXPECTED[access][persona]] as const),
  );
  it.each(cases)('%s for a %s: %j', (path, persona, decision) => {
    expect(guardDecision(path, personas[persona] as GuardFacts)).toEqual(decision);
  });
});

describe('path normalisation', () => {
  it.each([
    ['/Admin', '/admin', 'admin'],
    ['/ADMIN/Dashboard/', '/admin/dashboard', 'admin'],
    ['//admin//users', '/admin/users', 'admin'],
    ['/%61dmin/orders', '/admin/orders', 'admin'],
    ['/products/../admin', '/admin', 'admin'],
    ['/./admin/./payments', '/admin/payments', 'admin'],
    ['/admin/login/', '/admin/login', 'public'],
    ['/Admin/Login', '/admin/login', 'public'],
    ['/admin/login/extra', '/admin/login/extra', 'admin'],
    ['/administrator', '/administrator', 'public'],
    ['/sales-report', '/sales-report', 'public'],
    ['/SALES/orders?x=1#top', '/sales/orders', 'sales'],
    ['/account/', '/account', 'signed-in'],
    ['/Account#settings', '/account', 'signed-in'],
    ['/ai-scan-upload/', '/ai-scan-upload', 'subscriber'],
    ['/LOGIN?expired=true', '/login', 'guest-only'],
    ['', '/', 'public'],
    ['admin', '/admin', 'admin'],
    ['/%E0%A4%A', '/%e0%a4%a', 'public'],
  ] as const)('%j is read as %j (%s)', (raw, normalised, access) => {
    expect(normalisePathname(raw)).toBe(normalised);
    expect(routeAccessOf(raw)).toBe(access);
  });
});

describe('token validation (SPEC §4 Route guard)', () => {
  it.each(['/account', '/ai-scan-upload', '/admin/orders', '/sales'])('a valid token opens %s', (path) => {
    expect(tokenValidated(path, true)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/account', '/login'],
    ['/ai-scan-upload', '/login'],
    ['/admin', '/admin/login'],
    ['/admin/orders', '/admin/login'],
    ['/sales/orders', '/sales/login'],
  ])('a refused token on %s shows Unauthorized Access and goes to %s after 1 second', (path, login) => {
    expect(tokenValidated(path, false)).toEqual({ kind: 'redirect', to: login, delayMs: 1000, notice: 'unauthorizedAccess' });
  });

  it.each(['/', '/products/4', '/login', '/admin/login'])('%s needs no validation, so a refusal changes nothing', (path) => {
    expect(tokenValidated(path, false)).toEqual({ kind: 'allow' });
  });
});

describe('guard properties', () => {
  const knownPath = fc.constantFrom(...ROUTE_TABLE.map(([path]) => path), '/admin/unknown', '/sales/x', '/nowhere');
  const caseVariant = (text: string) =>
    fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
      Array.from(text, (c, i) => (upper[i] ? c.toUpperCase() : c)).join(''),
    );
  const disguised = fc
    .tuple(knownPath, fc.constantFrom('', '/', '//'), fc.constantFrom('', '?a=1', '#x'))
    .chain(([path, tail, suffix]) => caseVariant(path.split(/[?#]/)[0] ?? '').map((p) => p.replace('/', '//') + tail + suffix));
  const anyPath = fc.oneof(knownPath, disguised, fc.string({ maxLength: 20 }), fc.string({ unit: fc.constantFrom('/', 'a', 'd', 'm', 'i', 'n', '.', '%'), maxLength: 14 }));

  const facts: fc.Arbitrary<GuardFacts> = fc.record({
    token: fc.oneof(fc.constantFrom(null, '', 'null', 'undefined', token), fc.string({ maxLength: 6 })),
    userId: fc.oneof(fc.constantFrom(null, '', '0', 'null', '7', '-1', '00'), fc.string({ maxLength: 4 })),
    role: fc.oneof(fc.constantFrom(null, '', 'User', 'user', 'Admin', 'ADMIN', 'admin', 'Sales', 'sales', 'administrator'), fc.string({ maxLength: 6 })),
    subscriptionFlag: fc.oneof(fc.constantFrom(null, '', 'true', 'false', 'TRUE', 'True'), fc.string({ maxLength: 5 })),
  });

  /** The whole guard: the first decision, then the server's answer if it asked for one. */
  function finalDecision(path: string, f: GuardFacts, serverSaysValid: boolean): GuardDecision {
    const first = guardDecision(path, f);
    return first.kind === 'validate-token' ? tokenValidated(path, serverSaysValid) : first;
  }

  it('never allows an admin or sales path without that role and a session', () => {
    fc.assert(
      fc.property(anyPath, facts, fc.boolean(), (path, f, valid) => {
        const access = routeAccessOf(path);
        if (finalDecision(path, f, valid).kind !== 'allow') return;
        const signedIn = isSignedIn(f.token, f.userId);
        if (access === 'admin') expect(signedIn && roleMatches(f.role, 'Admin') && valid).toBe(true);
        if (access === 'sales') expect(signedIn && (roleMatches(f.role, 'Sales') || roleMatches(f.role, 'Admin')) && valid).toBe(true);
        if (access === 'subscriber') expect(signedIn && f.subscriptionFlag === 'true' && valid).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('treats every spelling of an admin path as admin (except the admin login)', () => {
    const adminPath = fc.constantFrom('/admin', ...ADMIN_CHILDREN.map((c) => `/admin/${c}`));
    fc.assert(
      fc.property(adminPath.chain(caseVariant), fc.constantFrom('', '/', '?q=1'), fc.boolean(), (path, tail, doubled) => {
        const raw = (doubled ? path.replace('/', '//') : path) + tail;
        expect(routeAccessOf(raw)).toBe('admin');
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a signed-out visitor onto a signed-in, subscriber, admin or sales route', () => {
    const protectedAccess: RouteAccess[] = ['signed-in', 'subscriber', 'admin', 'sales'];
    fc.assert(
      fc.property(anyPath, facts, (path, f) => {
        if (isSignedIn(f.token, f.userId) || !protectedAccess.includes(routeAccessOf(path))) return;
        expect(guardDecision(path, f).kind).toBe('redirect');
      }),
      { numRuns: 500 },
    );
  });

  it('redirects only to routes that need no credentials, and following them ends in an allow', () => {
    fc.assert(
      fc.property(anyPath, facts, fc.boolean(), (path, f, valid) => {
        let decision = finalDecision(path, f, valid);
        let hops = 0;
        while (decision.kind === 'redirect') {
          expect(['public', 'guest-only']).toContain(routeAccessOf(decision.to));
          hops += 1;
          expect(hops).toBeLessThanOrEqual(2);
          decision = guardDecision(decision.to, f);
        }
        expect(decision.kind).toBe('allow');
      }),
      { numRuns: 500 },
    );
  });

  it('never sends a signed-in person to /login or /signup, which would send them home without a word (issue 27)', () => {
    fc.assert(
      fc.property(anyPath, facts, (path, f) => {
        if (!isSignedIn(f.token, f.userId)) return;
        const decision = guardDecision(path, f);
        if (decision.kind === 'redirect') expect(routeAccessOf(decision.to)).not.toBe('guest-only');
      }),
      { numRuns: 500 },
    );
  });

  it('sends everyone signed in but without the flag from the upload to the plans, and everyone signed out to /login', () => {
    fc.assert(
      fc.property(fc.constantFrom('/ai-scan-upload', '/AI-Scan-Upload/', '//ai-scan-upload?x=1'), facts, (path, f) => {
        const decision = guardDecision(path, f);
        if (!isSignedIn(f.token, f.userId)) expect(decision).toEqual(to('/login'));
        else if (f.subscriptionFlag !== 'true') expect(decision).toEqual(to('/ai?needs=plan'));
        else expect(decision).toEqual(validate);
      }),
      { numRuns: 300 },
    );
  });

  it('sends an expired session to a route that lets a signed-out visitor in', () => {
    expect(routeAccessOf(SESSION_EXPIRED_REDIRECT)).toBe('guest-only');
    expect(guardDecision(SESSION_EXPIRED_REDIRECT, personas.guest as GuardFacts)).toEqual({ kind: 'allow' });
  });
});
