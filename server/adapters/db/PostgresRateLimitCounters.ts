import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from './Database';
import { rateLimitCounters } from './schema';

const hashedKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** How often (at most) a server deletes counters whose window ended long ago. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The rate limits' counters (server/http/rateLimits.ts) in the database, so every server that shares it counts the same attempts.
 * One statement per hit: it starts a new window when the row's has ended, else adds one, and
 * answers with the count and the time left, both read from the database's clock, which every
 * server shares. Keys are hashed: the table holds no e-mail or client address, and a key's length
 * does not depend on what a client sends.
 */
export class PostgresRateLimitCounters {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> {
    this.sweepNowAndThen();
    const hashed = hashedKey(key);
    const windowEnds = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: hashed, hits: 1, windowEndsAt: windowEnds })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
        },
      })
      // The time left is read from clock_timestamp(), not now(): a statement that waited on a
      // concurrent hit's row may see a window started by a transaction younger than its own now().
      .returning({
        hits: rateLimitCounters.hits,
        msLeft: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - clock_timestamp())) * 1000))::int`,
      });
    if (!row) throw new Error('the rate-limit counter was not written');
    return row;
  }

  /** One hit fewer in the key's current window; nothing when its window has ended (the next hit starts a new one anyway). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(0, ${rateLimitCounters.hits} - 1)` })
      .where(and(eq(rateLimitCounters.key, hashedKey(key)), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
  }

  /** Ended windows are already counted as absent; deleting them only keeps the table small. */
  private sweepNowAndThen(): void {
    const now = performance.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    this.db
      .delete(rateLimitCounters)
      .where(lte(rateLimitCounters.windowEndsAt, sql`now() - interval '1 minute'`))
      .catch(() => {
        // A failed clean-up is retried at the next sweep; counting never depended on it.
        this.lastSweep = Number.NEGATIVE_INFINITY;
      });
  }
}
