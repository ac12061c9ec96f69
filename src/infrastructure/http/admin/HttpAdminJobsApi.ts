import * as z from 'zod/mini';
import { BackgroundJobJson, BackgroundJobPageJson } from '@tiara/contract/staff/backgroundJobJson';
import type { BackgroundJobQueryJson } from '@tiara/contract/staff/backgroundJobRequestJson';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import type { AdminJob, AdminJobsApi, AdminJobsPage, JobFilter } from '../../../application/admin/jobs/AdminJobsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { instant, instantOrNull, queryOf } from './adminWireSchemas';

const jobOf = (wire: BackgroundJobJson, context: z.core.ParsePayload): AdminJob => ({
  id: wire.id,
  kind: wire.kind,
  state: wire.state,
  attempts: wire.attempts,
  maxAttempts: wire.max_attempts,
  runAt: instant(wire.run_at, context),
  lastError: wire.last_error,
  createdAt: instant(wire.created_at, context),
  finishedAt: instantOrNull(wire.finished_at, context),
  subject: wire.subject,
  scanJobId: wire.scan_job_id,
  fileName: wire.file_name,
  canRetry: wire.can_retry,
});

export const adminJobSchema: z.ZodMiniType<AdminJob> = z.pipe(BackgroundJobJson, z.transform(jobOf));

/** The server's page with the counts by state beside it. */
const jobsPageSchema: z.ZodMiniType<AdminJobsPage> = z.pipe(
  BackgroundJobPageJson,
  z.transform((wire, context) => ({
    items: wire.items.map((job) => jobOf(job, context)),
    total: wire.total,
    page: wire.page,
    perPage: wire.per_page,
    pageCount: wire.page_count,
    counts: wire.counts,
  })),
);

/** /api/admin/jobs and its Retry. */
export class HttpAdminJobsApi implements AdminJobsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: JobFilter): Promise<ApiResult<AdminJobsPage>> {
    const query = queryOf<BackgroundJobQueryJson & PageQueryJson>({ state: filter.state, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/jobs${query}`, jobsPageSchema);
  }

  retry(id: number): Promise<ApiResult<AdminJob>> {
    return this.http.post(`/api/admin/jobs/${id}/retry`, {}, adminJobSchema);
  }
}
