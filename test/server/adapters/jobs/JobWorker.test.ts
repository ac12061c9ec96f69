import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/adapters/db/Database';
import { backgroundJobs } from '../../../../server/adapters/db/schema';
import { type JobHandlers, JobWorker, type JobWorkerOptions } from '../../../../server/adapters/jobs/JobWorker';
import { PostgresJobQueue } from '../../../../server/adapters/jobs/PostgresJobQueue';
import { PermanentJobFailure } from '../../../../server/application/jobs/JobHandler';
import { freshDatabase } from '../../support/databaseTemplate';

const FAST: JobWorkerOptions = { pollMs: 20, leaseMs: 2000, retryBaseMs: 40, retryCapMs: 100, concurrency: 3 };
const quiet = { warn: () => {}, error: () => {} };

let handle: DatabaseHandle;
let queue: PostgresJobQueue;
const workers: JobWorker[] = [];

function worker(handlers: JobHandlers, options: Partial<JobWorkerOptions> = {}): JobWorker {
  const started = new JobWorker(queue, handlers, { ...FAST, ...options }, quiet);
  workers.push(started);
  started.start();
  return started;
}

async function jobRow(id: number) {
  const [row] = await handle.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row!;
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  handle = await freshDatabase();
  queue = new PostgresJobQueue(handle.db, { maxAttempts: 3 });
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((started) => started.stop(0)));
  await handle.db.delete(backgroundJobs);
});

afterAll(async () => {
  await handle.close();
});

describe('the job queue', () => {
  it('runs each job to completion exactly once when two workers compete for them', async () => {
    const runs = new Map<number, number>();
    const count: JobHandlers = {
      count: {
        run: async (payload: { n: number }) => {
          runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      },
    };
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => queue.enqueue('count', { n })));
    const first = worker(count);
    const second = worker(count);
    await until(async () => (await handle.db.select().from(backgroundJobs).where(eq(backgroundJobs.state, 'completed'))).length === ids.length);
    await Promise.all([first.settled(), second.settled()]);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    const rows = await handle.db.select().from(backgroundJobs);
    expect(rows.every((row) => row.state === 'completed' && row.attempts === 1 && row.leaseOwner === null && row.finishedAt !== null)).toBe(true);
  });

  it('retries a failing job with a growing delay, then fails it for good with the error, giving up once', async () => {
    const tries: number[] = [];
    const gaveUp: unknown[] = [];
    const id = await queue.enqueue('flaky', { to: 'x' });
    worker({
      flaky: {
        run: async () => {
          tries.push(Date.now());
          throw new Error('SMTP server unreachable');
        },
        gaveUp: async (_payload, failure) => void gaveUp.push(failure),
      },
    });
    await until(async () => (await jobRow(id)).state === 'failed');
    expect(tries).toHaveLength(3);
    // 40 ms, then 80 ms (capped at 100).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(35);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(75);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Error: SMTP server unreachable', leaseOwner: null, finishedAt: expect.any(Date) });
    expect(gaveUp).toHaveLength(1);
  });

  it('keeps the error of a failed attempt while the job waits for its retry', async () => {
    const id = await queue.enqueue('once', {});
    let failed = false;
    worker(
      {
        once: {
          run: async () => {
            if (!failed) {
              failed = true;
              throw new Error('timeout');
            }
          },
        },
      },
      { retryBaseMs: 60_000, retryCapMs: 120_000 },
    );
    await until(async () => (await jobRow(id)).state === 'waiting' && failed);
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'Error: timeout', leaseOwner: null });
    expect(waiting.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
  });

  it('fails a job at once, without retries, on a PermanentJobFailure', async () => {
    let runs = 0;
    const id = await queue.enqueue('doomed', {});
    worker({
      doomed: {
        run: async () => {
          runs += 1;
          throw new PermanentJobFailure('the scan has fewer than 2 slices');
        },
      },
    });
    await until(async () => (await jobRow(id)).state === 'failed');
    expect(runs).toBe(1);
    expect((await jobRow(id)).lastError).toBe('PermanentJobFailure: the scan has fewer than 2 slices');
  });

  it('leaves a job whose worker died to another worker, and refuses the dead worker a late completion', async () => {
    const id = await queue.enqueue('work', { n: 1 });
    // A worker that claims the job and then dies: no heartbeat, no completion.
    const [claimed] = await queue.claim('a-worker-that-died', 1, 100);
    expect(claimed).toMatchObject({ id, attempts: 1 });
    const runs: number[] = [];
    const survivor = worker({ work: { run: async () => void runs.push(Date.now()) } });
    await until(async () => (await jobRow(id)).state === 'completed');
    expect(runs).toHaveLength(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2 });
    expect(await queue.complete(id, 'a-worker-that-died', { n: 1 })).toBe(false);
    expect(await queue.fail(id, 'a-worker-that-died', 'late', { n: 1 })).toBe(false);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 2, lastError: null });
    await survivor.settled();
  });

  it('renews the lease of a long job, so no other worker takes it meanwhile', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow: JobHandlers = {
      slow: {
        run: async () => {
          runs += 1;
          await released;
        },
      },
    };
    const id = await queue.enqueue('slow', {});
    // A lease several times the renewal's period, held for three leases: long enough that a busy
    // machine (the whole suite on two cores) renews in time, short enough to outlive it.
    worker(slow, { leaseMs: 400 });
    await until(() => runs === 1);
    worker(slow, { leaseMs: 400 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs).toBe(1);
    release();
    await until(async () => (await jobRow(id)).state === 'completed');
    expect(runs).toBe(1);
  });

  it('on a graceful stop, waits for running jobs, then gives back those still running without counting the attempt', async () => {
    let finishQuick = () => {};
    const quickDone = new Promise<void>((resolve) => (finishQuick = resolve));
    const started: string[] = [];
    const stopping = worker({
      job: {
        run: async (payload: { name: string }) => {
          started.push(payload.name);
          if (payload.name === 'quick') await quickDone;
          else await new Promise(() => {});
        },
      },
    });
    const quick = await queue.enqueue('job', { name: 'quick' });
    const stuck = await queue.enqueue('job', { name: 'stuck' });
    await until(() => started.length === 2);
    const stop = stopping.stop(200);
    finishQuick();
    await stop;
    expect(await jobRow(quick)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await jobRow(stuck)).toMatchObject({ state: 'waiting', attempts: 0, leaseOwner: null, leaseEndsAt: null });
    // Due at once for another server.
    const taker = worker({ job: { run: async () => {} } });
    await until(async () => (await jobRow(stuck)).state === 'completed');
    expect(await jobRow(stuck)).toMatchObject({ attempts: 1 });
    await taker.settled();
  });

  it('answers a job of a kind nobody handles with a failure, not a crash', async () => {
    const id = await queue.enqueue('unknown-kind', {});
    worker({});
    await until(async () => (await jobRow(id)).state === 'failed');
    expect((await jobRow(id)).lastError).toContain('no handler');
  });
});
