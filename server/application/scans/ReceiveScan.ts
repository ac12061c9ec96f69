import type { Readable } from 'node:stream';
import type { Language } from '@tiara/domain/language';
import { type Result, fail } from '@tiara/domain/result';
import { type AcceptScanError, AcceptStoredScan, quotaRefusal } from './AcceptStoredScan';
import type { ScanDeidentifier } from './ScanDeidentifier';
import type { ScanJobs } from './ScanJobs';
import type { ScanJobInput } from './ScanProcessor';
import type { ScanStore } from './ScanStore';
import type { ServerText } from '../texts/ServerText';
import { ScanTexts } from '../domainTexts';
import { UploadMessages } from './UploadMessages';

/** The file part of an upload, still streaming in. */
export interface IncomingScanFile {
  readonly fileName: string;
  readonly content: Readable;
  /** True once the content was cut off at the size limit. */
  wasTruncated(): boolean;
  /** True when the sender's body broke off or was not valid multipart: the client's fault, not the disk's. */
  wasInterrupted(): boolean;
}

/** What opening the upload found: the file, no file at all, or a body that is not a readable multipart form. */
export type OpenedUpload = IncomingScanFile | 'no-file' | 'malformed';

export type ReceiveScanError = {
  readonly code: 'no_file' | 'malformed_upload' | 'too_large' | AcceptScanError['code'];
  readonly message: ServerText;
};

const MAX_FILE_NAME_LENGTH = 255;

/** The name as the customer sees it again: the last path segment, without control characters. */
export function cleanFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'scan' : cleaned;
}

/**
 * An upload: quota checked before a byte is read (a quick refusal), the file streamed to the scan store,
 * its size and content checked, then one segmentation taken atomically with the job recorded.
 * Whatever refuses the upload after the file was stored also removes the file.
 */
export class ReceiveScan {
  private readonly accept: AcceptStoredScan;

  constructor(
    private readonly jobs: ScanJobs,
    private readonly store: ScanStore,
    private readonly maxUploadBytes: number,
    deidentifier: ScanDeidentifier,
    now: () => Date,
  ) {
    this.accept = new AcceptStoredScan(jobs, store, deidentifier, now);
  }

  /** `language` is the one the user uploads in: the mails about the scan are written in it. */
  async execute(userId: number, openFile: () => Promise<OpenedUpload>, language: Language): Promise<Result<ScanJobInput, ReceiveScanError>> {
    const standing = await this.jobs.quotaStanding(userId);
    if (standing !== 'available') return fail(quotaRefusal(standing));
    const file = await openFile();
    if (file === 'no-file') return fail({ code: 'no_file', message: ScanTexts.noFileSelected });
    if (file === 'malformed') return fail({ code: 'malformed_upload', message: UploadMessages.malformed });
    const fileName = cleanFileName(file.fileName);
    let stored: Awaited<ReturnType<ScanStore['receive']>>;
    try {
      stored = await this.store.receive(userId, file.content);
    } catch (error) {
      // The store removed the partial file; a broken body is the sender's, anything else (a full disk) is ours.
      if (file.wasInterrupted()) return fail({ code: 'malformed_upload', message: UploadMessages.malformed });
      throw error;
    }
    if (file.wasTruncated()) {
      await this.store.discard(stored.key);
      return fail({ code: 'too_large', message: UploadMessages.tooLarge(this.maxUploadBytes) });
    }
    return this.accept.execute({ userId, fileName, stored, language });
  }
}
