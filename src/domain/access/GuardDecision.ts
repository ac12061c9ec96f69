import { routeAccessOf, type RouteAccess } from './RouteAccess';
import { Routes } from './Routes';
import { isSignedIn, REDIRECT_DELAY_MS, type Redirect } from './Session';
import { opensStaffArea } from './StaffArea';

/** The browser-stored values the guard decides on (SPEC §3), exactly as read from storage. */
export interface GuardFacts {
  readonly token: string | null;
  readonly userId: string | null;
  readonly role: string | null;
  readonly subscriptionFlag: string | null;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  /** The caller validates the token with the server, then asks `tokenValidated`. */
  | { readonly kind: 'validate-token' }
  | ({ readonly kind: 'redirect' } & Redirect);

const ALLOW: GuardDecision = { kind: 'allow' };
const VALIDATE: GuardDecision = { kind: 'validate-token' };

function redirectNow(to: string): GuardDecision {
  return { kind: 'redirect', to, delayMs: 0, notice: null };
}

/** Where a visitor goes when they lack what a route needs: each staff area has its own login. */
function loginFor(access: RouteAccess): string {
  if (access === 'admin') return Routes.adminLogin;
  if (access === 'sales') return Routes.salesLogin;
  return Routes.login;
}

function meetsRequirement(access: RouteAccess, facts: GuardFacts): boolean {
  switch (access) {
    case 'signed-in':
      return true;
    case 'subscriber':
      return facts.subscriptionFlag === 'true';
    case 'admin':
    case 'sales':
      return opensStaffArea(access, facts.role);
    default:
      return false;
  }
}

/**
 * SPEC §4 "Route guard". A protected route needs a session (token and user id) and its role or
 * subscription flag; only then is the token worth validating with the server. Nothing is allowed
 * on a protected route before that validation. A signed-in customer without a plan is sent from
 * the upload to the plans, which say why (issue 27), rather than to SPEC's /login, which sends a
 * signed-in person home without a word.
 */
export function guardDecision(pathname: string, facts: GuardFacts): GuardDecision {
  const access = routeAccessOf(pathname);
  const signedIn = isSignedIn(facts.token, facts.userId);
  if (access === 'public') return ALLOW;
  if (access === 'guest-only') return signedIn ? redirectNow(Routes.home) : ALLOW;
  if (signedIn && meetsRequirement(access, facts)) return VALIDATE;
  return redirectNow(signedIn && access === 'subscriber' ? Routes.aiPlanNeeded : loginFor(access));
}

/**
 * The second half of the guard, after the server answered a 'validate-token' decision for the
 * same path. Routes that never ask for validation stay allowed whatever the answer. A refused
 * token goes to the login of where it was used: SPEC §4 says /login, but a staff token is only
 * ever used in a staff area, whose login is its own.
 */
export function tokenValidated(pathname: string, valid: boolean): GuardDecision {
  const access = routeAccessOf(pathname);
  if (access === 'public' || access === 'guest-only' || valid) return ALLOW;
  return { kind: 'redirect', to: loginFor(access), delayMs: REDIRECT_DELAY_MS, notice: 'unauthorizedAccess' };
}
