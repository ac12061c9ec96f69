import { Badge, Button, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { type AdminPayment, PAYMENT_STATUSES } from '../../../application/admin/payments/AdminPaymentsApi';
import { useInjection } from '../../di/ContainerContext';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminRefundsMessages } from '../../messages/AdminRefundsMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { type Column, DataTable } from '../shared/DataTable';
import { staffDateTime, statusColour } from '../shared/StaffFormats';
import { TablePagination } from '../shared/TablePagination';
import { AdminPaymentsPresenter } from './AdminPaymentsPresenter';
import { AdminRefundsPanel } from './AdminRefundsPanel';

const texts = AdminSectionsMessages.payments;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

const PaymentDetail = observer(function PaymentDetail({ presenter }: { presenter: AdminPaymentsPresenter }) {
  const payment = presenter.detail;
  return (
    <Modal opened={payment !== null} onClose={presenter.detailClosed} title={payment ? texts.detailTitle(payment.id) : ''} centered size="lg">
      {payment && (
        <Stack>
          {presenter.loadingDetail && <Loader size="sm" aria-label={AdminMessages.table.loading} />}
          <Group>
            <Badge color={statusColour(payment.status)}>{shownName(DisplayNames.paymentStatuses, payment.status)}</Badge>
            <Text fw={700}>{shownPrice(payment.amount)}</Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label={texts.transactionId} value={payment.transactionId ?? texts.none} />
            <Fact label={texts.gatewayOrderId} value={payment.gatewayOrderId ?? texts.none} />
            <Fact label={texts.gateway} value={payment.gateway} />
            <Fact label={texts.card} value={texts.cardText(payment.cardBrand, payment.cardLastFour)} />
            <Fact label={texts.order} value={`#${payment.orderId}`} />
            <Fact label={texts.orderStatus} value={shownName(DisplayNames.orderStatuses, payment.order.status)} />
            <Fact label={texts.orderTotal} value={shownPrice(payment.order.total)} />
            <Fact label={texts.method} value={shownName(DisplayNames.paymentMethods, payment.order.paymentMethod)} />
            <Fact label={texts.customer} value={`${payment.customer.name} <${payment.customer.email}>`} />
            <Fact label={texts.date} value={staffDateTime(payment.createdAt)} />
            <Fact label={texts.updated} value={staffDateTime(payment.updatedAt)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={presenter.detailClosed}>
              {AdminSectionsMessages.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
});

/** Admin → Payments (read-only), with the refunds and store credit in a tab of their own. */
export const AdminPaymentsPage = observer(function AdminPaymentsPage() {
  const presenter = useInjection(AdminPaymentsPresenter);
  useEffect(() => presenter.opened(), [presenter]);
  const list = presenter.list;

  const columns: Column<AdminPayment>[] = [
    { header: texts.payment, cell: (row) => `#${row.id}` },
    { header: texts.transactionId, cell: (row) => (row.transactionId === null ? texts.none : <bdi>{row.transactionId}</bdi>) },
    { header: texts.order, cell: (row) => `#${row.orderId}` },
    { header: texts.customer, cell: (row) => <bdi>{row.customer.email}</bdi> },
    { header: texts.amount, cell: (row) => shownPrice(row.amount) },
    { header: texts.method, cell: (row) => `${shownName(DisplayNames.paymentMethods, row.order.paymentMethod)} · ${texts.cardText(row.cardBrand, row.cardLastFour)}` },
    { header: texts.date, cell: (row) => staffDateTime(row.createdAt) },
    { header: texts.status, cell: (row) => <Badge color={statusColour(row.status)}>{shownName(DisplayNames.paymentStatuses, row.status)}</Badge> },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <Button size="xs" variant="light" aria-label={texts.details(row.id)} onClick={() => void presenter.viewClicked(row)}>
          {AdminSectionsMessages.view}
        </Button>
      ),
    },
  ];

  const tabs = AdminRefundsMessages.tabs;
  return (
    <Stack>
      <Stack gap={0}>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.subtitle}</Text>
      </Stack>
      <Tabs value={presenter.tab} onChange={(tab) => presenter.tabChosen(tab ?? '')} keepMounted={false}>
        <Tabs.List aria-label={tabs.label}>
          <Tabs.Tab value="payments">{tabs.payments}</Tabs.Tab>
          <Tabs.Tab value="refunds">{tabs.refunds}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payments" pt="md">
          <Stack>
            <Group align="flex-end">
              <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} style={{ flex: 1 }} />
              <NativeSelect
                label={texts.statusFilter}
                data={[{ value: '', label: AdminSectionsMessages.anyStatus }, ...PAYMENT_STATUSES.map((status) => ({ value: status, label: DisplayNames.paymentStatuses[status] }))]}
                value={presenter.statusFilter}
                onChange={(event) => presenter.statusFilterChosen(event.currentTarget.value)}
              />
            </Group>
            <DataTable label={texts.title} columns={columns} rows={list.items} rowKey={(row) => row.id} loading={list.loading} error={list.error} />
            <TablePagination list={list} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="refunds" pt="md">
          <AdminRefundsPanel presenter={presenter.refunds} />
        </Tabs.Panel>
      </Tabs>
      <PaymentDetail presenter={presenter} />
    </Stack>
  );
});
