import { MemoryLocker } from '@tus/server';
import { ScanJobsRepository } from '../adapters/scans/ScanJobsRepository';
import { ScanUploadsRepository } from '../adapters/scans/ScanUploadsRepository';
import { StreamingScanDeidentifier } from '../adapters/scans/StreamingScanDeidentifier';
import { CleanUpExpiredScanUploads } from '../application/scans/CleanUpExpiredScanUploads';
import { CompleteScanUpload } from '../application/scans/CompleteScanUpload';
import { DownloadScan } from '../application/scans/DownloadScan';
import { ReceiveScan } from '../application/scans/ReceiveScan';
import { StartScanUpload } from '../application/scans/StartScanUpload';
import type { ServerContext, ServerSettings } from '../http/ServerContext';

/** How long an unfinished resumable upload is kept unless SCAN_UPLOAD_EXPIRY_HOURS says otherwise. */
export const DEFAULT_SCAN_UPLOAD_EXPIRY_HOURS = 24;

/** How many unfinished uploads one user may have at once: enough for a few studies, too few to fill the disk. */
export const MAX_UNFINISHED_UPLOADS_PER_USER = 3;

/** How long an unfinished upload is kept, in milliseconds. */
function scanUploadExpiryMs(settings: ServerSettings): number {
  return (settings.scanUploadExpiryHours ?? DEFAULT_SCAN_UPLOAD_EXPIRY_HOURS) * 3_600_000;
}

/**
 * The customers' scans: the one-request upload, the resumable upload (its records, its bytes and
 * the lock on them), the history (read as it is), the download, and the sweep of expired uploads.
 */
export function scanServices({ db, jobs: queue, storage, settings, now, uploadLocker }: ServerContext) {
  const jobs = new ScanJobsRepository(db, queue);
  const uploads = new ScanUploadsRepository(db);
  // A zip may unpack to four times the largest upload: DICOM slices deflate to about 60%, a zip bomb to far less.
  const deidentifier = new StreamingScanDeidentifier(storage.scans, 4 * settings.maxUploadBytes);
  const limits = { maxUploadBytes: settings.maxUploadBytes, maxUnfinishedPerUser: MAX_UNFINISHED_UPLOADS_PER_USER, expiryMs: scanUploadExpiryMs(settings) };
  return {
    jobs,
    uploads,
    uploadStorage: storage.scanUploads,
    uploadLocker: uploadLocker ?? new MemoryLocker(),
    receiveScan: new ReceiveScan(jobs, storage.scans, settings.maxUploadBytes, deidentifier, now),
    downloadScan: new DownloadScan(jobs, storage.scans),
    startScanUpload: new StartScanUpload(jobs, uploads, limits, now),
    completeScanUpload: new CompleteScanUpload(jobs, storage.scans, uploads, storage.scanUploads, deidentifier, now),
    cleanUpExpiredUploads: new CleanUpExpiredScanUploads(uploads, storage.scanUploads),
  };
}
