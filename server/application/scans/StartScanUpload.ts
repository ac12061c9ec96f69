import { type Result, fail, ok } from '@tiara/domain/result';
import { hasAcceptedScanExtension } from '@tiara/domain/scan-file';
import { ScanTexts } from '../domainTexts';
import type { ServerText } from '../texts/ServerText';
import { quotaRefusal } from './AcceptStoredScan';
import { neutralUploadFileName } from './NeutralScanName';
import { cleanFileName } from './ReceiveScan';
import type { ScanJobs } from './ScanJobs';
import type { ScanUploads } from './ScanUploads';
import { UploadMessages } from './UploadMessages';

export type StartScanUploadError = {
  readonly code: 'no_subscription' | 'no_segmentations' | 'length_required' | 'too_large' | 'file_name_required' | 'unsupported_format' | 'too_many_uploads';
  readonly message: ServerText;
};

/** What a client asks for when it creates a resumable upload, as it said it (null: not said). */
export interface UploadRequest {
  /** The declared size in bytes; null when not declared or deferred. */
  readonly length: number | null;
  readonly fileName: string | null;
}

export interface ScanUploadLimits {
  readonly maxUploadBytes: number;
  /** How many unfinished, unexpired uploads one user may have at once, so nobody fills the disk. */
  readonly maxUnfinishedPerUser: number;
  /** How long an unfinished upload is kept (SCAN_UPLOAD_EXPIRY_HOURS). */
  readonly expiryMs: number;
}

/**
 * The start of a resumable upload: refused before a byte is sent when the user could not have the
 * scan segmented anyway (no plan, no segmentation left), when it is too large or not named as a
 * scan; then recorded as the user's, within the number of unfinished uploads a user may have.
 * Nothing is consumed: the segmentation is taken when the upload completes (CompleteScanUpload).
 */
export class StartScanUpload {
  constructor(
    private readonly jobs: ScanJobs,
    private readonly uploads: ScanUploads,
    private readonly limits: ScanUploadLimits,
    private readonly now: () => Date,
  ) {}

  /** The checks that need no record: the answer to a creation request before the upload exists. */
  async check(userId: number, request: UploadRequest): Promise<Result<{ fileName: string; length: number }, StartScanUploadError>> {
    const standing = await this.jobs.quotaStanding(userId);
    if (standing !== 'available') return fail(quotaRefusal(standing));
    if (request.length === null) return fail({ code: 'length_required', message: UploadMessages.lengthRequired });
    if (request.length > this.limits.maxUploadBytes) return fail({ code: 'too_large', message: UploadMessages.tooLarge(this.limits.maxUploadBytes) });
    if (request.fileName === null || request.fileName.trim() === '') return fail({ code: 'file_name_required', message: UploadMessages.fileNameRequired });
    const fileName = cleanFileName(request.fileName);
    if (!hasAcceptedScanExtension(fileName)) return fail({ code: 'unsupported_format', message: ScanTexts.unsupportedFormat });
    // Only the extension is kept of the name: the rest is often the patient's.
    return ok({ fileName: neutralUploadFileName(fileName), length: request.length });
  }

  /** Records the upload `id` as the user's, unless the user has as many unfinished uploads as allowed. */
  async record(id: string, userId: number, upload: { fileName: string; length: number }): Promise<Result<{ expiresAt: Date }, StartScanUploadError>> {
    const at = this.now();
    const expiresAt = new Date(at.getTime() + this.limits.expiryMs);
    const created = await this.uploads.create({ id, userId, fileName: upload.fileName, length: upload.length, expiresAt }, at, this.limits.maxUnfinishedPerUser);
    if (created === 'too_many') return fail({ code: 'too_many_uploads', message: UploadMessages.tooManyUnfinished(this.limits.maxUnfinishedPerUser) });
    return ok({ expiresAt });
  }
}
