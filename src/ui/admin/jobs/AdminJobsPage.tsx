import { Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { type AdminJob, JOB_STATES, type JobState } from '../../../application/admin/jobs/AdminJobsApi';
import { useInjection } from '../../di/ContainerContext';
import { AdminJobsMessages } from '../../messages/AdminJobsMessages';
import { AdminMessages } from '../../messages/AdminMessages';
import { type Column } from '../shared/DataTable';
import { PagedTable } from '../shared/PagedTable';
import { staffDateTime } from '../shared/StaffFormats';
import { AdminJobsPresenter } from './AdminJobsPresenter';

const texts = AdminJobsMessages;

const STATE_COLOURS: Readonly<Record<JobState, string>> = { waiting: 'yellow', running: 'blue', failed: 'red', completed: 'green' };

const kindText = (kind: string) => (kind === 'scan' || kind === 'mail' ? texts.kinds[kind] : kind);

/** A mail by its subject, a scan by its scan job and file name; never a body. */
const whatText = (job: AdminJob) => (job.kind === 'scan' ? texts.scanWhat(job.scanJobId, job.fileName) : (job.subject ?? texts.noSubject));

/** A waiting job says when it runs next; a running one, since when it was due; a finished one, when it finished. */
function whenText(job: AdminJob): string {
  if (job.state === 'waiting') return texts.nextRun(staffDateTime(job.runAt));
  if (job.state === 'running' || job.finishedAt === null) return texts.due(staffDateTime(job.runAt));
  return texts.finished(staffDateTime(job.finishedAt));
}

/** A failed job's error in full, wrapped; an earlier attempt's error of a job that went on, in two lines. Server text, in whichever direction it was written. */
function LastError({ job }: { job: AdminJob }) {
  if (job.lastError === null) return <>{texts.noError}</>;
  const failed = job.state === 'failed';
  return (
    <Text size="sm" dir="auto" c={failed ? 'red' : 'dimmed'} lineClamp={failed ? undefined : 2} maw={420} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {job.lastError}
    </Text>
  );
}

const StateCounts = observer(function StateCounts({ presenter }: { presenter: AdminJobsPresenter }) {
  const counts = presenter.counts;
  if (counts === null) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} role="list" aria-label={texts.countsLabel}>
      {JOB_STATES.map((state) => (
        <Card key={state} withBorder role="listitem" aria-label={`${texts.states[state]}: ${counts[state]}`}>
          <Text size="sm" c="dimmed">
            {texts.states[state]}
          </Text>
          <Text size="xl" fw={700} c={state === 'failed' && counts.failed > 0 ? 'red' : undefined}>
            {counts[state]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
});

/** Admin → Background jobs (issue 17): the shared queue of scan processing and mail. */
export const AdminJobsPage = observer(function AdminJobsPage() {
  const presenter = useInjection(AdminJobsPresenter);
  useEffect(() => presenter.opened(), [presenter]);
  const list = presenter.list;

  const columns: Column<AdminJob>[] = [
    { header: texts.job, cell: (row) => `#${row.id}` },
    { header: texts.kind, cell: (row) => kindText(row.kind) },
    {
      header: texts.what,
      cell: (row) => (
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {whatText(row)}
        </Text>
      ),
    },
    { header: texts.state, cell: (row) => <Badge color={STATE_COLOURS[row.state]}>{texts.states[row.state]}</Badge> },
    { header: texts.attempts, cell: (row) => texts.attemptsOf(row.attempts, row.maxAttempts) },
    { header: texts.when, cell: whenText },
    { header: texts.lastError, cell: (row) => <LastError job={row} /> },
    {
      header: AdminMessages.table.actions,
      cell: (row) =>
        row.canRetry ? (
          <Button size="xs" variant="light" aria-label={texts.retryNamed(row.id)} loading={presenter.isRetrying(row)} onClick={() => void presenter.retryClicked(row)}>
            {texts.retry}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </Stack>
        <Button variant="default" onClick={() => void presenter.refreshClicked()} loading={list.loading}>
          {AdminMessages.table.refresh}
        </Button>
      </Group>
      <StateCounts presenter={presenter} />
      <NativeSelect
        label={texts.stateFilter}
        data={[{ value: '', label: texts.allStates }, ...JOB_STATES.map((state) => ({ value: state, label: texts.states[state] }))]}
        value={presenter.stateFilter ?? ''}
        onChange={(event) => presenter.stateFilterChosen(JOB_STATES.find((state) => state === event.currentTarget.value) ?? null)}
        maw={240}
      />
      <PagedTable label={texts.title} columns={columns} list={list} rowKey={(row) => row.id} empty={presenter.emptyText} />
    </Stack>
  );
});
