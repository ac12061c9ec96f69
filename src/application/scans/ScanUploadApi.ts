import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@tiara/domain/result';
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
  /** Bytes the server holds so far (after a resume, counting what it kept), and the file's size. */
  readonly sentBytes: number;
  readonly totalBytes: number;
}

/** Why an upload did not go through: the server's or the network's failure, or the person cancelled it. */
export type ScanUploadFailure = ApiFailure | { readonly kind: 'cancelled' };

/** Where an upload begun earlier stands on the server. */
export type EarlierUploadState =
  | { readonly kind: 'receiving'; readonly sentBytes: number; readonly totalBytes: number }
  /** Every byte arrived and the scan was taken: nothing is left to send. */
  | { readonly kind: 'accepted'; readonly receipt: ScanUploadReceipt }
  /** The server no longer has it (expired, discarded, or never finished creating). */
  | { readonly kind: 'gone' };

export interface ScanUploadOptions {
  /** The address of an upload begun earlier with the same bytes: sending goes on from what the server holds. */
  readonly resumeAt?: string | null;
  /** The server made a resumable upload at this address: keep it to resume after a reload. */
  readonly onResumable?: (address: string) => void;
  readonly onProgress?: (progress: UploadProgress) => void;
  /** The connection dropped (`lost`) and sending waits to go on by itself, or it came back (`back`). */
  readonly onConnection?: (state: 'lost' | 'back') => void;
}

/** An upload under way. */
export interface RunningUpload {
  /** Settles once the server took the scan, refused it, the connection was given up on, or it was cancelled. */
  readonly finished: Promise<Result<ScanUploadReceipt, ScanUploadFailure>>;
  /** Stops sending; the server keeps what it has. */
  pause(): void;
  /** Sends on from what the server has. */
  resume(): void;
  /** Stops for good and asks the server to delete what it received; `finished` answers `cancelled`. */
  cancel(): void;
}

/**
 * Sends a scan to the shop (issue 18): resumably (tus under /api/scans/uploads), in chunks, with
 * retries, pause and resume, so a dropped line or a reloaded page costs only what was in flight;
 * against a backend without resumable uploads, as SPEC §7's one multipart POST /api/scans/upload.
 * A 401 comes back as an `unauthorized` failure.
 */
export interface ScanUploadApi {
  start(file: Blob, fileName: string, options?: ScanUploadOptions): RunningUpload;
  /** Where the upload at `address` stands. */
  earlier(address: string): Promise<Result<EarlierUploadState, ApiFailure>>;
  /** Asks the server to delete an unfinished upload; a failure leaves it to expire. */
  discard(address: string): Promise<void>;
}

export const ScanUploadApi: ServiceIdentifier<ScanUploadApi> = Symbol('ScanUploadApi');
