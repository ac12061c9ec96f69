import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ConfirmDialog } from '../admin/shared/ConfirmDialog';
import { OrderDetailModal, OrderFilters, OrderTable } from '../admin/shared/OrderViews';
import { useInjection } from '../di/ContainerContext';
import { AdminMessages } from '../messages/AdminMessages';
import { SalesMessages } from '../messages/SalesMessages';
import { SalesOrdersPresenter } from './SalesOrdersPresenter';

export const SalesOrdersPage = observer(function SalesOrdersPage() {
  const { board } = useInjection(SalesOrdersPresenter);
  useEffect(() => {
    void board.opened();
    return board.closed;
  }, [board]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {AdminMessages.orders.title}
      </Title>
      <Text c="dimmed">{SalesMessages.fulfilmentHint}</Text>
      <OrderFilters board={board} />
      <OrderTable board={board} />
      <OrderDetailModal board={board} />
      <ConfirmDialog confirmation={board.confirmation} />
    </Stack>
  );
});
