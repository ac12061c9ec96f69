import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ScanStatus } from '../../application/scans/ScanHistoryApi';
import { AiMessages } from '../messages/AiMessages';
import type { ScanUploadPresenter } from './ScanUploadPresenter';

const texts = AiMessages.upload;

const STATUS_COLORS: Readonly<Record<ScanStatus, string>> = { Queued: 'gray', Processing: 'blue', Completed: 'green', Failed: 'red' };

/** The customer's uploaded scans with each one's status (GET /api/scans/mine). */
export const MyScans = observer(function MyScans({ page }: { page: ScanUploadPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="my-scans-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="my-scans-title">
            {texts.myScans}
          </Title>
          <Button variant="default" size="xs" onClick={page.refreshScansClicked} loading={page.scansStatus === 'loading'}>
            {texts.refresh}
          </Button>
        </Group>
        {page.scansStatus === 'failed' && (
          <Alert color="red" role="alert">
            {texts.scansFailed}
          </Alert>
        )}
        {page.scansStatus === 'loading' && page.scanRows.length === 0 && <Text c="dimmed">{texts.loadingScans}</Text>}
        {page.scansStatus === 'loaded' && page.scanRows.length === 0 && <Text c="dimmed">{texts.noScans}</Text>}
        {page.scanRows.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={texts.myScans}>
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
                {page.scanRows.map((scan) => (
                  <Table.Tr key={scan.id}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{scan.fileName}</Table.Td>
                    <Table.Td>{scan.sizeText}</Table.Td>
                    <Table.Td>{scan.uploadedText}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[scan.status]} variant="light">
                        {scan.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{scan.detail ?? ''}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
});
