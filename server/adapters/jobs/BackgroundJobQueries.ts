import { count, desc, eq, sql } from 'drizzle-orm';
import { BACKGROUND_JOB_STATES, type BackgroundJobListing, type BackgroundJobState } from '@tiara/domain/background-job';
import type { Page, PageRequest } from '../../application/admin/AdminResults';
import { MAIL_JOB } from '../../application/mail/SendMailJob';
import { SCAN_JOB } from '../../application/scans/ProcessScanJob';
import type { Database } from '../db/Database';
import { backgroundJobs } from '../db/schema';

/**
 * Whether a mail job still holds what sending needs: not once a confidential body was dropped
 * (SendMailJob.keptAfterwards). Asked in SQL, so the body itself is never read to find out.
 */
export const mailCanBeSentAgain = sql<boolean>`(${backgroundJobs.kind} = ${MAIL_JOB} and coalesce(jsonb_typeof(${backgroundJobs.payload}->'text') = 'string', false))`;

/**
 * Whether the admin's Retry can run a job again: a failed mail that can still be sent. A failed
 * scan job is settled already (its scan failed, its segmentation given back), so a retry would do nothing.
 */
const canRetry = sql<boolean>`(${backgroundJobs.state} = 'failed' and ${mailCanBeSentAgain})`;

/** The admin's view of the job queue. The payload is read field by field in SQL, so a mail's body never leaves the database. */
export class BackgroundJobQueries {
  constructor(private readonly db: Database) {}

  async countsByState(): Promise<Record<BackgroundJobState, number>> {
    const rows = await this.db.select({ state: backgroundJobs.state, jobs: count() }).from(backgroundJobs).groupBy(backgroundJobs.state);
    const counts = Object.fromEntries(BACKGROUND_JOB_STATES.map((state) => [state, 0])) as Record<BackgroundJobState, number>;
    for (const row of rows) counts[row.state] = row.jobs;
    return counts;
  }

  /** Newest first. */
  async list(filter: { readonly state?: BackgroundJobState }, page: PageRequest): Promise<Page<BackgroundJobListing>> {
    const where = filter.state === undefined ? undefined : eq(backgroundJobs.state, filter.state);
    const [items, [total]] = await Promise.all([
      this.listings().where(where).orderBy(desc(backgroundJobs.createdAt), desc(backgroundJobs.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(backgroundJobs).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async job(id: number): Promise<BackgroundJobListing | null> {
    const [job] = await this.listings().where(eq(backgroundJobs.id, id));
    return job ?? null;
  }

  private listings() {
    const ofKind = (kind: string, field: string) => sql<string | null>`case when ${backgroundJobs.kind} = ${kind} then ${backgroundJobs.payload}->>${field} end`;
    return this.db
      .select({
        id: backgroundJobs.id,
        kind: backgroundJobs.kind,
        state: backgroundJobs.state,
        attempts: backgroundJobs.attempts,
        maxAttempts: backgroundJobs.maxAttempts,
        runAt: backgroundJobs.runAt,
        lastError: backgroundJobs.lastError,
        createdAt: backgroundJobs.createdAt,
        finishedAt: backgroundJobs.finishedAt,
        subject: ofKind(MAIL_JOB, 'subject'),
        scanJobId: sql<number | null>`(${ofKind(SCAN_JOB, 'jobId')})::int`,
        fileName: ofKind(SCAN_JOB, 'fileName'),
        canRetry,
      })
      .from(backgroundJobs)
      .$dynamic();
  }
}
