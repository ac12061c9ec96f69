import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

/** The states a background job passes through on the server, in the order the screen counts them. */
export const JOB_STATES = ['waiting', 'running', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a job does: process an uploaded scan, or send an e-mail. */
export type JobKind = 'scan' | 'mail';

/** A job as the admin sees it: of a mail only its subject, of a scan its scan job and file name. */
export interface AdminJob {
  readonly id: number;
  /** A kind this screen does not know yet is shown as the server names it. */
  readonly kind: JobKind | (string & {});
  readonly state: JobState;
  readonly attempts: number;
  readonly maxAttempts: number;
  /** When a waiting job is due. */
  readonly runAt: Date;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  readonly subject: string | null;
  readonly scanJobId: number | null;
  readonly fileName: string | null;
  /** A failed job that can run again: a mail that still holds its text (not a settled scan, nor a reset code whose body was dropped). */
  readonly canRetry: boolean;
}

/** A page of jobs, with how many jobs of every kind are in each state. */
export interface AdminJobsPage extends AdminPage<AdminJob> {
  readonly counts: Readonly<Record<JobState, number>>;
}

export interface JobFilter extends PageRequest {
  readonly state?: JobState;
}

/** /api/admin/jobs: the durable background jobs of every server. */
export interface AdminJobsApi {
  list(filter: JobFilter): Promise<ApiResult<AdminJobsPage>>;
  /** A failed job waits again with all its attempts; refused (409) when it has not failed or has nothing left to run. */
  retry(id: number): Promise<ApiResult<AdminJob>>;
}

export const AdminJobsApi: ServiceIdentifier<AdminJobsApi> = Symbol('AdminJobsApi');
