import { eq, sql } from 'drizzle-orm';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../application/admin/AdminMessages';
import { type AdminResult, conflicting, missing } from '../../application/admin/AdminResults';
import type { AuditStamp } from '../../application/admin/AuditTrail';
import { MAIL_JOB } from '../../application/mail/SendMailJob';
import { SCAN_JOB } from '../../application/scans/ProcessScanJob';
import { auditedTransaction } from '../db/admin/AuditedTransaction';
import type { Database } from '../db/Database';
import { backgroundJobs } from '../db/schema';
import { mailCanBeSentAgain } from './BackgroundJobQueries';

/**
 * The admin's Retry of a job that failed for good: it waits again, due now, with all its attempts
 * ahead of it, for whichever server's worker polls first. Its last error stays until a run replaces
 * it, so the list still says why it failed while it waits.
 */
export class FailedJobRetry {
  constructor(private readonly db: Database) {}

  retry(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      // Locked, so a second Retry of the same job waits for this one and then finds it waiting.
      const [job] = await tx
        .select({ kind: backgroundJobs.kind, state: backgroundJobs.state, sendable: mailCanBeSentAgain, attempts: backgroundJobs.attempts })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.id, id))
        .for('update');
      if (!job) return missing('job_not_found', AdminMessages.jobNotFound(id));
      if (job.state !== 'failed') return conflicting('not_failed', AdminMessages.jobNotFailed(id, job.state));
      if (job.kind === MAIL_JOB && !job.sendable) return conflicting('nothing_to_retry', AdminMessages.mailBodyDropped(id));
      // A scan job fails for good only after failing its scan and giving the segmentation back
      // (ProcessScanJob.gaveUp): run again, it would find the scan finished and do nothing.
      if (job.kind === SCAN_JOB) return conflicting('nothing_to_retry', AdminMessages.scanAlreadySettled(id));
      await tx
        .update(backgroundJobs)
        .set({ state: 'waiting', attempts: 0, runAt: sql`now()`, finishedAt: null, leaseOwner: null, leaseEndsAt: null })
        .where(eq(backgroundJobs.id, id));
      await audit({ action: 'retry', entity: 'background_job', entityId: id, details: { kind: job.kind, attempts: job.attempts } });
      return ok({ id });
    });
  }
}
