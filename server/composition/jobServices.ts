import type { Database } from '../adapters/db/Database';
import { type JobLog, JobWorker } from '../adapters/jobs/JobWorker';
import { PostgresJobQueue } from '../adapters/jobs/PostgresJobQueue';
import { ScanJobsRepository } from '../adapters/scans/ScanJobsRepository';
import { QueuedMailer } from '../application/mail/QueuedMailer';
import { MAIL_JOB, SendMailJob } from '../application/mail/SendMailJob';
import { ProcessScanJob, type ScanLog, SCAN_JOB } from '../application/scans/ProcessScanJob';
import type { ServerContext } from '../http/ServerContext';

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

/** The queue, and the mailer that puts every message on it. */
export function jobQueueOf(db: Database, settings: JobSettings): { queue: PostgresJobQueue; mailer: QueuedMailer } {
  const queue = new PostgresJobQueue(db, { maxAttempts: settings.maxAttempts });
  return { queue, mailer: new QueuedMailer(queue) };
}

/** The worker that runs the app's jobs: a scan job segments its scan, a mail job sends its message through the mail transport. */
export function jobWorkerFor(context: ServerContext, settings: JobSettings, log: JobLog & ScanLog): JobWorker {
  const handlers = {
    [SCAN_JOB]: new ProcessScanJob(new ScanJobsRepository(context.db, context.jobs), context.scanProcessor, context.mailer, context.now, log),
    [MAIL_JOB]: new SendMailJob(context.mailTransport),
  };
  return new JobWorker(context.jobs, handlers, settings, log);
}
