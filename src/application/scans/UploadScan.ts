import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '../../domain/result';
import { planScanUpload } from '../../domain/scan-file';
import { SessionStore } from '../session/SessionStore';
import type { ApiFailure } from '../shared/ApiResult';
import type { ScanFile } from './ScanFile';
import { ScanUploadApi, type ScanUploadReceipt } from './ScanUploadApi';
import { type ZipFailure, Zipper } from './Zipper';

export type UploadStage = 'zipping' | 'uploading';

export interface UploadScanInput {
  /** A selection that passed CheckScanSelection. */
  readonly files: readonly ScanFile[];
  readonly signal?: AbortSignal;
  /** The stage under way and its share done, 0 to 1. */
  readonly onProgress?: (stage: UploadStage, fraction: number) => void;
}

export interface UploadedScan {
  readonly receipt: ScanUploadReceipt;
  /** The name the server got: the zip's own, or dicoms.zip. */
  readonly fileName: string;
  /** Zips chosen together with other files, which were not sent (see planScanUpload). */
  readonly skippedZips: readonly ScanFile[];
}

export type UploadScanError =
  | { readonly code: 'cancelled' }
  /** A chosen file could not be read any more while zipping. */
  | { readonly code: 'unreadable'; readonly path: string }
  /** Nothing was sent, for one of SPEC §5 and §8's reasons, which the presenter words. */
  | { readonly code: 'no-file' | 'zips-only' | 'not-signed-in' | 'session-expired' | 'failed' }
  /** The server refused, and `message` is its own explanation. */
  | { readonly code: 'refused'; readonly message: string };

/** The server explained why it refused (no quota, too large, not a scan): its message says so. */
const EXPLAINED = new Set<ApiFailure['kind']>(['rejected', 'forbidden', 'conflict', 'not-found', 'rate-limited']);

function zipError(failure: ZipFailure): UploadScanError {
  if (failure.kind === 'cancelled') return { code: 'cancelled' };
  if (failure.kind === 'unreadable') return { code: 'unreadable', path: failure.path };
  return { code: 'failed' };
}

function uploadError(failure: ApiFailure): UploadScanError {
  if (failure.kind === 'unauthorized') return { code: 'session-expired' };
  if (EXPLAINED.has(failure.kind)) return { code: 'refused', message: failure.message };
  return { code: 'failed' };
}

/**
 * SPEC §4 "Upload flow": one zip goes as it is; otherwise the non-zip files are zipped in the
 * browser into dicoms.zip; then the one file is sent with its progress reported, and the person
 * may cancel at any point.
 */
@injectable()
export class UploadScan {
  private readonly uploads: ScanUploadApi;
  private readonly zipper: Zipper;
  private readonly sessions: SessionStore;

  constructor(@inject(ScanUploadApi) uploads: ScanUploadApi, @inject(Zipper) zipper: Zipper, @inject(SessionStore) sessions: SessionStore) {
    this.uploads = uploads;
    this.zipper = zipper;
    this.sessions = sessions;
  }

  async execute(input: UploadScanInput): Promise<Result<UploadedScan, UploadScanError>> {
    if (input.files.length === 0) return fail({ code: 'no-file' });
    if (this.sessions.current().userId === null) return fail({ code: 'not-signed-in' });

    const plan = planScanUpload(input.files);
    if (plan.kind === 'nothing') return fail({ code: 'zips-only' });
    let file: Blob;
    let fileName: string;
    if (plan.kind === 'single-zip') {
      file = plan.file.content;
      fileName = plan.file.name;
    } else {
      const zipped = await this.zipper.zip(
        plan.files.map((chosen) => ({ path: chosen.path, content: chosen.content })),
        { ...(input.signal ? { signal: input.signal } : {}), onProgress: (fraction) => input.onProgress?.('zipping', fraction) },
      );
      if (!zipped.ok) return fail(zipError(zipped.error));
      file = zipped.value;
      fileName = plan.archiveName;
    }

    const sent = await this.uploads.upload(file, fileName, {
      ...(input.signal ? { signal: input.signal } : {}),
      onProgress: ({ sentBytes, totalBytes }) => input.onProgress?.('uploading', totalBytes > 0 ? sentBytes / totalBytes : 0),
    });
    if (!sent.ok) return fail(sent.error.kind === 'cancelled' ? { code: 'cancelled' } : uploadError(sent.error));
    return ok({ receipt: sent.value, fileName, skippedZips: plan.kind === 'zip-these' ? plan.skippedZips : [] });
  }
}
