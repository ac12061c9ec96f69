import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type ScanFileProblem, detectScanFormat, scanFileProblem } from '@tiara/domain/scan-file';
import { ScanTexts } from '../domainTexts';
import type { ServerText } from '../texts/ServerText';
import { neutralExtensionOf, neutralScanFileName } from './NeutralScanName';
import type { DeidentificationProblem } from '@tiara/domain/scan-deid';
import type { ScanDeidentifier } from './ScanDeidentifier';
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
    const { userId, fileName, stored: original } = scan;
    /** Its cleaned copy, once written: the file as it came is then never kept. */
    let copy: StoredScan | null = null;
    const discardAll = async () => {
      await this.store.discard(original.key);
      if (copy !== null) await this.store.discard(copy.key);
    };
    try {
      const problem = scanFileProblem(fileName, original.header);
      if (problem !== null) {
        await discardAll();
        return fail({ code: 'unsupported_format', message: problemText(problem, fileName) });
      }
      const format = detectScanFormat(original.header);
      const deidentified = await this.deidentifier.deidentify(userId, original, format);
      if (!deidentified.ok) {
        await discardAll();
        return fail({ code: 'unsupported_format', message: deidentificationProblemText(deidentified.error, fileName) });
      }
      if (deidentified.value.changed) copy = deidentified.value.stored;
      const kept = deidentified.value.stored;
      const extension = neutralExtensionOf(fileName);
      const job = { userId, extension, storedPath: kept.key, sizeBytes: kept.sizeBytes, format };
      const recorded = await this.jobs.recordConsumingQuota(job, this.now(), scan.language, scan.fromUpload);
      if (!('jobId' in recorded)) {
        await discardAll();
        return fail('gone' in recorded ? { code: 'upload_gone', message: UploadMessages.noSuchUpload } : quotaRefusal(recorded.refused));
      }
      // The file as it came is never kept: only its cleaned copy is ever a job's. A completion of
      // the same upload that ran at the same moment (`again`) recorded a copy of its own.
      if (copy !== null) await (recorded.again ? discardAll() : this.store.discard(original.key));
      return ok({ jobId: recorded.jobId, userId, fileName: neutralScanFileName(recorded.jobId, extension), storedPath: kept.key, sizeBytes: kept.sizeBytes, format });
    } catch (error) {
      await discardAll();
      throw error;
    }
  }
}
