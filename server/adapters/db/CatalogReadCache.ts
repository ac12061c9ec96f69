import type { Database } from './Database';

interface Entry<T> {
  readonly value: Promise<T>;
  readonly expiresAt: number;
}

/**
 * Remembers catalogue answers for a moment. A PGlite query costs more than the whole budget of a
 * product page request (DESIGN §10: 3,000 detail and 1,000 list requests a second), so the busy
 * storefront reads are answered from memory and rebuilt at most once per key per `ttlMs`.
 * Concurrent misses share one build, a failed build is not kept, and the number of keys is
 * bounded because some keys come from the query string. Freshness is a monotonic-clock matter,
 * not business time, so it does not follow the server's `now`.
 */
export class CatalogReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(ttlMs: number, maxEntries: number, clock: () => number = () => performance.now()) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.clock = clock;
  }

  get(key: string, build: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry<T> = { value: build(), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets everything, so the next read sees the database as it is now. */
  invalidate(): void {
    this.entries.clear();
  }
}

/** How long a catalogue answer may be served after it was read: the most a shopper sees stale stock or prices. */
export const CATALOG_READ_TTL_MS = 1000;
const MAX_CACHED_ANSWERS = 1000;

const cachesByDatabase = new WeakMap<Database, CatalogReadCache<Buffer>>();

/** The serialised catalogue answers of one database (one per database, so test servers never share). */
export function catalogReadCache(db: Database): CatalogReadCache<Buffer> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new CatalogReadCache<Buffer>(CATALOG_READ_TTL_MS, MAX_CACHED_ANSWERS);
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

/**
 * Call after committing a change to products, variants, reviews or subcategories, so that this
 * server shows it at once; other servers on the same database see it within CATALOG_READ_TTL_MS.
 */
export function catalogChanged(db: Database): void {
  cachesByDatabase.get(db)?.invalidate();
}
