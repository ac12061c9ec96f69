import type { CachedValue } from '../session/AccountSessionStore';

/** SPEC §9: the orders and subscription caches last 5 minutes. */
export const ACCOUNT_CACHE_LIFETIME_MS = 300_000;

/**
 * Whether a cached value may stand in for asking the server: it is about this user and younger than
 * the cache lifetime. A value saved "in the future" (the device's clock went back) is not trusted.
 */
export function isFreshFor<T>(entry: CachedValue<T> | null, userId: number, now: Date): entry is CachedValue<T> {
  if (entry === null || entry.userId !== userId) return false;
  const age = now.getTime() - entry.savedAt.getTime();
  return age >= 0 && age < ACCOUNT_CACHE_LIFETIME_MS;
}
