import type { ServiceIdentifier } from 'inversify';
import type { BackgroundJobListing, BackgroundJobState } from '@tiara/domain/background-job';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

/** The states a background job passes through on the server, in the order the screen counts them. */
export const JOB_STATES = ['waiting', 'running', 'failed', 'completed'] as const satisfies readonly BackgroundJobState[];
export type JobState = BackgroundJobState;

/** A job as the admin sees it. */
export type AdminJob = BackgroundJobListing;

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
