import * as z from 'zod/mini';
import { type AdminJob, type AdminJobsApi, type AdminJobsPage, type JobFilter, JOB_STATES } from '../../../application/admin/jobs/AdminJobsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { count, date, nullableDate, queryOf } from './adminWireSchemas';

export const adminJobSchema: z.ZodMiniType<AdminJob> = z.pipe(
  z.object({
    id: count,
    kind: z.string(),
    state: z.enum(JOB_STATES),
    attempts: count,
    max_attempts: count,
    run_at: date,
    last_error: z.nullable(z.string()),
    created_at: date,
    finished_at: nullableDate,
    subject: z.nullable(z.string()),
    scan_job_id: z.nullable(count),
    file_name: z.nullable(z.string()),
    can_retry: z.boolean(),
  }),
  z.transform((wire) => ({
    id: wire.id,
    kind: wire.kind,
    state: wire.state,
    attempts: wire.attempts,
    maxAttempts: wire.max_attempts,
    runAt: wire.run_at,
    lastError: wire.last_error,
    createdAt: wire.created_at,
    finishedAt: wire.finished_at,
    subject: wire.subject,
    scanJobId: wire.scan_job_id,
    fileName: wire.file_name,
    canRetry: wire.can_retry,
  })),
);

/** The server's page (as `pageSchema` reads one) with the counts by state beside it. */
const jobsPageSchema: z.ZodMiniType<AdminJobsPage> = z.pipe(
  z.object({
    items: z.array(adminJobSchema),
    total: count,
    page: count,
    per_page: count,
    page_count: count,
    counts: z.object({ waiting: count, running: count, failed: count, completed: count }),
  }),
  z.transform((wire) => ({ items: wire.items, total: wire.total, page: wire.page, perPage: wire.per_page, pageCount: wire.page_count, counts: wire.counts })),
);

/** /api/admin/jobs and its Retry. */
export class HttpAdminJobsApi implements AdminJobsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: JobFilter): Promise<ApiResult<AdminJobsPage>> {
    const query = queryOf({ state: filter.state, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/jobs${query}`, jobsPageSchema);
  }

  retry(id: number): Promise<ApiResult<AdminJob>> {
    return this.http.post(`/api/admin/jobs/${id}/retry`, {}, adminJobSchema);
  }
}
