import * as z from 'zod/mini';
import { ScanJobJson, ScanUploadAcceptedJson, ScanUploadStateJson } from '@tiara/contract/scanJson';
import type { ScanRecord } from '../../../application/scans/ScanHistoryApi';
import type { EarlierUploadState, ScanUploadReceipt } from '../../../application/scans/ScanUploadApi';

// zod/mini: the scan adapters are bound with the rest of the container at start.

const { job_id, status, message } = ScanUploadAcceptedJson.shape;

/** SPEC §7 does not show the upload's answer: each part is read when the server sends it, any other body is no receipt at all. */
export const scanUploadReceiptSchema: z.ZodMiniType<ScanUploadReceipt> = z.catch(
  z.pipe(
    z.object({ job_id: z.optional(job_id), status: z.optional(status), message: z.optional(message) }),
    z.transform((wire) => ({ jobId: wire.job_id ?? null, status: wire.status ?? null, message: wire.message ?? null })),
  ),
  { jobId: null, status: null, message: null },
);

/** An ISO instant the Date constructor can read; anything else makes the answer unreadable. */
const instant = z.pipe(
  ScanJobJson.shape.created_at,
  z.transform((text, context) => {
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) {
      context.issues.push({ code: 'custom', message: 'not a date', input: text });
      return z.NEVER;
    }
    return date;
  }),
);

const scanRecordSchema: z.ZodMiniType<ScanRecord> = z.pipe(
  z.object({ ...ScanJobJson.shape, size_bytes: ScanJobJson.shape.size_bytes.check(z.gte(0)), created_at: instant, finished_at: z.nullable(instant) }),
  z.transform((wire) => ({
    id: wire.id,
    fileName: wire.file_name,
    sizeBytes: wire.size_bytes,
    format: wire.format,
    status: wire.status,
    uploadedAt: wire.created_at,
    finishedAt: wire.finished_at,
    summary: wire.summary,
    resultLinks: wire.result_links,
    error: wire.error,
  })),
);

export const scanHistorySchema: z.ZodMiniType<ScanRecord[]> = z.array(scanRecordSchema);

const { offset, length } = ScanUploadStateJson.shape;

/** GET /api/scans/uploads/{id}: where an upload begun earlier stands. */
export const earlierUploadStateSchema: z.ZodMiniType<EarlierUploadState> = z.pipe(
  z.object({ ...ScanUploadStateJson.shape, offset: offset.check(z.gte(0)), length: length.check(z.gte(0)) }),
  z.transform((wire): EarlierUploadState =>
    wire.state === 'accepted'
      ? { kind: 'accepted', receipt: { jobId: wire.job_id, status: wire.status, message: wire.message } }
      : { kind: 'receiving', sentBytes: wire.offset, totalBytes: wire.length },
  ),
);
