import type { Mailer, MailMessage } from '../mail/Mailer';
import { MAIL_TEXTS } from '../mail/MailTemplates';
import { type ScanMailRecipient, scanReceivedMail, scanResultMail } from './ScanMail';
import type { ScanJobs } from './ScanJobs';
import { ScanProcessingError, type ScanJobInput, type ScanProcessingResult, type ScanProcessor } from './ScanProcessor';

export interface ScanLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The failure kept on a job when processing broke unexpectedly (kept in English; its mail says it in the customer's language). */
export const GENERAL_PROCESSING_FAILURE = MAIL_TEXTS.en.scanGeneralFailure;

/**
 * Runs an accepted job after its upload was answered: the 'scan received' mail, then
 * Queued → Processing → Completed or Failed (a failure gives the segmentation back, once), then
 * the result mail. Mail goes out only after the state it reports is committed, and a mail failure
 * is logged, never turned into a job failure.
 */
export class ProcessScanJob {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly jobs: ScanJobs,
    private readonly processor: ScanProcessor,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log: ScanLog,
  ) {}

  /** Starts the job on a later turn of the event loop, so the upload's response goes first. */
  start(job: ScanJobInput): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.execute(job))
      .catch((error: unknown) => this.log.error({ err: error, jobId: job.jobId }, 'scan job failed to run'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves when every started job has finished (used on shutdown and in tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async execute(job: ScanJobInput): Promise<void> {
    await this.mail(job, (to) => scanReceivedMail(to, job.jobId, job.fileName));
    if (!(await this.jobs.markProcessing(job.jobId))) return;
    let outcome: { result: ScanProcessingResult } | { failure: string };
    try {
      const result = await this.processor.process(job);
      await this.jobs.markCompleted(job.jobId, result, this.now());
      outcome = { result };
    } catch (error) {
      const failure = error instanceof ScanProcessingError ? error.message : GENERAL_PROCESSING_FAILURE;
      if (!(error instanceof ScanProcessingError)) this.log.error({ err: error, jobId: job.jobId }, 'scan processing failed');
      if (!(await this.jobs.markFailedAndRefund(job.jobId, failure, this.now()))) return;
      outcome = { failure };
    }
    await this.mail(job, (to) => scanResultMail(to, job.jobId, job.fileName, outcome));
  }

  private async mail(job: ScanJobInput, compose: (to: ScanMailRecipient) => MailMessage): Promise<void> {
    try {
      const to = await this.jobs.recipient(job.userId);
      if (to) await this.mailer.send(compose(to));
    } catch (error) {
      this.log.error({ err: error, jobId: job.jobId }, 'scan mail was not sent');
    }
  }
}
