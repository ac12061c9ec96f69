import type { Readable } from 'node:stream';
import { type Result, fail, ok } from '../../../src/domain/result';
import { detectScanFormat, fileSizeText, isAcceptableScan, ScanMessages } from '../../../src/domain/scan-file';
import type { QuotaStanding, ScanJobs } from './ScanJobs';
import type { ScanJobInput } from './ScanProcessor';
import type { ScanStore } from './ScanStore';

/** The file part of an upload, still streaming in. */
export interface IncomingScanFile {
  readonly fileName: string;
  readonly content: Readable;
  /** True once the content was cut off at the size limit. */
  wasTruncated(): boolean;
}

export type ReceiveScanError = {
  readonly code: 'no_subscription' | 'no_segmentations' | 'no_file' | 'too_large' | 'unsupported_format';
  readonly message: string;
};

const MAX_FILE_NAME_LENGTH = 255;

/** The name as the customer sees it again: the last path segment, without control characters. */
export function cleanFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'scan' : cleaned;
}

export const tooLargeMessage = (limitBytes: number) => `The file is larger than the ${fileSizeText(limitBytes)} limit`;

function refusal(standing: Exclude<QuotaStanding, 'available'>): ReceiveScanError {
  return standing === 'no_subscription'
    ? { code: 'no_subscription', message: ScanMessages.noActiveSubscription }
    : { code: 'no_segmentations', message: ScanMessages.noSegmentationsRemaining };
}

/**
 * An upload: quota checked before a byte is read (a quick refusal), the file streamed to disk,
 * its size and content checked, then one segmentation taken atomically with the job recorded.
 * Whatever refuses the upload after the file was stored also removes the file.
 */
export class ReceiveScan {
  constructor(
    private readonly jobs: ScanJobs,
    private readonly store: ScanStore,
    private readonly maxUploadBytes: number,
    private readonly now: () => Date,
  ) {}

  async execute(userId: number, openFile: () => Promise<IncomingScanFile | null>): Promise<Result<ScanJobInput, ReceiveScanError>> {
    const standing = await this.jobs.quotaStanding(userId);
    if (standing !== 'available') return fail(refusal(standing));
    const file = await openFile();
    if (!file) return fail({ code: 'no_file', message: ScanMessages.noFileSelected });
    const fileName = cleanFileName(file.fileName);
    const stored = await this.store.receive(userId, file.content);
    try {
      if (file.wasTruncated()) {
        await this.store.discard(stored.path);
        return fail({ code: 'too_large', message: tooLargeMessage(this.maxUploadBytes) });
      }
      const format = detectScanFormat(stored.header);
      if (!isAcceptableScan(fileName, format)) {
        await this.store.discard(stored.path);
        return fail({ code: 'unsupported_format', message: ScanMessages.unsupportedFormat });
      }
      const job = { userId, fileName, storedPath: stored.path, sizeBytes: stored.sizeBytes, format };
      const recorded = await this.jobs.recordConsumingQuota(job, this.now());
      if ('refused' in recorded) {
        await this.store.discard(stored.path);
        return fail(refusal(recorded.refused));
      }
      return ok({ jobId: recorded.jobId, ...job });
    } catch (error) {
      await this.store.discard(stored.path);
      throw error;
    }
  }
}
