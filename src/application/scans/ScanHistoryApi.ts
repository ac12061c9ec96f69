import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

export type ScanStatus = 'Queued' | 'Processing' | 'Completed' | 'Failed';

/** One of the customer's uploaded scans, as GET /api/scans/mine lists it. */
export interface ScanRecord {
  readonly id: number;
  readonly fileName: string;
  readonly sizeBytes: number;
  /** What the server found the file to be: 'dicom', 'zip', 'nifti1', ... */
  readonly format: string;
  readonly status: ScanStatus;
  readonly uploadedAt: Date;
  readonly finishedAt: Date | null;
  /** What the segmentation found, once completed. */
  readonly summary: string | null;
  readonly resultLinks: readonly string[];
  /** Why processing failed, when it did. */
  readonly error: string | null;
}

/** The customer's scan history (DESIGN §6: GET /api/scans/mine), newest first. */
export interface ScanHistoryApi {
  /** Null when the backend keeps no history: SPEC §7 has no such call, so a backend that honours only SPEC lacks it. */
  mine(): Promise<ApiResult<ScanRecord[] | null>>;
}

export const ScanHistoryApi: ServiceIdentifier<ScanHistoryApi> = Symbol('ScanHistoryApi');
