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

/** Every memory of a database's catalogue reads, by name: one set per database, so test servers never share. */
const cachesByDatabase = new WeakMap<Database, Map<string, CatalogReadCache<unknown>>>();

function memoryOf<T>(db: Database, name: string, maxEntries: number): CatalogReadCache<T> {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = new Map();
    cachesByDatabase.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new CatalogReadCache<unknown>(CATALOG_READ_TTL_MS, maxEntries);
    caches.set(name, cache);
  }
  return cache as CatalogReadCache<T>;
}

/** The serialised catalogue answers of one database. */
export function catalogReadCache(db: Database): CatalogReadCache<Buffer> {
  return memoryOf<Buffer>(db, 'answers', MAX_CACHED_ANSWERS);
}

/** One reading of a database's catalogue that many answers are computed from (the suggestions' names), under its own name. */
export function catalogSnapshotCache<T>(db: Database, name: string): CatalogReadCache<T> {
  return memoryOf<T>(db, name, 1);
}

/**
 * Call after committing a change to products, variants, reviews or subcategories, so that this
 * server shows it at once; other servers on the same database see it within CATALOG_READ_TTL_MS.
 */
export function catalogChanged(db: Database): void {
  for (const cache of cachesByDatabase.get(db)?.values() ?? []) cache.invalidate();
}
