import type { JobHandler } from '../jobs/JobHandler';
import { PermanentJobFailure } from '../jobs/JobHandler';
import type { Mailer, MailMessage } from '../mail/Mailer';
import { MAIL_TEXTS } from '../mail/MailTemplates';
import { type ScanMailRecipient, scanReceivedMail, scanResultMail } from './ScanMail';
import type { ScanJobs } from './ScanJobs';
import { ScanProcessingError, ScanProcessorUnavailable, type ScanJobInput, type ScanProcessingResult, type ScanProcessor } from './ScanProcessor';

export const SCAN_JOB = 'scan';

export interface ScanLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The failure kept on a job when processing broke unexpectedly (kept in English; its mail says it in the customer's language). */
export const GENERAL_PROCESSING_FAILURE = MAIL_TEXTS.en.scanGeneralFailure;

/**
 * Runs an accepted scan as a `scan` job: Queued → Processing, the 'scan received' mail, then
 * Completed with the result mail. An unexpected error or an unavailable processor is retried by
 * the queue with the job left Processing; a ScanProcessingError (the scan itself is at fault) is
 * not, since the same scan would fail again. Only when the job fails for good is the scan Failed and its segmentation given
 * back, once. Mail goes out only after the state it reports is committed.
 */
/** What the customer is told when a scan failed for good: the processor's own reason when it gave one, else the shop's general words. */
function customerReason(failure: unknown): string {
  if (failure instanceof PermanentJobFailure && failure.cause instanceof ScanProcessingError) return failure.cause.message;
  if (failure instanceof ScanProcessorUnavailable) return failure.message;
  return GENERAL_PROCESSING_FAILURE;
}

export class ProcessScanJob implements JobHandler<ScanJobInput> {
  constructor(
    private readonly jobs: ScanJobs,
    private readonly processor: ScanProcessor,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log: ScanLog,
  ) {}

  async run(job: ScanJobInput): Promise<void> {
    const taken = await this.jobs.markProcessing(job.jobId);
    if (taken === 'finished') return;
    // A retry finds the scan Processing already: its customer was told it arrived.
    if (taken === 'first') await this.mail(job, (to) => scanReceivedMail(to, job.jobId, job.fileName));
    let result: ScanProcessingResult;
    try {
      result = await this.processor.process(job);
    } catch (error) {
      if (error instanceof ScanProcessingError) throw new PermanentJobFailure(error.message, { cause: error });
      throw error;
    }
    await this.jobs.markCompleted(job.jobId, result, this.now());
    await this.mail(job, (to) => scanResultMail(to, job.jobId, job.fileName, { result }));
  }

  async gaveUp(job: ScanJobInput, failure: unknown): Promise<void> {
    const reason = customerReason(failure);
    if (!(await this.jobs.markFailedAndRefund(job.jobId, reason, this.now()))) return;
    await this.mail(job, (to) => scanResultMail(to, job.jobId, job.fileName, { failure: reason }));
  }

  /** A mail that cannot be queued is logged, never turned into a failure of the scan. */
  private async mail(job: ScanJobInput, compose: (to: ScanMailRecipient) => MailMessage): Promise<void> {
    try {
      const to = await this.jobs.recipient(job.userId);
      if (to) await this.mailer.send(compose(to));
    } catch (error) {
      this.log.error({ err: error, jobId: job.jobId }, 'scan mail was not sent');
    }
  }
}
