import type { Database } from '../adapters/db/Database';
import { JobWorker } from '../adapters/jobs/JobWorker';
import { PostgresJobQueue } from '../adapters/jobs/PostgresJobQueue';
import { ScanJobsRepository } from '../adapters/scans/ScanJobsRepository';
import { QueuedMailer } from '../application/mail/QueuedMailer';
import { MAIL_JOB, SendMailJob } from '../application/mail/SendMailJob';
import { ProcessScanJob, SCAN_JOB } from '../application/scans/ProcessScanJob';
import type { ServerContext, ZodApp } from './ServerContext';

/** The timings of the job queue and its worker (server/config.ts reads them from JOB_* and SHUTDOWN_GRACE_SECONDS). */
export interface JobSettings {
  readonly pollMs: number;
  readonly leaseMs: number;
  readonly retryBaseMs: number;
  readonly retryCapMs: number;
  readonly maxAttempts: number;
  readonly concurrency: number;
  /** On close, how long running jobs may take to finish before they are given back to the queue. */
  readonly shutdownGraceMs: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 10_000,
  retryCapMs: 60 * 60_000,
  maxAttempts: 5,
  concurrency: 2,
  shutdownGraceMs: 20_000,
};

const workers = new WeakMap<ZodApp, JobWorker>();

/** The queue, and the mailer that puts every message on it. */
export function jobQueueOf(db: Database, settings: JobSettings): { queue: PostgresJobQueue; mailer: QueuedMailer } {
  const queue = new PostgresJobQueue(db, { maxAttempts: settings.maxAttempts });
  return { queue, mailer: new QueuedMailer(queue) };
}

/** Runs the app's jobs from when it is ready until it closes; on close, running jobs get the grace period, then go back to the queue. */
export function registerJobWorker(app: ZodApp, context: ServerContext, settings: JobSettings): void {
  const handlers = {
    [SCAN_JOB]: new ProcessScanJob(new ScanJobsRepository(context.db, context.jobs), context.scanProcessor, context.mailer, context.now, app.log),
    [MAIL_JOB]: new SendMailJob(context.mailTransport),
  };
  const worker = new JobWorker(context.jobs, handlers, settings, app.log);
  workers.set(app, worker);
  app.addHook('onReady', async () => worker.start());
  // One grace period covers the whole close: requests drain first (Fastify closes the server before
  // onClose), then running jobs get what is left, less a moment to give back the ones still running.
  let closeBegan = 0;
  app.addHook('preClose', async () => {
    closeBegan = performance.now();
  });
  app.addHook('onClose', () => worker.stop(Math.max(0, settings.shutdownGraceMs - (performance.now() - closeBegan) - GIVE_BACK_MS)));
}

/** Kept from the grace period for giving unfinished jobs back to the queue and closing the database. */
const GIVE_BACK_MS = 1000;

/** The worker of an app built by `buildApp`: tests wait on it for the jobs their requests queued. */
export function jobWorkerOf(app: ZodApp): JobWorker {
  const worker = workers.get(app);
  if (!worker) throw new Error('this app runs no job worker');
  return worker;
}
