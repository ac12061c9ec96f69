import { describe, expect, it } from 'vitest';
import type { BackgroundJobKind } from '@tiara/domain/background-job';
import type { AdminJobsApi, JobState } from '../../../src/application/admin/jobs/AdminJobsApi';
import type { Subject } from './support/Subject';

export interface AdminJobsApiSubject {
  readonly api: AdminJobsApi;
  /**
   * A job of `kind` in `state`, newer than every job before it (a new one each call): a mail to a
   * customer under a subject no other job has, that still holds its text unless `textDropped`
   * (a confidential mail that failed), or the processing of a scan.
   */
  newJob(state: JobState, kind: BackgroundJobKind, options?: { readonly textDropped?: boolean }): Promise<{ readonly id: number; readonly subject: string | null }>;
}

/** No job has this id. */
const UNKNOWN_ID = 987_654;
/** Enough for the jobs a test adds to be on the first page, newest first, whatever else the queue holds. */
const firstPage = { page: 1, perPage: 50 };

/** What the back office's jobs screen relies on from the job calls. */
export function adminJobsApiContract(subject: Subject<AdminJobsApiSubject>): void {
  describe('AdminJobsApi', () => {
    it('lists the jobs of one state newest first, each saying whether it can run again, with the counts of every state beside them', async () => {
      const { api, newJob } = await subject();
      const older = await newJob('failed', 'mail');
      const newer = await newJob('failed', 'mail', { textDropped: true });
      const scan = await newJob('failed', 'scan');
      const failed = await api.list({ ...firstPage, state: 'failed' });
      if (!failed.ok) throw new Error(failed.error.message);
      const ids = failed.value.items.map((job) => job.id);
      expect(ids.slice(0, 3)).toEqual([scan.id, newer.id, older.id]);
      expect(failed.value.items.every((job) => job.state === 'failed')).toBe(true);
      expect(failed.value.items.slice(0, 3)).toMatchObject([
        { kind: 'scan', subject: null, canRetry: false },
        { kind: 'mail', subject: newer.subject, scanJobId: null, fileName: null, canRetry: false },
        { kind: 'mail', subject: older.subject, scanJobId: null, fileName: null, canRetry: true, lastError: expect.any(String), finishedAt: expect.any(Date) },
      ]);
      expect(failed.value.counts.failed).toBe(failed.value.total);
      expect(failed.value.pageCount).toBe(Math.ceil(failed.value.total / firstPage.perPage));
      const completed = await api.list({ ...firstPage, state: 'completed' });
      expect(completed.ok && completed.value.items.some((job) => ids.slice(0, 3).includes(job.id))).toBe(false);
      expect(completed.ok && completed.value.counts.failed).toBeGreaterThanOrEqual(3);
    });

    it('runs a failed mail that still holds its text again, which is then no longer failed', async () => {
      const { api, newJob } = await subject();
      const { id, subject: mailSubject } = await newJob('failed', 'mail');
      const retried = await api.retry(id);
      expect(retried).toMatchObject({ ok: true, value: { id, kind: 'mail', subject: mailSubject, canRetry: false } });
      // A server's worker may take it up at once: it waits, runs or has been sent, but has not failed.
      expect(['waiting', 'running', 'completed']).toContain(retried.ok && retried.value.state);
      expect(await api.retry(id)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'not_failed' } });
    });

    it('refuses as conflicts to retry a job that has not failed, a mail whose text was dropped and a settled scan, and answers not-found for a job it does not hold', async () => {
      const { api, newJob } = await subject();
      const completed = await newJob('completed', 'mail');
      expect(await api.retry(completed.id)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'not_failed', message: expect.stringContaining(`#${completed.id}`) } });
      const dropped = await newJob('failed', 'mail', { textDropped: true });
      expect(await api.retry(dropped.id)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'nothing_to_retry' } });
      const scan = await newJob('failed', 'scan');
      expect(await api.retry(scan.id)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'nothing_to_retry' } });
      const stillFailed = await api.list({ ...firstPage, state: 'failed' });
      expect(stillFailed.ok && stillFailed.value.items.filter((job) => job.id === dropped.id || job.id === scan.id)).toHaveLength(2);
      expect(await api.retry(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
