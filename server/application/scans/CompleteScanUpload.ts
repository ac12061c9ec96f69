import type { Readable } from 'node:stream';
import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { SCAN_HEADER_BYTES } from '@tiara/domain/scan-file';
import { type AcceptScanError, AcceptStoredScan } from './AcceptStoredScan';
import type { ScanDeidentifier } from './ScanDeidentifier';
import type { ScanJobs } from './ScanJobs';
import type { ScanStore } from './ScanStore';
import type { ScanUploadFiles } from './ScanUploadFiles';
import type { ScanUploads } from './ScanUploads';
import { UploadMessages } from './UploadMessages';

async function firstBytes(content: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, SCAN_HEADER_BYTES);
}

/**
 * The end of a resumable upload, when its last byte arrived: its bytes become a stored scan where
 * they lie, are checked like any upload's and take one segmentation, in the transaction that links
 * the job to the upload. Safe to run again, at once or later, on any server (a retried last chunk):
 * an upload that already became a job answers with that job and takes nothing more. A refused
 * upload is removed, bytes and record, having taken nothing.
 */
export class CompleteScanUpload {
  private readonly accept: AcceptStoredScan;

  constructor(
    jobs: ScanJobs,
    private readonly store: ScanStore,
    private readonly uploads: ScanUploads,
    private readonly files: ScanUploadFiles,
    deidentifier: ScanDeidentifier,
    now: () => Date,
  ) {
    this.accept = new AcceptStoredScan(jobs, store, deidentifier, now);
  }

  async execute(uploadId: string, language: Language): Promise<Result<{ jobId: number }, AcceptScanError>> {
    const upload = await this.uploads.find(uploadId);
    if (!upload) return fail({ code: 'upload_gone', message: UploadMessages.noSuchUpload });
    if (upload.jobId !== null) return ok({ jobId: upload.jobId });
    const adopted = await this.files.adopt(uploadId, upload.userId);
    if (!adopted) {
      await this.uploads.removeUnfinished(uploadId);
      return fail({ code: 'upload_gone', message: UploadMessages.noSuchUpload });
    }
    const content = await this.store.open(adopted.key, { start: 0, end: SCAN_HEADER_BYTES - 1 });
    const header = content ? await firstBytes(content) : new Uint8Array();
    let accepted: Awaited<ReturnType<AcceptStoredScan['execute']>>;
    try {
      accepted = await this.accept.execute({
        userId: upload.userId,
        fileName: upload.fileName,
        stored: { key: adopted.key, sizeBytes: adopted.sizeBytes, header },
        language,
        fromUpload: uploadId,
      });
    } catch (error) {
      // A completion running at the same moment may have cleaned, recorded and removed the file this one was reading.
      const now = await this.uploads.find(uploadId);
      if (now?.jobId != null) return ok({ jobId: now.jobId });
      throw error;
    }
    if (!accepted.ok) {
      // The refused file is gone from the store already; its record goes too, so the client starts afresh.
      await this.uploads.removeUnfinished(uploadId);
      return fail(accepted.error);
    }
    return ok({ jobId: accepted.value.jobId });
  }
}
