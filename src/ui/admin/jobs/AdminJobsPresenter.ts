import { inject, injectable } from 'inversify';
import { type AdminJob, AdminJobsApi, type JobState } from '../../../application/admin/jobs/AdminJobsApi';
import { AdminJobsMessages } from '../../messages/AdminJobsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';

const texts = AdminJobsMessages;

/** Admin → Background jobs: how many jobs wait, run, failed and completed, the recent ones by state, and Retry of a failed one. */
@injectable()
export class AdminJobsPresenter {
  stateFilter: JobState | null = null;
  counts: Readonly<Record<JobState, number>> | null = null;
  /** The jobs whose Retry is on its way to the server. */
  retrying: ReadonlySet<number> = new Set();
  readonly list = new PagedList<AdminJob>(async (page) => {
    const answer = await this.api.list({ ...page, ...(this.stateFilter === null ? {} : { state: this.stateFilter }) });
    if (answer.ok) this.countsAnswered(answer.value.counts);
    return answer;
  });

  constructor(
    @inject(AdminJobsApi) private readonly api: AdminJobsApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { list: false });
  }

  get emptyText(): string {
    return this.stateFilter === null ? texts.empty : texts.emptyInState(texts.states[this.stateFilter]);
  }

  opened(): void {
    void this.list.reload();
  }

  refreshClicked(): Promise<void> {
    return this.list.reload();
  }

  stateFilterChosen(state: JobState | null): void {
    this.stateFilter = state;
    void this.list.firstPage();
  }

  isRetrying(job: AdminJob): boolean {
    return this.retrying.has(job.id);
  }

  async retryClicked(job: AdminJob): Promise<void> {
    if (!job.canRetry || this.retrying.has(job.id)) return;
    this.retrying = new Set([...this.retrying, job.id]);
    const answer = await this.api.retry(job.id);
    this.retryAnswered(job.id, answer);
    // The counts and the row (now waiting, or already taken by a worker) as the server has them.
    await this.list.reload();
  }

  private retryAnswered(id: number, answer: Awaited<ReturnType<AdminJobsApi['retry']>>): void {
    this.retrying = new Set([...this.retrying].filter((retrying) => retrying !== id));
    if (answer.ok) this.toasts.success(texts.retried(id));
    else this.toasts.error(answer.error.message);
  }

  private countsAnswered(counts: Readonly<Record<JobState, number>>): void {
    this.counts = counts;
  }
}
