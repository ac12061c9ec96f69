import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../../di/ContainerContext';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { adminPath } from '../shared/AdminSections';
import { StaffAreaSpinner } from '../shared/StaffAreaSpinner';
import { staffDateTime } from '../shared/StaffFormats';
import { StatusBadge } from '../shared/OrderViews';
import { TableScroller } from '../shared/TableScroller';
import { DisplayNames } from '../../messages/DisplayNames';
import { DashboardPresenter } from './DashboardPresenter';
import { RevenueChart } from './RevenueChart';

const texts = AdminMessages.dashboard;
const TREND_COLOURS = { up: 'green', down: 'red', level: 'dimmed' } as const;

export const DashboardPage = observer(function DashboardPage() {
  const presenter = useInjection(DashboardPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  const dashboard = presenter.dashboard;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Group>
          <Text size="sm" c="dimmed">
            {presenter.lastUpdated}
          </Text>
          <Button variant="default" onClick={() => void presenter.refreshClicked()} loading={presenter.loading}>
            {AdminMessages.table.refresh}
          </Button>
        </Group>
      </Group>
      {presenter.error && (
        <Alert color="red" role="alert">
          {presenter.error}
        </Alert>
      )}
      {!dashboard && presenter.loading && <StaffAreaSpinner />}
      {dashboard && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {presenter.cards.map((card) => (
              <Card key={card.label} withBorder role="group" aria-label={card.label}>
                <Text size="sm" c="dimmed">
                  {card.label}
                </Text>
                <Text size="xl" fw={700}>
                  {card.value}
                </Text>
                <Text size="xs" c={card.trend ? TREND_COLOURS[card.trend] : 'dimmed'}>
                  {card.note}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Text size="sm">{texts.quickActions}:</Text>
            <Anchor component={Link} to={adminPath('products')}>
              {texts.addProduct}
            </Anchor>
            <Anchor component={Link} to={adminPath('orders')}>
              {AdminMessages.sections.orders}
            </Anchor>
            <Anchor component={Link} to={adminPath('users')}>
              {AdminMessages.sections.users}
            </Anchor>
            <Anchor component={Link} to={adminPath('payments')}>
              {AdminMessages.sections.payments}
            </Anchor>
            <Anchor component={Link} to={adminPath('arabic')}>
              {AdminMessages.sections.arabic}
            </Anchor>
          </Group>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {texts.revenueChart}
            </Title>
            <RevenueChart bars={presenter.revenueBars} title={texts.revenueChart} />
            <Group gap="xs" mt="sm" aria-label={texts.ordersByStatus}>
              {dashboard.ordersByStatus.map((entry) => (
                <Text key={entry.status} size="sm">
                  <StatusBadge status={entry.status} /> {entry.count}
                </Text>
              ))}
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {texts.recentOrders}
              </Title>
              {dashboard.recentOrders.length === 0 ? (
                <Text c="dimmed">{texts.noOrders}</Text>
              ) : (
                <TableScroller label={texts.recentOrders} minWidth={480}>
                  <Table aria-label={texts.recentOrders}>
                    <Table.Tbody>
                      {dashboard.recentOrders.map((order) => (
                        <Table.Tr key={order.id}>
                          <Table.Td>
                            #{order.id} – <bdi>{order.customer.name}</bdi>
                            {order.customer.userId === null && ` (${texts.guest})`}
                          </Table.Td>
                          <Table.Td>{shownPrice(order.total)}</Table.Td>
                          <Table.Td>{staffDateTime(order.createdAt)}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={order.status} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroller>
              )}
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {texts.recentPayments}
              </Title>
              {dashboard.recentPayments.length === 0 ? (
                <Text c="dimmed">{texts.noPayments}</Text>
              ) : (
                <TableScroller label={texts.recentPayments} minWidth={480}>
                  <Table aria-label={texts.recentPayments}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{texts.orderId}</Table.Th>
                        <Table.Th>{texts.amount}</Table.Th>
                        <Table.Th>{texts.method}</Table.Th>
                        <Table.Th>{texts.date}</Table.Th>
                        <Table.Th>{texts.status}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {dashboard.recentPayments.map((payment) => (
                        <Table.Tr key={payment.id}>
                          <Table.Td>#{payment.orderId}</Table.Td>
                          <Table.Td>{shownPrice(payment.amount)}</Table.Td>
                          <Table.Td>{payment.gateway}</Table.Td>
                          <Table.Td>{staffDateTime(payment.createdAt)}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={payment.status} names={DisplayNames.paymentStatuses} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroller>
              )}
            </Paper>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
});
