import * as z from 'zod/mini';
import type { CachedValue } from '../../application/session/AccountSessionStore';
import { CART_STORAGE_KEY } from './BrowserCartStore';

/** A stored text longer than this was not written by this shop; it reads as absent. */
const MAX_CACHE_LENGTH = 1_000_000;

/** The stored text at `key`, or null when there is none or the storage cannot be read. */
export function readOrNull(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function dateOf(value: string | number): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The account cache entry at `key` (SPEC §9), unless the cart has changed since it was saved:
 * placing an order or paying for one empties the cart, so a changed cart means the orders, their
 * statuses or the plan may have changed too, and the account screens must not show the old copy
 * for the rest of its 5 minutes.
 */
export function readCacheEntry<T extends { readonly cart: string | null }>(storage: Storage, key: string, schema: z.ZodMiniType<T>): T | null {
  const text = readOrNull(storage, key);
  if (text === null || text.length > MAX_CACHE_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.safeParse(schema, value);
  return parsed.success && parsed.data.cart === readOrNull(storage, CART_STORAGE_KEY) ? parsed.data : null;
}

/** Keeps `value` at `key` with whom it is about, when it was saved, the cart as stored now and whatever else `also` says of it. */
export function writeCacheEntry(storage: Storage, key: string, entry: CachedValue<unknown>, value: unknown, also: Readonly<Record<string, unknown>> = {}): void {
  try {
    storage.setItem(key, JSON.stringify({ ...also, userId: entry.userId, savedAt: entry.savedAt.getTime(), cart: readOrNull(storage, CART_STORAGE_KEY), value }));
  } catch {
    // A full or disabled storage keeps nothing: the account screens ask the server again.
  }
}
