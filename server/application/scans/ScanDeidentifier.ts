import type { Result } from '@tiara/domain/result';
import type { DeidentificationProblem } from '@tiara/domain/scan-deid';
import type { ScanFormat } from '@tiara/domain/scan-file';
import type { StoredScan } from './ScanStore';

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
