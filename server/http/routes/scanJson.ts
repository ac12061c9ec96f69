import type { ScanJobJson, ScanUploadStateJson } from '@tiara/contract/scanJson';
import type { ScanJobView } from '../../application/scans/ScanJobs';
import type { ScanUploadView } from '../../application/scans/ScanUploads';

export function scanJobToJson(scan: ScanJobView): ScanJobJson {
  return {
    id: scan.id,
    file_name: scan.fileName,
    size_bytes: scan.sizeBytes,
    format: scan.format,
    status: scan.status,
    created_at: scan.createdAt.toISOString(),
    finished_at: scan.finishedAt?.toISOString() ?? null,
    summary: scan.result?.summary ?? null,
    result_links: [...(scan.result?.resultLinks ?? [])],
    error: scan.error,
  };
}

/** An upload that became a job holds every byte; `message` is what the one-request upload answers for an accepted scan. */
export function acceptedUploadToJson(upload: ScanUploadView, message: string): ScanUploadStateJson {
  return { id: upload.id, offset: upload.length, length: upload.length, state: 'accepted', job_id: upload.jobId, status: upload.jobStatus, message };
}

/** An upload still receiving: the bytes the store holds so far. */
export function receivingUploadToJson(upload: ScanUploadView, offset: number): ScanUploadStateJson {
  return { id: upload.id, offset, length: upload.length, state: 'receiving', job_id: null, status: null, message: null };
}
