import type { ScanFormat } from '@tiara/domain/scan-file';

/** A received scan, kept in the scan store, waiting to be analysed. */
export interface ScanJobInput {
  readonly jobId: number;
  readonly userId: number;
  readonly fileName: string;
  /** The scan store's key of the file (a path on disk, for the disk store). */
  readonly storedPath: string;
  readonly sizeBytes: number;
  readonly format: ScanFormat;
}

/** What analysing a scan produced: a summary for the result e-mail and links to any result files. */
export interface ScanProcessingResult {
  readonly summary: string;
  readonly details: Readonly<Record<string, unknown>>;
  readonly resultLinks: readonly string[];
}

/** Analyses scans: the built-in local inspector, or an external segmentation service. */
export interface ScanProcessor {
  process(job: ScanJobInput): Promise<ScanProcessingResult>;
}

/**
 * A processing failure whose message is fit for the customer (it is stored on the job and
 * e-mailed). Any other error is a fault of ours: the customer sees a general message.
 */
export class ScanProcessingError extends Error {
  override readonly name = 'ScanProcessingError';
}

/**
 * The processor could not be reached, or answered that it is unable to take work just now (a
 * server error, too many requests): the same scan may well go through later, so the job is
 * retried. Its message is fit for the customer, for when the last attempt fails the same way.
 */
export class ScanProcessorUnavailable extends Error {
  override readonly name = 'ScanProcessorUnavailable';
}
