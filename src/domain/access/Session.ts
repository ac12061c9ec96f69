import type { AccessNotice } from './AccessNotice';
import { roleMatches } from './Role';
import { Routes } from './Routes';

/** SPEC §4 "Session": validated at start and every 15 minutes. */
export const SESSION_CHECK_INTERVAL_MS = 15 * 60 * 1000;
export const SESSION_EXPIRED_REDIRECT = `${Routes.login}?expired=true`;

/** SPEC §9: after session expiry in the shell, after token validation failure and after logout. */
export const REDIRECT_DELAY_MS = 1000;
/** SPEC §9: after login, signup, sign-in prompts and upload session expiry. */
export const SLOW_REDIRECT_DELAY_MS = 2000;

/** What the browser stores for token and userId when nobody is signed in (also their defaults). */
export const SIGNED_OUT_VALUES = { token: 'null', userId: '0' } as const;

function isBlankOrNull(text: string | null): boolean {
  if (text === null) return true;
  const value = text.trim();
  // 'undefined' gets stored when code writes an undefined value; it is no more a session than 'null'.
  return value === '' || value === 'null' || value === 'undefined';
}

/**
 * SPEC §3: the token is the text 'null' when logged out, and a user id of 0 or null means signed
 * out. A user id must be a positive whole number; a token without one is not a session.
 */
export function isSignedIn(token: string | null, userId: string | null): boolean {
  if (isBlankOrNull(token) || userId === null) return false;
  const id = userId.trim();
  return /^\d+$/.test(id) && Number(id) > 0;
}

/** SPEC §4: a user with role Sales is cleared from storage at session validation. */
export function mustClearSessionAtValidation(role: string | null): boolean {
  return roleMatches(role, 'Sales');
}

/** SPEC §6: the profile is stored at login only when the returned role is 'User' (any case). */
export function shouldStoreProfileAtLogin(role: string | null): boolean {
  return roleMatches(role, 'User');
}

export interface Redirect {
  readonly to: string;
  readonly delayMs: number;
  /** What to tell the person on the way out, if anything. */
  readonly notice: AccessNotice | null;
}

export type SessionCheckOutcome =
  | { readonly kind: 'keep' }
  /** Clear storage, store SIGNED_OUT_VALUES, show the notice, then redirect. */
  | ({ readonly kind: 'expire' } & Redirect)
  /** Clear storage and store SIGNED_OUT_VALUES, without a message or a redirect. */
  | { readonly kind: 'clear' };

/**
 * What the periodic session check does with the server's answer about a stored token. An expired
 * token wins over the Sales rule because the person should be told their session ended.
 */
export function sessionCheckOutcome(facts: { readonly tokenValid: boolean; readonly role: string | null }): SessionCheckOutcome {
  if (!facts.tokenValid) {
    return { kind: 'expire', to: SESSION_EXPIRED_REDIRECT, delayMs: REDIRECT_DELAY_MS, notice: 'sessionExpired' };
  }
  return mustClearSessionAtValidation(facts.role) ? { kind: 'clear' } : { kind: 'keep' };
}
