import * as z from 'zod/mini';

/** POST /api/scans/upload's 201: the job that will segment the scan (SPEC §7 does not show the answer). */
export const ScanUploadAcceptedJson = z.object({ job_id: z.int(), status: z.string(), message: z.string() });
export type ScanUploadAcceptedJson = z.infer<typeof ScanUploadAcceptedJson>;

/** One of the caller's scans, as GET /api/scans/mine lists them, newest first. */
export const ScanJobJson = z.object({
  id: z.int(),
  file_name: z.string(),
  size_bytes: z.int(),
  format: z.string(),
  status: z.enum(['Queued', 'Processing', 'Completed', 'Failed']),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
  summary: z.nullable(z.string()),
  result_links: z.array(z.string()),
  error: z.nullable(z.string()),
});
export type ScanJobJson = z.infer<typeof ScanJobJson>;

/**
 * GET /api/scans/uploads/{id}: where a resumable upload stands. While `receiving`, the bytes the
 * server holds; once `accepted`, the scan job it became.
 */
export const ScanUploadStateJson = z.object({
  id: z.string(),
  offset: z.int(),
  length: z.int(),
  state: z.enum(['receiving', 'accepted']),
  job_id: z.nullable(z.int()),
  status: z.nullable(z.string()),
  message: z.nullable(z.string()),
});
export type ScanUploadStateJson = z.infer<typeof ScanUploadStateJson>;
