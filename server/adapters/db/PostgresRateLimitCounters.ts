import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from './Database';
import { type BatchOutcome, InFlightBatcher } from './InFlightBatcher';
import { rateLimitCounters } from './schema';

const hashedKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** How often (at most) a server deletes counters whose window ended long ago. */
const SWEEP_INTERVAL_MS = 60_000;

/** Hits that arrive together are counted in one statement; more than this wait for the next. */
const MAX_HITS_PER_BATCH = 200;

/** A key's attempts in its current window, and the time that window has left. */
interface Counted {
  readonly hits: number;
  readonly msLeft: number;
}

interface Hit {
  readonly key: string;
  readonly windowMs: number;
}

/**
 * The rate limits' counters (server/http/rateLimits.ts) in the database, so every server that shares it counts the same attempts.
 * One statement per batch of hits (InFlightBatcher: hits that arrive while one is being counted go
 * together next, so a busy server pays one round trip for all of them, an idle one none more):
 * for each key it starts a new window when the row's has ended, else adds the key's hits, and
 * answers with the count and the time left, both read from the database's clock, which every
 * server shares. The hits of one key in a batch are numbered in the order they arrived, as one
 * statement each would have counted them. Keys are hashed: the table holds no e-mail or client
 * address, and a key's length does not depend on what a client sends.
 */
export class PostgresRateLimitCounters {
  private lastSweep = Number.NEGATIVE_INFINITY;
  private readonly hits: InFlightBatcher<Hit, Counted>;

  constructor(private readonly db: Database) {
    this.hits = new InFlightBatcher((batch) => this.countBatch(batch), MAX_HITS_PER_BATCH);
  }

  hit(key: string, windowMs: number): Promise<Counted> {
    this.sweepNowAndThen();
    return this.hits.submit({ key: hashedKey(key), windowMs });
  }

  private async countBatch(batch: readonly Hit[]): Promise<readonly BatchOutcome<Counted>[]> {
    const perKey = new Map<string, { windowMs: number; count: number }>();
    for (const { key, windowMs } of batch) {
      const counted = perKey.get(key);
      if (counted) counted.count += 1;
      else perKey.set(key, { windowMs, count: 1 });
    }
    // Rows are locked in the order of their keys, whichever server counts them: two batches never wait on each other in a circle.
    const hits = [...perKey.entries()].map(([key, { windowMs, count }]) => ({ key, count, window_ms: windowMs })).sort((a, b) => (a.key < b.key ? -1 : 1));
    // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`.
    // The time left is read from clock_timestamp(), not now(): a statement that waited on a
    // concurrent hit's row may see a window started by a transaction younger than its own now().
    const result = (await this.db.execute(sql`
      INSERT INTO rate_limit_counters (key, hits, window_ends_at)
      SELECT hit.key, hit.count, now() + hit.window_ms * interval '1 millisecond'
      FROM jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) AS hit(key text, count int, window_ms int)
      ORDER BY hit.key
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_counters.window_ends_at <= now() THEN excluded.hits ELSE rate_limit_counters.hits + excluded.hits END,
        window_ends_at = CASE WHEN rate_limit_counters.window_ends_at <= now() THEN excluded.window_ends_at ELSE rate_limit_counters.window_ends_at END
      RETURNING key, hits, greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::int AS ms_left`)) as unknown as {
      rows: { key: string; hits: number; ms_left: number }[];
    };
    const counted = new Map(result.rows.map((row) => [row.key, { total: Number(row.hits), msLeft: Number(row.ms_left) }]));
    const numbered = new Map<string, number>();
    return batch.map(({ key }) => {
      const row = counted.get(key);
      if (!row) return { ok: false, error: new Error('the rate-limit counter was not written') };
      const before = numbered.get(key) ?? 0;
      numbered.set(key, before + 1);
      const inBatch = perKey.get(key)?.count ?? 1;
      return { ok: true, value: { hits: row.total - inBatch + before + 1, msLeft: row.msLeft } };
    });
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
