import * as z from 'zod/mini';
import { BACKGROUND_JOB_STATES } from '@tiara/domain/background-job';
import { withFields } from '../withFields';
import { PageJson } from './listJson';

/** The background jobs of /api/admin/jobs: scan processing and mail, of every server. */

export const JobStateJson = z.enum(BACKGROUND_JOB_STATES);
export type JobStateJson = z.infer<typeof JobStateJson>;

/** A job: of a mail only its subject, of a scan its job id and file name; never a body. */
export const BackgroundJobJson = z.object({
  id: z.int(),
  kind: z.string(),
  state: JobStateJson,
  attempts: z.int(),
  max_attempts: z.int(),
  run_at: z.string(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  scan_job_id: z.nullable(z.int()),
  file_name: z.nullable(z.string()),
  can_retry: z.boolean(),
});
export type BackgroundJobJson = z.infer<typeof BackgroundJobJson>;

/** A page of jobs with how many jobs are in each state. */
export const BackgroundJobPageJson = withFields(PageJson(BackgroundJobJson), {
  counts: z.object({ waiting: z.int(), running: z.int(), completed: z.int(), failed: z.int() }),
});
export type BackgroundJobPageJson = z.infer<typeof BackgroundJobPageJson>;
