import { describe, expect, it } from 'vitest';
import { type AdminJob, AdminJobsApi } from '../../../../src/application/admin/jobs/AdminJobsApi';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { AdminJobsPresenter } from '../../../../src/ui/admin/jobs/AdminJobsPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminJobsApi, backgroundJob } from '../../../application/support/fakes/FakeAdminJobsApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

const job = (id: number, state: AdminJob['state'], kind = 'mail'): AdminJob => backgroundJob(id, state, { kind });

function setUp() {
  const api = new FakeAdminJobsApi();
  api.jobs = [job(3, 'failed'), job(2, 'waiting', 'scan'), job(1, 'completed')];
  const kit = sectionContainer(AdminJobsApi, api);
  return { ...kit, api, presenter: kit.container.get(AdminJobsPresenter) };
}

describe('AdminJobsPresenter', () => {
  it('shows the counts by state with the first page', async () => {
    const { presenter } = setUp();
    expect(presenter.counts).toBeNull();
    presenter.opened();
    await settle();
    expect(presenter.counts).toEqual({ waiting: 1, running: 0, failed: 1, completed: 1 });
    expect(presenter.list.items.map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('filters by state from page 1, and says what is empty', async () => {
    const { presenter, api } = setUp();
    presenter.opened();
    await settle();
    await presenter.list.pageChosen(2);
    presenter.stateFilterChosen('running');
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20, state: 'running' });
    expect(presenter.list.isEmpty).toBe(true);
    expect(presenter.emptyText).toBe('No running jobs.');
    presenter.stateFilterChosen(null);
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20 });
    expect(presenter.emptyText).toBe('No background jobs here yet.');
  });

  it('retries a failed job, says so, and shows the list and counts afresh', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    await settle();
    const failed = presenter.list.items[0]!;
    const retried = presenter.retryClicked(failed);
    expect(presenter.isRetrying(failed)).toBe(true);
    await retried;
    expect(api.calls).toEqual(['retry 3']);
    expect(presenter.isRetrying(failed)).toBe(false);
    expect(lastToast()).toMatchObject({ tone: 'success', message: 'Job #3 will run again shortly.' });
    expect(presenter.list.items[0]).toMatchObject({ id: 3, state: 'waiting', attempts: 0 });
    expect(presenter.counts).toEqual({ waiting: 2, running: 0, failed: 0, completed: 1 });
  });

  it('retries only a failed job that can run again, once at a time', async () => {
    const { presenter, api } = setUp();
    presenter.opened();
    await settle();
    const [failed, waiting] = presenter.list.items;
    await presenter.retryClicked(waiting!);
    await presenter.retryClicked(job(9, 'failed', 'scan'));
    const first = presenter.retryClicked(failed!);
    const second = presenter.retryClicked(failed!);
    await Promise.all([first, second]);
    expect(api.calls).toEqual(['retry 3']);
  });

  it("shows the server's refusal and the job as the server has it now", async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    await settle();
    api.failures.set('retry', refusal(409, 'nothing_to_retry', serverAdminMessagesEn.mailBodyDropped(3)));
    await presenter.retryClicked(presenter.list.items[0]!);
    expect(lastToast()).toMatchObject({ tone: 'error', message: serverAdminMessagesEn.mailBodyDropped(3) });
    expect(presenter.list.items[0]?.state).toBe('failed');
    expect(presenter.isRetrying(presenter.list.items[0]!)).toBe(false);
  });

  it('refreshes the list and the counts on demand', async () => {
    const { presenter, api } = setUp();
    presenter.opened();
    await settle();
    api.jobs = [job(4, 'running', 'scan'), ...api.jobs];
    await presenter.refreshClicked();
    expect(presenter.counts?.running).toBe(1);
    expect(presenter.list.items[0]?.id).toBe(4);
  });
});
