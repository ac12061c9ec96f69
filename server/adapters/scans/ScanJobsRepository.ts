import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import type { ScanMailRecipient } from '../../application/scans/ScanMail';
import type { NewScanJob, QuotaStanding, RecordedScanJob, ScanJobs, ScanJobView, StoredScanFile } from '../../application/scans/ScanJobs';
import type { ScanJobInput, ScanProcessingResult } from '../../application/scans/ScanProcessor';
import { neutralScanFileName } from '../../application/scans/NeutralScanName';
import { SCAN_JOB } from '../../application/scans/ProcessScanJob';
import type { PostgresJobQueue } from '../jobs/PostgresJobQueue';
import type { Database } from '../db/Database';
import { aiSubscriptions, scanJobs, scanUploads, users } from '../db/schema';

/** A writer that lost the race for the last segmentation of one subscription tries the next one. */
const QUOTA_ATTEMPTS = 3;

export class ScanJobsRepository implements ScanJobs {
  constructor(
    private readonly db: Database,
    private readonly queue: PostgresJobQueue,
  ) {}

  async quotaStanding(userId: number): Promise<QuotaStanding> {
    const [row] = await this.db
      .select({
        active: sql<number>`count(*)::int`,
        withQuota: sql<number>`count(*) filter (where ${aiSubscriptions.segmentationsUsed} < ${aiSubscriptions.segmentationsAllowed})::int`,
      })
      .from(aiSubscriptions)
      .where(and(eq(aiSubscriptions.userId, userId), eq(aiSubscriptions.status, 'Active')));
    if (!row || row.active === 0) return 'no_subscription';
    return row.withQuota > 0 ? 'available' : 'no_segmentations';
  }

  async recordConsumingQuota(job: NewScanJob, at: Date, language: Language, fromUpload?: string): Promise<RecordedScanJob> {
    for (let attempt = 0; attempt < QUOTA_ATTEMPTS; attempt += 1) {
      const outcome = await this.db.transaction(async (tx): Promise<number | null | Exclude<RecordedScanJob, { refused: unknown }>> => {
        if (fromUpload !== undefined) {
          // The upload's row is locked until this transaction ends: a completion retried at the same
          // moment (on this server or another) waits here, then finds the job this one recorded.
          const [upload] = await tx
            .select({ jobId: scanUploads.jobId })
            .from(scanUploads)
            .where(and(eq(scanUploads.id, fromUpload), eq(scanUploads.userId, job.userId)))
            .for('update');
          if (!upload) return { gone: true };
          if (upload.jobId !== null) return { jobId: upload.jobId, again: true };
        }
        const oldestWithQuota = tx
          .select({ id: aiSubscriptions.id })
          .from(aiSubscriptions)
          .where(
            and(
              eq(aiSubscriptions.userId, job.userId),
              eq(aiSubscriptions.status, 'Active'),
              lt(aiSubscriptions.segmentationsUsed, aiSubscriptions.segmentationsAllowed),
            ),
          )
          .orderBy(asc(sql`coalesce(${aiSubscriptions.activatedAt}, ${aiSubscriptions.createdAt})`), asc(aiSubscriptions.id))
          .limit(1);
        // The condition is evaluated again on the row as it is after any concurrent writer
        // committed, so the last segmentation is taken by exactly one upload.
        const [taken] = await tx
          .update(aiSubscriptions)
          .set({ segmentationsUsed: sql`${aiSubscriptions.segmentationsUsed} + 1` })
          .where(
            and(
              eq(aiSubscriptions.id, sql`(${oldestWithQuota})`),
              eq(aiSubscriptions.status, 'Active'),
              lt(aiSubscriptions.segmentationsUsed, aiSubscriptions.segmentationsAllowed),
            ),
          )
          .returning({ id: aiSubscriptions.id });
        if (!taken) return null;
        const { extension, ...row } = job;
        const [created] = await tx
          .insert(scanJobs)
          .values({ ...row, fileName: '', subscriptionId: taken.id, status: 'Queued', createdAt: at })
          .returning({ id: scanJobs.id });
        if (!created) throw new Error('the scan job was not recorded');
        // Its neutral name needs its number: given in the same transaction, so no row is seen without it.
        const fileName = neutralScanFileName(created.id, extension);
        await tx.update(scanJobs).set({ fileName }).where(eq(scanJobs.id, created.id));
        // In the same transaction: no accepted scan (and no segmentation taken) is left without its processing.
        const input: ScanJobInput = { jobId: created.id, userId: job.userId, fileName, storedPath: job.storedPath, sizeBytes: job.sizeBytes, format: job.format };
        await this.queue.enqueueWithin(tx, SCAN_JOB, input);
        if (fromUpload !== undefined) await tx.update(scanUploads).set({ jobId: created.id }).where(eq(scanUploads.id, fromUpload));
        // Written only when the user's language changed, so most uploads add no write.
        await tx.update(users).set({ language }).where(and(eq(users.id, job.userId), sql`${users.language} IS DISTINCT FROM ${language}`));
        return created.id;
      });
      if (typeof outcome === 'object' && outcome !== null) return outcome;
      if (outcome !== null) {
        this.queue.wake();
        return { jobId: outcome };
      }
      const standing = await this.quotaStanding(job.userId);
      if (standing !== 'available') return { refused: standing };
    }
    return { refused: 'no_segmentations' };
  }

  async markProcessing(jobId: number): Promise<'first' | 'again' | 'finished'> {
    const rows = await this.db
      .update(scanJobs)
      .set({ status: 'Processing' })
      .where(and(eq(scanJobs.id, jobId), eq(scanJobs.status, 'Queued')))
      .returning({ id: scanJobs.id });
    if (rows.length === 1) return 'first';
    const [row] = await this.db.select({ status: scanJobs.status }).from(scanJobs).where(eq(scanJobs.id, jobId));
    return row?.status === 'Processing' ? 'again' : 'finished';
  }

  async markCompleted(jobId: number, result: ScanProcessingResult, at: Date): Promise<void> {
    await this.db
      .update(scanJobs)
      .set({ status: 'Completed', result, finishedAt: at })
      .where(and(eq(scanJobs.id, jobId), eq(scanJobs.status, 'Processing')));
  }

  markFailedAndRefund(jobId: number, reason: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(scanJobs)
        .set({ status: 'Failed', error: reason, finishedAt: at })
        .where(and(eq(scanJobs.id, jobId), inArray(scanJobs.status, ['Queued', 'Processing'])))
        .returning({ subscriptionId: scanJobs.subscriptionId });
      if (!failed) return false;
      await tx
        .update(aiSubscriptions)
        .set({ segmentationsUsed: sql`${aiSubscriptions.segmentationsUsed} - 1` })
        .where(and(eq(aiSubscriptions.id, failed.subscriptionId), sql`${aiSubscriptions.segmentationsUsed} > 0`));
      return true;
    });
  }

  async storedFile(userId: number, jobId: number): Promise<StoredScanFile | null> {
    const [row] = await this.db
      .select({ fileName: scanJobs.fileName, storedPath: scanJobs.storedPath, sizeBytes: scanJobs.sizeBytes })
      .from(scanJobs)
      .where(and(eq(scanJobs.id, jobId), eq(scanJobs.userId, userId)));
    return row ?? null;
  }

  async listForUser(userId: number): Promise<ScanJobView[]> {
    const rows = await this.db
      .select({
        id: scanJobs.id,
        fileName: scanJobs.fileName,
        sizeBytes: scanJobs.sizeBytes,
        format: scanJobs.format,
        status: scanJobs.status,
        createdAt: scanJobs.createdAt,
        finishedAt: scanJobs.finishedAt,
        result: scanJobs.result,
        error: scanJobs.error,
      })
      .from(scanJobs)
      .where(eq(scanJobs.userId, userId))
      .orderBy(desc(scanJobs.createdAt), desc(scanJobs.id));
    return rows.map((row) => ({ ...row, result: (row.result ?? null) as ScanProcessingResult | null }));
  }

  async recipient(userId: number): Promise<ScanMailRecipient | null> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ? { ...row, language: row.language ?? DEFAULT_LANGUAGE } : null;
  }
}
