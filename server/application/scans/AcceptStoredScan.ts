import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type ScanFileProblem, detectScanFormat, scanFileProblem } from '@tiara/domain/scan-file';
import { ScanTexts } from '../domainTexts';
import type { ServerText } from '../texts/ServerText';
import { neutralExtensionOf, neutralScanFileName } from './NeutralScanName';
import type { DeidentificationProblem, ScanDeidentifier } from './ScanDeidentifier';
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
  /** As it came, cleaned (`cleanFileName`): only checked against the content and named in a refusal, never kept. */
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

/** What cannot be cleaned of patient details is said like the browser says it; a deflated DICOM, which the server might be thought to inflate, in words of its own. */
function deidentificationProblemText(problem: DeidentificationProblem, fileName: string): ServerText {
  return problem === 'unsupported-transfer-syntax' ? UploadMessages.deflatedDicom : ScanTexts.fileProblems[problem]([fileName]);
}

export function quotaRefusal(standing: Exclude<QuotaStanding, 'available'>): { readonly code: 'no_subscription' | 'no_segmentations'; readonly message: ServerText } {
  return standing === 'no_subscription'
    ? { code: 'no_subscription', message: ScanTexts.noActiveSubscription }
    : { code: 'no_segmentations', message: ScanTexts.noSegmentationsRemaining };
}

/**
 * The step every way of uploading a scan ends with: the file's first bytes must be the format its
 * name claims (or the refusal says what is wrong with them); then it is de-identified on the
 * server (ScanDeidentifier: whatever the client did, nothing identifying is kept or sent to the
 * segmentation); then one segmentation is taken with the job (and its processing) recorded in one
 * transaction, for the cleaned copy, under a neutral name (`scan-<number>.<extension>`), never the
 * one it came with, and the file as it came is removed. A refused file is
 * removed from the store; a file whose upload had already become a job is that job's file, and is kept.
 */
export class AcceptStoredScan {
  constructor(
    private readonly jobs: ScanJobs,
    private readonly store: ScanStore,
    private readonly deidentifier: ScanDeidentifier,
    private readonly now: () => Date,
  ) {}

  async execute(scan: ScanToAccept): Promise<Result<ScanJobInput, AcceptScanError>> {
    const { userId, fileName } = scan;
    /** What is stored of the scan now: the file as it came, then its cleaned copy. */
    let kept = scan.stored;
    try {
      const problem = scanFileProblem(fileName, kept.header);
      if (problem !== null) {
        await this.store.discard(kept.key);
        return fail({ code: 'unsupported_format', message: problemText(problem, fileName) });
      }
      const format = detectScanFormat(kept.header);
      const deidentified = await this.deidentifier.deidentify(userId, kept, format);
      if (!deidentified.ok) {
        await this.store.discard(kept.key);
        return fail({ code: 'unsupported_format', message: deidentificationProblemText(deidentified.error, fileName) });
      }
      const original = kept;
      kept = deidentified.value.stored;
      const extension = neutralExtensionOf(fileName);
      const job = { userId, extension, storedPath: kept.key, sizeBytes: kept.sizeBytes, format };
      const recorded = await this.jobs.recordConsumingQuota(job, this.now(), scan.language, scan.fromUpload);
      if (deidentified.value.changed) {
        // The file as it came is never kept: only its cleaned copy is ever a job's.
        await this.store.discard(original.key);
        // A completion of the same upload that ran at the same moment recorded its own copy.
        if ('jobId' in recorded && recorded.again) await this.store.discard(kept.key);
      }
      if ('jobId' in recorded) {
        return ok({ jobId: recorded.jobId, userId, fileName: neutralScanFileName(recorded.jobId, extension), storedPath: kept.key, sizeBytes: kept.sizeBytes, format });
      }
      await this.store.discard(kept.key);
      if ('gone' in recorded) return fail({ code: 'upload_gone', message: UploadMessages.noSuchUpload });
      return fail(quotaRefusal(recorded.refused));
    } catch (error) {
      await this.store.discard(kept.key);
      throw error;
    }
  }
}
