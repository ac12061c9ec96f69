import * as z from 'zod/mini';
import { BackgroundJobJson, BackgroundJobPageJson } from '@tiara/contract/staff/backgroundJobJson';
import { BackgroundJobQueryJson } from '@tiara/contract/staff/backgroundJobRequestJson';
import type { BackgroundJobListing } from '@tiara/domain/background-job';
import { documented } from '../../documented';
import { iso, isoOrNull, type PageAsked, pageJson, pageOf } from './adminSchemas';
import type { Page } from '../../../application/admin/AdminResults';

/** The background jobs of /api/admin/jobs (src/contract/staff/backgroundJobJson.ts). */

export const jobJson = documented(BackgroundJobJson, {
  kind: 'scan or mail',
  run_at: 'When a waiting job is due',
  subject: "A mail's subject (never its body)",
  file_name: "A scan's file name",
  can_retry: 'A failed job that POST /api/admin/jobs/{id}/retry can run again',
});

export const jobPageJson = z.extend(BackgroundJobPageJson, pageOf(jobJson).shape);

export const jobToJson = (job: BackgroundJobListing): BackgroundJobJson => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  attempts: job.attempts,
  max_attempts: job.maxAttempts,
  run_at: iso(job.runAt),
  last_error: job.lastError,
  created_at: iso(job.createdAt),
  finished_at: isoOrNull(job.finishedAt),
  subject: job.subject,
  scan_job_id: job.scanJobId,
  file_name: job.fileName,
  can_retry: job.canRetry,
});

export const jobPageToJson = (page: Page<BackgroundJobListing>, asked: PageAsked, counts: BackgroundJobPageJson['counts']): BackgroundJobPageJson => ({ ...pageJson(page, asked, jobToJson), counts });

export const jobQuery = () => BackgroundJobQueryJson.shape;
