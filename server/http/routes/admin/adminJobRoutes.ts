import { z } from 'zod';
import { BackgroundJobQueries, JOB_STATES, type JobListing } from '../../../adapters/jobs/BackgroundJobQueries';
import { errorResponses } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { iso, isoOrNull, pageAsked, pageJson, pageOf, pageQuery } from './adminSchemas';

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
});

/** The background jobs (scan processing, mail) of every server: how many wait, run and failed, and the recent ones with their errors. */
export function adminJobRoutes(app: ZodApp, context: ServerContext): void {
  const jobs = new BackgroundJobQueries(context.db);

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
}
