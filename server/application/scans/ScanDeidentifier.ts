import type { Result } from '@tiara/domain/result';
import type { ScanFormat } from '@tiara/domain/scan-file';
import type { StoredScan } from './ScanStore';

/** Why a scan cannot be cleaned of patient details, in the words of the scan's file problems (ScanTexts.fileProblems). */
export type DeidentificationProblem =
  | 'broken-dicom'
  | 'unsupported-transfer-syntax'
  | 'broken-nifti'
  | 'gzip-truncated'
  | 'broken-nrrd'
  | 'detached-nrrd'
  | 'broken-zip'
  | 'zip-without-scans';

/** The scan as it is to be kept: the same stored file when it carried nothing to remove, or a cleaned copy. */
export interface DeidentifiedScan {
  readonly stored: StoredScan;
  readonly changed: boolean;
}

/**
 * Applies DICOM PS3.15's Basic Application Level Confidentiality Profile (and the NIfTI and NRRD
 * header scrubs) of @tiara/domain/scan-deid to a stored scan, on the server, whatever the client
 * did: a scan that still carries identifiers is written anew, cleaned, as a new stored file of the
 * user's, streaming (never held whole); one that carries none (cleaned in the browser already) is
 * left as it is. The original is the caller's to discard.
 */
export interface ScanDeidentifier {
  deidentify(userId: number, stored: StoredScan, format: ScanFormat): Promise<Result<DeidentifiedScan, DeidentificationProblem>>;
}
