import * as z from 'zod/mini';
import type { ActiveSubscription } from '../../application/ai/AiApi';
import type { SignedInUser } from '../../application/auth/AuthApi';
import type { AccountSessionStore, CachedValue, StoredProfile } from '../../application/session/AccountSessionStore';
import type { StoredSession } from '../../application/session/SessionStore';
import { type GuardFacts, SIGNED_OUT_VALUES } from '@tiara/domain/access';
import { dateOf, readCacheEntry, readOrNull, writeCacheEntry } from './accountCacheEntries';
import type { StorageEvents } from './BrowserCartStore';
import { CheckoutDetailKeys, CheckoutKeys } from './BrowserCheckoutDetailsStore';
import { StaffSessionKeys } from './StaffSessionKeys';
import { UNFINISHED_UPLOADS_KEY } from './unfinishedUploadsKey';

/** SPEC §3 keys; the signed-out values are the texts 'null' and '0', which older pages also read. */
export const SessionKeys = { token: 'token', userId: 'userId', role: 'userRole', email: 'email' } as const;

/** The other keys of the signed-in customer, spelled as the shop's earlier pages wrote them. */
export const AccountKeys = {
  isAuthenticated: 'isAuthenticated',
  /**
   * The account holder's own names. SPEC §3's firstName, middleName and lastName are the checkout's
   * too, which writes each order's recipient there: the account's greeting would take their name.
   */
  firstName: 'accountFirstName',
  middleName: 'accountMiddleName',
  lastName: 'accountLastName',
  country: 'Country',
  memberSince: 'memberSince',
  rememberedEmail: 'rememberedEmail',
  cachedOrders: 'cachedOrders',
  cachedSubscription: 'cachedActiveSubscription',
} as const;

/** Values about the signed-in customer that a new sign-in must not inherit from an earlier one. */
const PER_USER_KEYS = [
  AccountKeys.cachedOrders,
  AccountKeys.cachedSubscription,
  CheckoutKeys.subscriptionFlag,
  CheckoutKeys.segmentationsAllowed,
  CheckoutKeys.aiActive,
];

/**
 * What a customer's logout or expired session leaves in storage: the e-mail the person asked to be
 * remembered, the staff areas' own sessions, which a customer's session says nothing about, and
 * unfinished scan uploads (each kept for its own user), so a session that expires in the middle of
 * an upload does not cost the bytes already sent.
 */
const KEPT_WHEN_CLEARED = [AccountKeys.rememberedEmail, ...Object.values(StaffSessionKeys), UNFINISHED_UPLOADS_KEY];

const cachedSubscriptionSchema = z.object({
  userId: z.int().check(z.positive()),
  savedAt: z.number(),
  cart: z.nullable(z.string()),
  value: z.object({
    isActive: z.literal(true),
    name: z.nullable(z.string()),
    // A cache written before plans were marked lacks it, and reads as none: the subscription is asked again.
    planId: z.nullable(z.int()),
    segmentationsAllowed: z.int(),
    segmentationsUsed: z.int(),
  }),
});

export class BrowserSessionStore implements AccountSessionStore {
  private readonly storage: Storage;
  private readonly events: StorageEvents;

  constructor(storage: Storage, events: StorageEvents) {
    this.storage = storage;
    this.events = events;
    this.initialiseSignedOutValues();
  }

  current(): StoredSession {
    const token = readOrNull(this.storage, SessionKeys.token);
    const userId = Number(readOrNull(this.storage, SessionKeys.userId));
    const signedIn = token !== null && token !== '' && token !== SIGNED_OUT_VALUES.token && token !== 'undefined';
    return {
      token: signedIn ? token : null,
      userId: signedIn && Number.isSafeInteger(userId) && userId > 0 ? userId : null,
      role: signedIn ? readOrNull(this.storage, SessionKeys.role) : null,
      email: signedIn ? readOrNull(this.storage, SessionKeys.email) : null,
    };
  }

  onChange(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SessionKeys.token || event.key === SessionKeys.userId) listener();
    };
    this.events.addEventListener('storage', onStorage);
    return () => this.events.removeEventListener('storage', onStorage);
  }

  guardFacts(): GuardFacts {
    return {
      token: readOrNull(this.storage, SessionKeys.token),
      userId: readOrNull(this.storage, SessionKeys.userId),
      role: readOrNull(this.storage, SessionKeys.role),
      subscriptionFlag: readOrNull(this.storage, CheckoutKeys.subscriptionFlag),
    };
  }

  profile(): StoredProfile {
    const text = (key: string): string => {
      const value = readOrNull(this.storage, key);
      return value === null || value === 'null' || value === 'undefined' ? '' : value;
    };
    const memberSince = text(AccountKeys.memberSince);
    return {
      firstName: text(AccountKeys.firstName),
      middleName: text(AccountKeys.middleName),
      lastName: text(AccountKeys.lastName),
      email: this.current().email ?? '',
      memberSince: memberSince === '' ? null : dateOf(memberSince),
    };
  }

  signedIn(user: SignedInUser): void {
    for (const key of PER_USER_KEYS) this.remove(key);
    this.write(SessionKeys.token, user.token);
    this.write(SessionKeys.userId, String(user.userId));
    this.write(SessionKeys.role, user.role);
    this.write(SessionKeys.email, user.email);
    this.write(AccountKeys.isAuthenticated, 'true');
    this.write(AccountKeys.firstName, user.firstName);
    this.write(AccountKeys.middleName, user.middleName);
    this.write(AccountKeys.lastName, user.lastName);
    this.write(CheckoutDetailKeys.firstName, user.firstName);
    this.write(CheckoutDetailKeys.middleName, user.middleName);
    this.write(CheckoutDetailKeys.lastName, user.lastName);
    this.write(CheckoutDetailKeys.address, user.address);
    this.write(CheckoutDetailKeys.city, user.city);
    this.write(CheckoutDetailKeys.state, user.state);
    this.write(CheckoutDetailKeys.postalCode, user.postalCode);
    this.write(CheckoutDetailKeys.phone, user.phone);
    this.write(AccountKeys.country, user.country);
    if (user.createdAt === null) this.remove(AccountKeys.memberSince);
    else this.write(AccountKeys.memberSince, user.createdAt.toISOString());
  }

  cleared(): void {
    const kept = KEPT_WHEN_CLEARED.flatMap((key) => {
      const value = readOrNull(this.storage, key);
      return value === null ? [] : [[key, value] as const];
    });
    try {
      this.storage.clear();
    } catch {
      // A storage that cannot be cleared is overwritten below as far as it lets us.
    }
    for (const [key, value] of kept) this.write(key, value);
    this.write(SessionKeys.token, SIGNED_OUT_VALUES.token);
    this.write(SessionKeys.userId, SIGNED_OUT_VALUES.userId);
    this.write(AccountKeys.isAuthenticated, 'false');
  }

  rememberedEmail(): string | null {
    const email = readOrNull(this.storage, AccountKeys.rememberedEmail);
    return email === null || email === '' || email.length > 254 ? null : email;
  }

  rememberEmail(email: string | null): void {
    if (email === null) this.remove(AccountKeys.rememberedEmail);
    else this.write(AccountKeys.rememberedEmail, email);
  }

  cachedSubscription(): CachedValue<ActiveSubscription> | null {
    const stored = readCacheEntry(this.storage, AccountKeys.cachedSubscription, cachedSubscriptionSchema);
    const savedAt = stored && dateOf(stored.savedAt);
    return stored && savedAt ? { userId: stored.userId, savedAt, value: stored.value } : null;
  }

  cacheSubscription(entry: CachedValue<ActiveSubscription>): void {
    writeCacheEntry(this.storage, AccountKeys.cachedSubscription, entry, entry.value);
  }

  /** SPEC §3: token and userId are initialised to 'null' and '0' when missing. */
  private initialiseSignedOutValues(): void {
    try {
      if (this.storage.getItem(SessionKeys.token) === null) this.storage.setItem(SessionKeys.token, SIGNED_OUT_VALUES.token);
      if (this.storage.getItem(SessionKeys.userId) === null) this.storage.setItem(SessionKeys.userId, SIGNED_OUT_VALUES.userId);
    } catch {
      // Without storage the visitor is simply signed out.
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // A full or disabled storage keeps the session for this page only.
    }
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing stored can be read back either.
    }
  }
}
