import { Alert, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type AdminRefund, REFUND_METHODS, REFUND_STATUSES } from '@tiara/domain/returns';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminRefundsMessages } from '../../messages/AdminRefundsMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { type Column, DataTable } from '../shared/DataTable';
import { GatewayCheckButton } from '../shared/GatewayCheckButton';
import { staffDateTime, statusColour } from '../shared/StaffFormats';
import { TablePagination } from '../shared/TablePagination';
import type { AdminRefundsPresenter } from './AdminRefundsPresenter';

const texts = AdminRefundsMessages.refunds;
const creditTexts = AdminRefundsMessages.storeCredit;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

const StoreCreditSummary = observer(function StoreCreditSummary({ presenter }: { presenter: AdminRefundsPresenter }) {
  const report = presenter.storeCredit;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="store-credit-title">
      <Title order={2} size="h4" mb="sm" id="store-credit-title">
        {creditTexts.title}
      </Title>
      {presenter.storeCreditError !== null && (
        <Alert color="red" role="alert" mb="sm">
          {presenter.storeCreditError}
        </Alert>
      )}
      {report && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={creditTexts.issued} value={shownPrice(report.issued)} />
          <Figure label={creditTexts.spent} value={shownPrice(report.spent)} />
          <Figure label={creditTexts.restored} value={shownPrice(report.restored)} />
          <Stack gap={0}>
            <Figure label={creditTexts.outstanding} value={shownPrice(report.outstanding)} />
            <Text size="xs" c="dimmed">
              {creditTexts.customersWithBalance(report.customersWithBalance)}
            </Text>
          </Stack>
        </SimpleGrid>
      )}
    </Paper>
  );
});

/** Admin → Payments → Refunds: what was given back, how, and its credit note, a card refund still Pending checked with the gateway again; and the store credit customers hold. */
export const AdminRefundsPanel = observer(function AdminRefundsPanel({ presenter }: { presenter: AdminRefundsPresenter }) {
  const list = presenter.list;
  const columns: Column<AdminRefund>[] = [
    { header: texts.order, cell: (row) => `#${row.orderId}` },
    { header: texts.customer, cell: (row) => <bdi>{row.customer.email}</bdi> },
    { header: texts.method, cell: (row) => texts.methods[row.method] },
    { header: texts.amount, cell: (row) => shownPrice(row.amount) },
    {
      header: texts.status,
      cell: (row) => (
        <Stack gap={2}>
          <Badge color={statusColour(row.status)}>{texts.statuses[row.status]}</Badge>
          {/* A confirmed refund's earlier error is history: the order's refunds and the return's detail leave it out too. */}
          {row.lastError !== null && row.status !== 'Confirmed' && (
            <Text size="xs" c="red.8">
              {texts.lastError}: <bdi>{row.lastError}</bdi>
            </Text>
          )}
          {presenter.gatewayCheck.offeredFor(row) && <GatewayCheckButton check={presenter.gatewayCheck} refundId={row.id} amount={row.amount} />}
        </Stack>
      ),
    },
    { header: texts.attempts, cell: (row) => String(row.attempts) },
    { header: texts.who, cell: (row) => (row.createdBy === null ? texts.none : <bdi>{row.createdBy}</bdi>) },
    { header: texts.when, cell: (row) => staffDateTime(row.createdAt) },
    { header: texts.confirmed, cell: (row) => (row.confirmedAt === null ? texts.none : staffDateTime(row.confirmedAt)) },
    {
      header: texts.creditNote,
      cell: (row) =>
        row.creditNote === null ? (
          texts.none
        ) : (
          <Button
            size="xs"
            variant="subtle"
            aria-label={texts.downloadCreditNote(row.creditNote.number)}
            loading={presenter.downloading === row.creditNote.number}
            onClick={() => void presenter.creditNoteClicked(row)}
          >
            <bdi>{row.creditNote.number}</bdi>
          </Button>
        ),
    },
  ];

  return (
    <Stack>
      <StoreCreditSummary presenter={presenter} />
      <Title order={2} size="h4">
        {texts.title}
      </Title>
      <Group align="flex-end">
        <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} style={{ flex: 1, minWidth: '12rem' }} />
        <NativeSelect
          label={texts.statusFilter}
          data={[{ value: '', label: AdminSectionsMessages.anyStatus }, ...REFUND_STATUSES.map((status) => ({ value: status, label: texts.statuses[status] }))]}
          value={presenter.statusFilter}
          onChange={(event) => presenter.statusFilterChosen(event.currentTarget.value)}
        />
        <NativeSelect
          label={texts.methodFilter}
          data={[{ value: '', label: texts.anyMethod }, ...REFUND_METHODS.map((method) => ({ value: method, label: texts.methods[method] }))]}
          value={presenter.methodFilter}
          onChange={(event) => presenter.methodFilterChosen(event.currentTarget.value)}
        />
      </Group>
      <DataTable label={texts.title} columns={columns} rows={list.items} rowKey={(row) => row.id} loading={list.loading} error={list.error} />
      <TablePagination list={list} />
    </Stack>
  );
});
