import type { ServiceIdentifier } from 'inversify';
import type { Result } from '../../domain/result';
import type { ApiFailure } from '../shared/ApiResult';

/**
 * The server's answer to an accepted upload: the job that will segment the scan. SPEC §7 does not
 * show the answer, so each part is null when the server does not send it.
 */
export interface ScanUploadReceipt {
  readonly jobId: number | null;
  readonly status: string | null;
  readonly message: string | null;
}

export interface UploadProgress {
  /** Bytes handed to the network so far, and the request's whole size. */
  readonly sentBytes: number;
  readonly totalBytes: number;
}

export interface ScanUploadOptions {
  /** Aborting stops the request and answers `cancelled`. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** Why an upload did not go through: the server's or the network's failure, or the person cancelled it. */
export type ScanUploadFailure = ApiFailure | { readonly kind: 'cancelled' };

/**
 * POST /api/scans/upload (SPEC §7): one multipart field `file`, the bearer header, and the
 * upload's progress as it is sent. A 401 comes back as an `unauthorized` failure.
 */
export interface ScanUploadApi {
  upload(file: Blob, fileName: string, options?: ScanUploadOptions): Promise<Result<ScanUploadReceipt, ScanUploadFailure>>;
}

export const ScanUploadApi: ServiceIdentifier<ScanUploadApi> = Symbol('ScanUploadApi');
