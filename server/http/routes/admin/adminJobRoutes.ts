import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { pageAsked, pageQuery, unwrap } from './adminSchemas';
import { jobJson, jobPageJson, jobPageToJson, jobQuery, jobToJson } from './backgroundJobJson';
import { stampOf } from './staffAccess';

/** The background jobs (scan processing, mail) of every server: how many wait, run and failed, and the recent ones with their errors; a failed one can be run again. */
export function adminJobRoutes(app: ZodApp, { backOffice: { jobs, jobRetries: retries }, now }: ShopServices): void {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background jobs by state, and the recent ones newest first (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ ...jobQuery(), ...pageQuery() }),
        response: { 200: jobPageJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      const [counts, page] = await Promise.all([jobs.countsByState(), jobs.list({ ...(request.query.state ? { state: request.query.state } : {}) }, asked)]);
      return jobPageToJson(page, asked, counts);
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
      unwrap(await retries.retry(id, stampOf(request, now)));
      const job = await jobs.job(id);
      if (!job) throw notFound(AdminMessages.jobNotFound(id), 'job_not_found');
      return jobToJson(job);
    },
  );
}
