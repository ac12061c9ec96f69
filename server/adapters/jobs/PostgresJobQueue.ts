import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { JobQueue } from '../../application/jobs/JobQueue';
import type { Database } from '../db/Database';
import { backgroundJobs } from '../db/schema';

/** A job a worker holds the lease of; `attempts` counts this run. */
export interface ClaimedJob {
  readonly id: number;
  readonly kind: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly maxAttempts: number;
}

/** The longest error text kept on a job. */
const MAX_ERROR_LENGTH = 2000;

/*
 * Every time here is the database's clock (now()), never the server's `now`: run_at and leases are
 * compared by servers that each have their own clock, and the one clock they all read is the
 * database's. The server's `now` is business time (what a customer or a test's moved clock sees),
 * which has no say in when a lease runs out.
 */
const fromNow = (milliseconds: number) => sql`now() + (${Math.max(0, Math.round(milliseconds))}::integer * interval '1 millisecond')`;

/**
 * The job queue in the `background_jobs` table. A job is claimed with one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` selection, so concurrent workers (on one server or many) never take the
 * same job; the claim is a lease the worker renews while the job runs, and every later change is
 * made only `WHERE lease_owner = <the worker> AND state = 'running'`: a worker whose lease ran out
 * and was taken over can no longer complete or fail the job.
 */
export class PostgresJobQueue implements JobQueue {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly defaults: { readonly maxAttempts: number },
  ) {}

  async enqueue(kind: string, payload: unknown): Promise<number> {
    const id = await this.enqueueWithin(this.db, kind, payload);
    this.wake();
    return id;
  }

  /**
   * Keeps a job within the caller's transaction, so the job exists exactly when the caller's change
   * does. The caller wakes the workers (`wake`) once it has committed.
   */
  async enqueueWithin(tx: Database, kind: string, payload: unknown): Promise<number> {
    const [row] = await tx
      .insert(backgroundJobs)
      .values({ kind, payload, maxAttempts: this.defaults.maxAttempts, runAt: sql`now()` })
      .returning({ id: backgroundJobs.id });
    if (!row) throw new Error('the job was not kept');
    return row.id;
  }

  /** Keeps jobs of one kind within the caller's transaction in one statement, as `enqueueWithin` keeps one. */
  async enqueueAllWithin(tx: Database, kind: string, payloads: readonly unknown[]): Promise<void> {
    if (payloads.length === 0) return;
    await tx.insert(backgroundJobs).values(payloads.map((payload) => ({ kind, payload, maxAttempts: this.defaults.maxAttempts, runAt: sql`now()` })));
  }

  /** Called when this process enqueued a job, so its own worker need not wait for the next poll. */
  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  wake(): void {
    for (const listener of this.listeners) listener();
  }

  /** Takes up to `limit` due jobs: waiting ones whose time has come, and running ones whose worker's lease ran out. */
  async claim(owner: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    const t = backgroundJobs;
    // Written as SQL rather than through db.select: the poll runs every second on every server and
    // is not one of the app's reads (tests count those). Two selections, each read in its index's
    // order and stopped at `limit`: one selection of both kinds, sorted by run_at, read and sorted
    // every due job to take two, so a backlog of mail (a busy hour's orders) made every claim slower,
    // and on the embedded database each claim held up every request meanwhile. Jobs whose worker's
    // lease ran out go first.
    const due = sql`WITH abandoned AS (
        SELECT ${t.id} FROM ${t} WHERE ${t.state} = 'running' AND ${t.leaseEndsAt} < now() ORDER BY ${t.leaseEndsAt} LIMIT ${limit} FOR UPDATE SKIP LOCKED
      ), waiting AS (
        SELECT ${t.id} FROM ${t} WHERE ${t.state} = 'waiting' AND ${t.runAt} <= now() ORDER BY ${t.runAt}, ${t.id} LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      SELECT id FROM abandoned UNION ALL SELECT id FROM waiting LIMIT ${limit}`;
    const rows = await this.db
      .update(backgroundJobs)
      .set({ state: 'running', attempts: sql`${backgroundJobs.attempts} + 1`, leaseOwner: owner, leaseEndsAt: fromNow(leaseMs) })
      .where(sql`${backgroundJobs.id} IN (${due})`)
      .returning({ id: backgroundJobs.id, kind: backgroundJobs.kind, payload: backgroundJobs.payload, attempts: backgroundJobs.attempts, maxAttempts: backgroundJobs.maxAttempts });
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Extends the leases the worker still holds; answers the ids it still holds. */
  async renew(owner: string, ids: readonly number[], leaseMs: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .update(backgroundJobs)
      .set({ leaseEndsAt: fromNow(leaseMs) })
      .where(and(this.heldBy(owner), inArray(backgroundJobs.id, [...ids])))
      .returning({ id: backgroundJobs.id });
    return rows.map((row) => row.id);
  }

  /**
   * Running → completed, keeping `keptPayload` in place of what the job was given, or the payload
   * as it is when undefined (most jobs: a mail's few kilobytes are not written again for nothing);
   * false when the worker no longer holds the job.
   */
  complete(id: number, owner: string, keptPayload?: unknown): Promise<boolean> {
    return this.settle(id, owner, { state: 'completed', ...(keptPayload === undefined ? {} : { payload: keptPayload }), leaseOwner: null, leaseEndsAt: null, finishedAt: sql`now()` });
  }

  /** Running → waiting again after `delayMs`, with the error; false when the worker no longer holds the job. */
  retryLater(id: number, owner: string, error: string, delayMs: number): Promise<boolean> {
    return this.settle(id, owner, { state: 'waiting', runAt: fromNow(delayMs), lastError: error.slice(0, MAX_ERROR_LENGTH), leaseOwner: null, leaseEndsAt: null });
  }

  /** Running → failed for good, with the error; false when the worker no longer holds the job. */
  fail(id: number, owner: string, error: string, keptPayload: unknown): Promise<boolean> {
    return this.settle(id, owner, {
      state: 'failed',
      payload: keptPayload,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      leaseOwner: null,
      leaseEndsAt: null,
      finishedAt: sql`now()`,
    });
  }

  /** Gives a job back unfinished (its server is stopping): due at once for any worker, and this attempt does not count. */
  release(id: number, owner: string): Promise<boolean> {
    return this.settle(id, owner, { state: 'waiting', runAt: sql`now()`, attempts: sql`greatest(${backgroundJobs.attempts} - 1, 0)`, leaseOwner: null, leaseEndsAt: null });
  }

  private async settle(id: number, owner: string, change: PgUpdateSetSource<typeof backgroundJobs>): Promise<boolean> {
    const rows = await this.db
      .update(backgroundJobs)
      .set(change)
      .where(and(eq(backgroundJobs.id, id), this.heldBy(owner)))
      .returning({ id: backgroundJobs.id });
    return rows.length === 1;
  }

  private heldBy(owner: string) {
    return and(eq(backgroundJobs.leaseOwner, owner), eq(backgroundJobs.state, 'running'));
  }
}
