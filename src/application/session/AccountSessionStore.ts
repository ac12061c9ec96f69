import type { ServiceIdentifier } from 'inversify';
import type { GuardFacts } from '@tiara/domain/access';
import type { ActiveSubscription } from '../ai/AiApi';
import type { SignedInUser } from '../auth/AuthApi';
import type { SessionStore } from './SessionStore';

/** The signed-in customer's profile as stored at login; missing values read as ''. */
export interface StoredProfile {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
  /** Null when not stored or unreadable. */
  readonly memberSince: Date | null;
}

/** A value the account screens keep for a while (SPEC §9), with whom it is about and when it was saved. */
export interface CachedValue<T> {
  readonly userId: number;
  readonly savedAt: Date;
  readonly value: T;
}

/**
 * The session as the account screens, the session check and the route guards need it: SessionStore's
 * reads plus SPEC §3/§4's writes (sign in, clear) and the 5-minute subscription cache (the orders'
 * is OrderHistoryCache). A corrupt stored value reads as absent.
 */
export interface AccountSessionStore extends SessionStore {
  /** What the route guard decides on, exactly as stored (SPEC §3). */
  guardFacts(): GuardFacts;
  profile(): StoredProfile;
  /** Stores the token, the user id and role, the profile and its delivery details, and isAuthenticated 'true'. */
  signedIn(user: SignedInUser): void;
  /**
   * SPEC §4 logout and session expiry: clears local storage, then stores token 'null', userId '0'
   * and isAuthenticated 'false'. Only the e-mail the person asked to be remembered survives, and
   * the admin and sales areas' own sessions.
   */
  cleared(): void;
  /** The e-mail kept by the login page's 'Remember me', or null. */
  rememberedEmail(): string | null;
  rememberEmail(email: string | null): void;
  /**
   * The cached subscription, or null when none is cached or the cart has changed since (paying for
   * a plan empties the cart, so the cached one may be out of date).
   */
  cachedSubscription(): CachedValue<ActiveSubscription> | null;
  cacheSubscription(entry: CachedValue<ActiveSubscription>): void;
}

export const AccountSessionStore: ServiceIdentifier<AccountSessionStore> = Symbol('AccountSessionStore');
