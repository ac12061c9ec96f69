import { z } from 'zod';
import { BackgroundJobQueries, JOB_STATES, type JobListing } from '../../../adapters/jobs/BackgroundJobQueries';
import { FailedJobRetry } from '../../../adapters/jobs/FailedJobRetry';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { iso, isoOrNull, pageAsked, pageJson, pageOf, pageQuery, unwrap } from './adminSchemas';
import { stampOf } from './staffAccess';

const jobJson = z.object({
  id: z.number().int(),
  kind: z.string().describe('scan or mail'),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string().describe('When a waiting job is due'),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  subject: z.string().nullable().describe("A mail's subject (never its body)"),
  scan_job_id: z.number().int().nullable(),
  file_name: z.string().nullable().describe("A scan's file name"),
  can_retry: z.boolean().describe('A failed job that POST /api/admin/jobs/{id}/retry can run again'),
});

const jobToJson = (job: JobListing): z.infer<typeof jobJson> => ({
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

/** The background jobs (scan processing, mail) of every server: how many wait, run and failed, and the recent ones with their errors; a failed one can be run again. */
export function adminJobRoutes(app: ZodApp, context: ServerContext): void {
  const jobs = new BackgroundJobQueries(context.db);
  const retries = new FailedJobRetry(context.db);

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background jobs by state, and the recent ones newest first (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ state: z.enum(JOB_STATES).optional(), ...pageQuery() }),
        response: {
          200: pageOf(jobJson).extend({ counts: z.object(Object.fromEntries(JOB_STATES.map((state) => [state, z.number().int()])) as Record<(typeof JOB_STATES)[number], z.ZodNumber>) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      const [counts, page] = await Promise.all([jobs.countsByState(), jobs.list({ ...(request.query.state ? { state: request.query.state } : {}) }, asked)]);
      return { ...pageJson(page, asked, jobToJson), counts };
    },
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run a failed job again, with all its attempts, at once (Admin)',
        description:
          "The job waits again, due now, until a server's worker takes it; its last error stays until a run replaces it. " +
          '409 not_failed when the job has not failed; 409 nothing_to_retry when running it again could do nothing: a confidential mail whose text was deleted when it failed, or a scan that was failed and refunded.',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 200: jobJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      unwrap(await retries.retry(id, stampOf(request, context)));
      const job = await jobs.job(id);
      if (!job) throw notFound(AdminMessages.jobNotFound(id), 'job_not_found');
      return jobToJson(job);
    },
  );
}
