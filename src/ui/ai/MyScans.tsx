import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ScanStatus } from '../../application/scans/ScanHistoryApi';
import { AiMessages } from '../messages/AiMessages';
import { DisplayNames, shownName } from '../messages/DisplayNames';
import { PhoneCard, PhoneCardList } from '../shell/PhoneCards';
import type { ScanHistoryPresenter } from './ScanHistoryPresenter';

const texts = AiMessages.upload;

const STATUS_COLORS: Readonly<Record<ScanStatus, string>> = { Queued: 'gray', Processing: 'blue', Completed: 'green', Failed: 'red' };

const ScanStatusBadge = observer(function ScanStatusBadge({ status }: { status: ScanStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="fit-content" style={{ flexShrink: 0 }}>
      {shownName(DisplayNames.scanStatuses, status)}
    </Badge>
  );
});

/** The customer's uploaded scans with each one's status (GET /api/scans/mine). */
export const MyScans = observer(function MyScans({ history }: { history: ScanHistoryPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="my-scans-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="my-scans-title">
            {texts.myScans}
          </Title>
          <Button variant="default" size="xs" onClick={history.refreshClicked} loading={history.status === 'loading'}>
            {texts.refresh}
          </Button>
        </Group>
        {history.status === 'failed' && (
          <Alert color="red" role="alert">
            {texts.scansFailed}
          </Alert>
        )}
        {history.status === 'loading' && history.rows.length === 0 && <Text c="dimmed">{texts.loadingScans}</Text>}
        {history.status === 'loaded' && history.rows.length === 0 && <Text c="dimmed">{texts.noScans}</Text>}
        {history.rows.length > 0 && (
          <>
            <PhoneCardList label={texts.myScans}>
              {history.rows.map((scan) => (
                <PhoneCard
                  key={scan.id}
                  title={
                    <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                      <bdi>{scan.fileName}</bdi>
                    </Text>
                  }
                  badge={<ScanStatusBadge status={scan.status} />}
                >
                  <Text size="sm" c="dimmed">
                    <bdi>{scan.sizeText}</bdi> · {scan.uploadedText}
                  </Text>
                  {scan.detail !== null && (
                    <Text size="sm">
                      <bdi>{scan.detail}</bdi>
                    </Text>
                  )}
                </PhoneCard>
              ))}
            </PhoneCardList>
            <Table striped aria-label={texts.myScans} visibleFrom="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.file}</Table.Th>
                  <Table.Th>{texts.size}</Table.Th>
                  <Table.Th>{texts.uploaded}</Table.Th>
                  <Table.Th>{texts.status}</Table.Th>
                  <Table.Th>{texts.result}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.rows.map((scan) => (
                  <Table.Tr key={scan.id}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>
                      <bdi>{scan.fileName}</bdi>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{scan.sizeText}</Table.Td>
                    <Table.Td>{scan.uploadedText}</Table.Td>
                    <Table.Td>
                      <ScanStatusBadge status={scan.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{scan.detail ?? ''}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
});
