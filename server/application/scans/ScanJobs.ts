import type { Language } from '@tiara/domain/language';
import type { ScanMailRecipient } from './ScanMail';
import type { ScanFormat } from '@tiara/domain/scan-file';
import type { ScanProcessingResult } from './ScanProcessor';

/** Whether a user could start a segmentation now. */
export type QuotaStanding = 'available' | 'no_subscription' | 'no_segmentations';

export interface NewScanJob {
  readonly userId: number;
  /** The extension of its neutral name (neutralScanFileName), which its number completes once recorded. */
  readonly extension: string;
  readonly storedPath: string;
  readonly sizeBytes: number;
  readonly format: ScanFormat;
}

/** Where a job's file is kept, and the name its owner gave it. */
export interface StoredScanFile {
  readonly fileName: string;
  readonly storedPath: string;
  readonly sizeBytes: number;
}

export type ScanJobStatus = 'Queued' | 'Processing' | 'Completed' | 'Failed';

/** A job as its owner sees it. */
export interface ScanJobView {
  readonly id: number;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly format: string;
  readonly status: ScanJobStatus;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  readonly result: ScanProcessingResult | null;
  readonly error: string | null;
}

/** What recording a job did: the job (new, or the one its upload already became), or why nothing was recorded. */
export type RecordedScanJob =
  | { readonly jobId: number; readonly again?: true }
  | { readonly refused: Exclude<QuotaStanding, 'available'> }
  | { readonly gone: true };

/** The store of scan jobs and of the segmentation quota they consume. */
export interface ScanJobs {
  quotaStanding(userId: number): Promise<QuotaStanding>;
  /**
   * Takes one segmentation from the user's oldest Active subscription that has one left and
   * records the job as Queued with the job that will process it, in one transaction; under any concurrency no subscription goes
   * over its allowance. Without a segmentation, nothing is written and the standing says why.
   * The user's language is kept with the job, when it changed, for the mail about its result.
   * With `fromUpload` (a resumable upload of the same user) the job is linked to that upload in the
   * same transaction, once: an upload that already became a job gives that job back (`again`) and
   * takes nothing; an upload that no longer exists (expired, cancelled) records nothing (`gone`).
   */
  recordConsumingQuota(job: NewScanJob, at: Date, language: Language, fromUpload?: string): Promise<RecordedScanJob>;
  /**
   * Queued → Processing ('first'); a job found Processing already is taken again ('again': its
   * last run stopped midway); 'finished' when it is Completed or Failed.
   */
  markProcessing(jobId: number): Promise<'first' | 'again' | 'finished'>;
  /** Processing → Completed with the result. */
  markCompleted(jobId: number, result: ScanProcessingResult, at: Date): Promise<void>;
  /**
   * Queued or Processing → Failed, giving the segmentation back to its subscription in the same
   * transaction; false (and no refund) when the job had already finished, so a job refunds once.
   */
  markFailedAndRefund(jobId: number, reason: string, at: Date): Promise<boolean>;
  /** The stored file of the user's own job; null when the job is not theirs or does not exist. */
  storedFile(userId: number, jobId: number): Promise<StoredScanFile | null>;
  /** Newest first. */
  listForUser(userId: number): Promise<ScanJobView[]>;
  /** Where to send mail about a user's scans; null when the user is gone. */
  recipient(userId: number): Promise<ScanMailRecipient | null>;
}
