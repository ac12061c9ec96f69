import type { Readable } from 'node:stream';
import type { ScanJobs } from './ScanJobs';
import type { ScanStore } from './ScanStore';

/** A user's own uploaded scan, streaming from the store. */
export interface ScanDownload {
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly content: Readable;
}

/**
 * Gives a user back the file of one of their own scans, from whichever server or store received
 * it. Someone else's job, a job that does not exist and a file no longer stored all read as none.
 */
export class DownloadScan {
  constructor(
    private readonly jobs: ScanJobs,
    private readonly store: ScanStore,
  ) {}

  async execute(userId: number, jobId: number): Promise<ScanDownload | null> {
    const file = await this.jobs.storedFile(userId, jobId);
    if (!file) return null;
    const content = await this.store.open(file.storedPath);
    return content ? { fileName: file.fileName, sizeBytes: file.sizeBytes, content } : null;
  }
}
