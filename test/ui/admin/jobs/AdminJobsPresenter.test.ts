import { describe, expect, it } from 'vitest';
import { type AdminJob, AdminJobsApi, type AdminJobsPage, type JobFilter } from '../../../../src/application/admin/jobs/AdminJobsApi';
import { ok } from '@tiara/domain/result';
import { AdminJobsPresenter } from '../../../../src/ui/admin/jobs/AdminJobsPresenter';
import { FakePort, pageOf, rejected, sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

const job = (id: number, state: AdminJob['state'], kind = 'mail'): AdminJob => ({
  id,
  kind,
  state,
  attempts: state === 'failed' ? 5 : 1,
  maxAttempts: 5,
  runAt: new Date('2026-11-21T09:00:00Z'),
  lastError: state === 'failed' ? 'Error: SMTP server unreachable' : null,
  createdAt: new Date('2026-11-21T08:59:00Z'),
  finishedAt: state === 'failed' || state === 'completed' ? new Date('2026-11-21T09:05:00Z') : null,
  subject: kind === 'mail' ? 'Tiara: your order' : null,
  scanJobId: kind === 'scan' ? 42 : null,
  fileName: kind === 'scan' ? 'jaw.nii' : null,
  canRetry: state === 'failed' && kind === 'mail',
});

class FakeJobsApi extends FakePort implements AdminJobsApi {
  rows = [job(3, 'failed'), job(2, 'waiting', 'scan'), job(1, 'completed')];
  filters: JobFilter[] = [];

  list(filter: JobFilter) {
    this.filters.push(filter);
    const rows = this.rows.filter((row) => filter.state === undefined || row.state === filter.state);
    const page = pageOf(rows, filter);
    const counts = { waiting: 0, running: 0, failed: 0, completed: 0 };
    for (const row of this.rows) counts[row.state] += 1;
    return Promise.resolve(page.ok ? ok<AdminJobsPage>({ ...page.value, counts }) : page);
  }
  retry(id: number) {
    return this.answer(`retry ${id}`, () => {
      const retried = { ...this.rows.find((row) => row.id === id)!, state: 'waiting' as const, attempts: 0, finishedAt: null };
      this.rows = this.rows.map((row) => (row.id === id ? retried : row));
      return retried;
    });
  }
}

function setUp() {
  const api = new FakeJobsApi();
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
    api.refuseNext(rejected('Background job #3 was a confidential e-mail whose text was deleted when it failed.', 409));
    await presenter.retryClicked(presenter.list.items[0]!);
    expect(lastToast()).toMatchObject({ tone: 'error', message: 'Background job #3 was a confidential e-mail whose text was deleted when it failed.' });
    expect(presenter.list.items[0]?.state).toBe('failed');
    expect(presenter.isRetrying(presenter.list.items[0]!)).toBe(false);
  });

  it('refreshes the list and the counts on demand', async () => {
    const { presenter, api } = setUp();
    presenter.opened();
    await settle();
    api.rows = [job(4, 'running', 'scan'), ...api.rows];
    await presenter.refreshClicked();
    expect(presenter.counts?.running).toBe(1);
    expect(presenter.list.items[0]?.id).toBe(4);
  });
});
