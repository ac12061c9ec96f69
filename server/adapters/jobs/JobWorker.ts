import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type JobHandler, LastAttemptAbandoned, PermanentJobFailure } from '../../application/jobs/JobHandler';
import type { ClaimedJob, PostgresJobQueue } from './PostgresJobQueue';

export interface JobWorkerOptions {
  /** How often the queue is asked for due jobs when this process enqueued none. */
  readonly pollMs: number;
  /** How long a claimed job stays this worker's without a heartbeat; renewed every third of it. */
  readonly leaseMs: number;
  /** The delay before the first retry; each further retry waits twice as long, up to `retryCapMs`. */
  readonly retryBaseMs: number;
  readonly retryCapMs: number;
  /** How many jobs this worker runs at once. */
  readonly concurrency: number;
}

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

// Handlers of every kind sit in one table: each is given back the payload its own kind enqueued.
export type JobHandlers = Readonly<Record<string, JobHandler<any>>>;

const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Claims due jobs from the queue and runs them with their kind's handler: on a timer, and at once
 * when this process enqueues one. While jobs run, their leases are renewed; a job whose lease is
 * lost (this process stalled and another server took it) is left to that server.
 */
export class JobWorker {
  /** Unique per worker, so a restarted process never mistakes a dead process's leases for its own. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  private readonly running = new Map<number, Promise<void>>();
  private readonly given = new Set<number>();
  private started = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private polling: Promise<void> | null = null;
  private pollAgain = false;

  constructor(
    private readonly queue: PostgresJobQueue,
    private readonly handlers: JobHandlers,
    private readonly options: JobWorkerOptions,
    private readonly log: JobLog,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = this.queue.onEnqueued(() => this.wake());
    this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(1, Math.floor(this.options.leaseMs / 3)));
    this.heartbeat.unref();
    this.wake();
  }

  /**
   * Stops claiming, waits up to `graceMs` for the running jobs, then gives back those still running
   * (due at once, the attempt not counted) so another server takes them without waiting for their leases.
   */
  async stop(graceMs: number): Promise<void> {
    this.started = false;
    this.unsubscribe?.();
    clearTimeout(this.pollTimer);
    await this.polling;
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(this.running.values()), grace]);
    clearTimeout(graceTimer);
    clearInterval(this.heartbeat);
    for (const id of this.running.keys()) {
      this.given.add(id);
      if (await this.queue.release(id, this.owner)) this.log.warn({ jobId: id }, 'a job still running at shutdown was given back');
    }
  }

  /** Resolves once every job that is due now has been run (or is running elsewhere): tests read the results after it. */
  async settled(): Promise<void> {
    for (;;) {
      await Promise.all(this.running.values());
      await this.polling;
      const claimed = await this.claimAndStart();
      if (claimed === 0 && this.running.size === 0) return;
    }
  }

  private wake(): void {
    if (!this.started) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.pollTimer);
    this.polling = this.poll().finally(() => {
      this.polling = null;
      if (!this.started) return;
      if (this.pollAgain) {
        this.pollAgain = false;
        this.wake();
      } else {
        this.pollTimer = setTimeout(() => this.wake(), this.options.pollMs);
        this.pollTimer.unref();
      }
    });
  }

  private async poll(): Promise<void> {
    try {
      await this.claimAndStart();
    } catch (error) {
      this.log.error({ err: error }, 'jobs could not be claimed');
    }
  }

  private async claimAndStart(): Promise<number> {
    const room = this.options.concurrency - this.running.size;
    if (room <= 0) return 0;
    const jobs = await this.queue.claim(this.owner, room, this.options.leaseMs);
    for (const job of jobs) {
      const run = this.run(job).finally(() => {
        this.running.delete(job.id);
        this.given.delete(job.id);
        // A slot came free: there may be more due work.
        this.wake();
      });
      this.running.set(job.id, run);
    }
    return jobs.length;
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.running.keys()].filter((id) => !this.given.has(id));
    if (ids.length === 0) return;
    try {
      const held = new Set(await this.queue.renew(this.owner, ids, this.options.leaseMs));
      for (const id of ids) if (!held.has(id)) this.log.warn({ jobId: id }, 'the lease of a running job was lost; another server may run it');
    } catch (error) {
      this.log.error({ err: error }, 'the leases of running jobs could not be renewed');
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobFailure(`no handler for jobs of kind "${job.kind}"`);
      // Claimed again after the server running its last attempt stopped: no attempt is left.
      if (job.attempts > job.maxAttempts) throw new LastAttemptAbandoned();
      await handler.run(job.payload);
      if (this.given.has(job.id)) return;
      const kept = this.kept(handler, job);
      if (!(await this.queue.complete(job.id, this.owner, kept === job.payload ? undefined : kept))) this.log.warn({ jobId: job.id, kind: job.kind }, 'a job finished after its lease was lost; its completion was refused');
    } catch (error) {
      if (this.given.has(job.id)) return;
      await this.failed(job, handler, error).catch((failure: unknown) => this.log.error({ err: failure, jobId: job.id }, 'a failed job could not be recorded'));
    }
  }

  private async failed(job: ClaimedJob, handler: JobHandler<unknown> | undefined, error: unknown): Promise<void> {
    const message = messageOf(error);
    const final = error instanceof PermanentJobFailure || error instanceof LastAttemptAbandoned || job.attempts >= job.maxAttempts;
    if (!final) {
      this.log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'a job failed and will be retried');
      await this.queue.retryLater(job.id, this.owner, message, Math.min(this.options.retryBaseMs * 2 ** (job.attempts - 1), this.options.retryCapMs));
      return;
    }
    this.log.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'a job failed for good');
    // Undone only while the lease is still this worker's: a job another server took over is not given up under it.
    if (!(await this.queue.renew(this.owner, [job.id], this.options.leaseMs)).includes(job.id)) return;
    await handler?.gaveUp?.(job.payload, error);
    await this.queue.fail(job.id, this.owner, message, handler ? this.kept(handler, job) : job.payload);
  }

  private kept(handler: JobHandler<unknown>, job: ClaimedJob): unknown {
    return handler.keptAfterwards ? handler.keptAfterwards(job.payload) : job.payload;
  }
}
