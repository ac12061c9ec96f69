import { Button, Stack, Table, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../di/ContainerContext';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { DisplayNames } from '../../messages/DisplayNames';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { OrderDetailModal, OrderFilters, OrderTable, StatusBadge } from '../shared/OrderViews';
import { staffDateTime } from '../shared/StaffFormats';
import { InvoiceDownloadButton } from '../../orders/InvoiceDownloadButton';
import { OrderRefundsPanel } from './OrderRefundsPanel';
import { OrdersPresenter } from './OrdersPresenter';

const texts = AdminMessages.orders;

const OrderPayments = observer(function OrderPayments({ presenter }: { presenter: OrdersPresenter }) {
  const detail = presenter.board.detail;
  const payments = detail?.payments ?? [];
  return (
    <>
      {detail && <InvoiceDownloadButton orderId={detail.id} status={detail.status} paid={presenter.detailPaid} />}
      <Title order={3} size="h5">
        {texts.payments}
      </Title>
      {presenter.paymentsNote && <p>{presenter.paymentsNote}</p>}
      {presenter.storeCreditGivenBackNote && <p>{presenter.storeCreditGivenBackNote}</p>}
      {payments.length > 0 && (
        <Table aria-label={texts.payments}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.transactionId}</Table.Th>
              <Table.Th>{texts.method}</Table.Th>
              <Table.Th>{texts.amount}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
              <Table.Th>{texts.date}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{payment.transactionId ?? '—'}</Table.Td>
                <Table.Td>{[payment.gateway, payment.cardBrand, payment.cardLastFour ? `•••• ${payment.cardLastFour}` : null].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{shownPrice(payment.amount)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={payment.status} names={DisplayNames.paymentStatuses} />
                </Table.Td>
                <Table.Td>{staffDateTime(payment.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
});

export const OrdersPage = observer(function OrdersPage() {
  const presenter = useInjection(OrdersPresenter);
  const { board } = presenter;
  useEffect(() => {
    void presenter.opened();
    return presenter.closed;
  }, [presenter]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      <OrderFilters board={board}>
        <Button variant="default" loading={presenter.csv.running} onClick={() => void presenter.exportClicked()}>
          {AdminMessages.table.exportCsv}
        </Button>
      </OrderFilters>
      <OrderTable board={board} />
      <OrderDetailModal
        board={board}
        extra={
          <>
            <OrderPayments presenter={presenter} />
            <OrderRefundsPanel refunds={presenter.refunds} />
          </>
        }
      />
      <ConfirmDialog confirmation={board.confirmation} />
      <ConfirmDialog confirmation={presenter.refunds.confirmation} />
    </Stack>
  );
});
