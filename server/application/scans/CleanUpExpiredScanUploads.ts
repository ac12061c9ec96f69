import type { ScanUploadFiles } from './ScanUploadFiles';
import type { ScanUploads } from './ScanUploads';

/** Uploads removed per batch, so one sweep never holds many rows in memory. */
const BATCH = 100;

/**
 * Removes the unfinished uploads whose time ran out: their bytes first, then their records (a
 * record whose bytes could not be removed stays for the next sweep). Nothing was consumed by them,
 * so nothing is given back. Every server may run it at once: removing twice is harmless.
 */
export class CleanUpExpiredScanUploads {
  constructor(
    private readonly uploads: ScanUploads,
    private readonly files: ScanUploadFiles,
  ) {}

  /** How many uploads were removed. */
  async execute(at: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const expired = await this.uploads.expiredUnfinished(at, BATCH);
      for (const id of expired) {
        await this.files.remove(id);
        if (await this.uploads.removeUnfinished(id)) removed += 1;
      }
      if (expired.length < BATCH) return removed;
    }
  }
}
