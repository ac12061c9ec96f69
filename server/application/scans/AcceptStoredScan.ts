import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type ScanFileProblem, detectScanFormat, scanFileProblem } from '@tiara/domain/scan-file';
import { ScanTexts } from '../domainTexts';
import type { ServerText } from '../texts/ServerText';
import type { QuotaStanding, ScanJobs } from './ScanJobs';
import type { ScanJobInput } from './ScanProcessor';
import type { ScanStore, StoredScan } from './ScanStore';
import { UploadMessages } from './UploadMessages';

export type AcceptScanError = {
  readonly code: 'no_subscription' | 'no_segmentations' | 'unsupported_format' | 'upload_gone';
  readonly message: ServerText;
};

/** A scan file already in the scan store, as it arrived, and who sent it under which name. */
export interface ScanToAccept {
  readonly userId: number;
  /** Already cleaned (`cleanFileName`). */
  readonly fileName: string;
  readonly stored: StoredScan;
  /** The mails about the scan are written in it. */
  readonly language: Language;
  /** The resumable upload the file came from: the job is linked to it, once. */
  readonly fromUpload?: string;
}

/** SPEC's "Unsupported file format" for a name without an accepted extension; otherwise what is wrong with the file (issue 27). */
function problemText(problem: ScanFileProblem, fileName: string): ServerText {
  return problem === 'unsupported-extension' ? ScanTexts.unsupportedFormat : ScanTexts.fileProblems[problem]([fileName]);
}

export function quotaRefusal(standing: Exclude<QuotaStanding, 'available'>): { readonly code: 'no_subscription' | 'no_segmentations'; readonly message: ServerText } {
  return standing === 'no_subscription'
    ? { code: 'no_subscription', message: ScanTexts.noActiveSubscription }
    : { code: 'no_segmentations', message: ScanTexts.noSegmentationsRemaining };
}

/**
 * The step every way of uploading a scan ends with: the file's first bytes must be the format its
 * name claims (or the refusal says what is wrong with them), then one segmentation is taken with
 * the job (and its processing) recorded in one transaction. A refused file is removed from the
 * store; a file whose upload had already become a job is that job's file, and is kept.
 */
export class AcceptStoredScan {
  constructor(
    private readonly jobs: ScanJobs,
    private readonly store: ScanStore,
    private readonly now: () => Date,
  ) {}

  async execute(scan: ScanToAccept): Promise<Result<ScanJobInput, AcceptScanError>> {
    const { stored, userId, fileName } = scan;
    try {
      const problem = scanFileProblem(fileName, stored.header);
      if (problem !== null) {
        await this.store.discard(stored.key);
        return fail({ code: 'unsupported_format', message: problemText(problem, fileName) });
      }
      const format = detectScanFormat(stored.header);
      const job = { userId, fileName, storedPath: stored.key, sizeBytes: stored.sizeBytes, format };
      const recorded = await this.jobs.recordConsumingQuota(job, this.now(), scan.language, scan.fromUpload);
      if ('jobId' in recorded) return ok({ jobId: recorded.jobId, ...job });
      await this.store.discard(stored.key);
      if ('gone' in recorded) return fail({ code: 'upload_gone', message: UploadMessages.noSuchUpload });
      return fail(quotaRefusal(recorded.refused));
    } catch (error) {
      await this.store.discard(stored.key);
      throw error;
    }
  }
}
