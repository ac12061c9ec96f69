import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../../di/ContainerContext';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { StaffAreaSpinner } from '../shared/StaffAreaSpinner';
import { ArabicMissingBadge } from './ArabicMissingBadge';
import { type ArabicGapGroup, ArabicReportPresenter } from './ArabicReportPresenter';

const texts = AdminArabicMessages.report;

const KindCounts = observer(function KindCounts({ presenter }: { presenter: ArabicReportPresenter }) {
  const counts = presenter.counts;
  if (counts === null) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} role="list" aria-label={texts.countsLabel}>
      {counts.map((entry) => (
        <Card key={entry.kind} withBorder role="listitem" aria-label={`${entry.label}: ${entry.count}`}>
          <Text size="sm" c="dimmed">
            {entry.label}
          </Text>
          <Text size="xl" fw={700}>
            {entry.count}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
});

/** One kind's items, each with what it lacks and a link to where it is written. */
function GapGroup({ group }: { group: ArabicGapGroup }) {
  const headingId = `arabic-gaps-${group.kind}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {group.label} ({group.rows.length})
      </Title>
      <Stack gap="xs" role="list" aria-label={group.label}>
        {group.rows.map((row) => (
          <Paper key={row.key} withBorder p="sm" role="listitem">
            <Group justify="space-between" align="center" gap="xs">
              <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                <Text fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Text>
                {row.within && (
                  <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {row.within}
                  </Text>
                )}
                <Group gap="xs">
                  <ArabicMissingBadge />
                  <Text size="sm">
                    {texts.missingTexts}: {row.missing}
                  </Text>
                </Group>
              </Stack>
              <Anchor component={Link} to={row.link.to} style={{ overflowWrap: 'anywhere' }}>
                {row.link.label}
              </Anchor>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** Admin → Arabic texts (issue 28): what customers still read in English in the Arabic shop, by kind. */
export const ArabicReportPage = observer(function ArabicReportPage() {
  const presenter = useInjection(ArabicReportPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0} style={{ flex: '1 1 20rem' }}>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.intro}</Text>
        </Stack>
        <Button variant="default" onClick={() => void presenter.refreshClicked()} loading={presenter.loading}>
          {texts.refresh}
        </Button>
      </Group>
      {presenter.error && (
        <Alert color="red" role="alert">
          {presenter.error}
        </Alert>
      )}
      {presenter.gaps === null && presenter.loading && <StaffAreaSpinner />}
      <KindCounts presenter={presenter} />
      {presenter.complete ? (
        <Paper withBorder p="lg" role="status">
          <Text fw={500}>{texts.empty}</Text>
        </Paper>
      ) : (
        presenter.total && <Text role="status">{presenter.total}</Text>
      )}
      {presenter.groups.map((group) => (
        <GapGroup key={group.kind} group={group} />
      ))}
    </Stack>
  );
});
