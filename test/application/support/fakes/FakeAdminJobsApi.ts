import { type AdminJob, type AdminJobsApi, type AdminJobsPage, JOB_STATES, type JobFilter, type JobState } from '../../../../src/application/admin/jobs/AdminJobsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { pageOf } from './pageOf';

/**
 * A job of `id` in `state` as the server lists it: a mail about an order (that still holds its
 * text, so a failed one can run again) created on 21 Nov 2026, unless `fields` say otherwise.
 */
export function backgroundJob(id: number, state: JobState, fields: Partial<AdminJob> = {}): AdminJob {
  const kind = fields.kind ?? 'mail';
  const finished = state === 'failed' || state === 'completed';
  return {
    id,
    kind,
    state,
    attempts: state === 'failed' ? 5 : state === 'waiting' ? 0 : 1,
    maxAttempts: 5,
    runAt: new Date('2026-11-21T09:00:00Z'),
    lastError: state === 'failed' ? 'Error: SMTP server unreachable' : null,
    createdAt: new Date(Date.UTC(2026, 10, 21, 8, id)),
    finishedAt: finished ? new Date('2026-11-21T09:05:00Z') : null,
    subject: kind === 'mail' ? 'Tiara: your order' : null,
    scanJobId: kind === 'scan' ? 42 : null,
    fileName: kind === 'scan' ? 'jaw.nii' : null,
    canRetry: state === 'failed' && kind === 'mail',
    ...fields,
  };
}

/**
 * The background jobs of every server in memory (`jobs`): listed newest first, filtered by state,
 * with how many jobs of every kind are in each state beside every page. A Retry runs again only a
 * failed job that can still do something (not a mail whose text was dropped, which does not say it
 * can be retried, nor a settled scan): it waits again, due `now`, with all its attempts and its last
 * error kept, refused in the server's words otherwise. Retries are logged by name, the filters
 * asked for kept as sent.
 */
export class FakeAdminJobsApi extends FakeApi implements AdminJobsApi {
  readonly calls: string[] = [];
  readonly filters: JobFilter[] = [];
  jobs: AdminJob[] = [];
  now = new Date('2026-11-21T10:00:00Z');

  list(filter: JobFilter): Promise<ApiResult<AdminJobsPage>> {
    this.filters.push(filter);
    return this.respond('list', 'list', () => {
      const rows = this.jobs.filter((job) => filter.state === undefined || job.state === filter.state).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      const counts = Object.fromEntries(JOB_STATES.map((state) => [state, this.jobs.filter((job) => job.state === state).length])) as Record<JobState, number>;
      return ok({ ...pageOf(rows, filter), counts });
    });
  }

  retry(id: number): Promise<ApiResult<AdminJob>> {
    return this.respond('retry', `retry ${id}`, () => {
      const job = this.jobs.find((candidate) => candidate.id === id);
      if (!job) return fail(refusal(404, 'job_not_found', serverAdminMessagesEn.jobNotFound(id)));
      if (job.state !== 'failed') return fail(refusal(409, 'not_failed', serverAdminMessagesEn.jobNotFailed(id, job.state)));
      if (job.kind === 'mail' && !job.canRetry) return fail(refusal(409, 'nothing_to_retry', serverAdminMessagesEn.mailBodyDropped(id)));
      if (job.kind === 'scan') return fail(refusal(409, 'nothing_to_retry', serverAdminMessagesEn.scanAlreadySettled(id)));
      const retried: AdminJob = { ...job, state: 'waiting', attempts: 0, runAt: this.now, finishedAt: null, canRetry: false };
      this.jobs = this.jobs.map((candidate) => (candidate.id === id ? retried : candidate));
      return ok(retried);
    });
  }

  protected override callLog(method: string): string[] | null {
    return method === 'retry' ? this.calls : null;
  }
}
