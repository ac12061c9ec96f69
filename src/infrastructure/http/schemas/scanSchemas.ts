import * as z from 'zod/mini';
import type { ScanRecord } from '../../../application/scans/ScanHistoryApi';
import type { ScanUploadReceipt } from '../../../application/scans/ScanUploadApi';

// zod/mini: the scan adapters are bound with the rest of the container at start.

/** SPEC §7 does not show the upload's answer: each part is read when the server sends it, any other body is no receipt at all. */
export const scanUploadReceiptSchema: z.ZodMiniType<ScanUploadReceipt> = z.catch(
  z.pipe(
    z.object({ job_id: z.optional(z.int()), status: z.optional(z.string()), message: z.optional(z.string()) }),
    z.transform((wire) => ({ jobId: wire.job_id ?? null, status: wire.status ?? null, message: wire.message ?? null })),
  ),
  { jobId: null, status: null, message: null },
);

/** An ISO instant the Date constructor can read; anything else makes the answer unreadable. */
const instant = z.pipe(
  z.string(),
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
  z.object({
    id: z.int(),
    file_name: z.string(),
    size_bytes: z.number().check(z.gte(0)),
    format: z.string(),
    status: z.enum(['Queued', 'Processing', 'Completed', 'Failed']),
    created_at: instant,
    finished_at: z.nullable(instant),
    summary: z.nullable(z.string()),
    result_links: z.array(z.string()),
    error: z.nullable(z.string()),
  }),
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
