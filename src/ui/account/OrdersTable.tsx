import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { OrderAgainButton } from '../orders/OrderAgainButton';
import { PhoneCard, PhoneCardList } from '../shell/PhoneCards';
import type { OrderRowView } from './orderRows';

const texts = AccountMessages.orders;

const statusColours: Record<string, string> = { Delivered: 'green', Failed: 'red', Cancelled: 'gray', Pending: 'yellow' };

function StatusBadge({ row }: { row: OrderRowView }) {
  return (
    <Badge variant="light" color={statusColours[row.statusText] ?? 'cyan'} miw="fit-content" style={{ flexShrink: 0 }}>
      {row.statusText}
    </Badge>
  );
}

/** The order's number, opening its detail page. */
function OrderLink({ row }: { row: OrderRowView }) {
  return (
    <Anchor component={Link} to={ShopPaths.order(row.id)} fw={600} aria-label={texts.openOrder(row.orderNumber)}>
      {row.orderNumber}
    </Anchor>
  );
}

/** The items, then the amount lines that take them to the total, each amount named by its line. */
function ItemLines({ row }: { row: OrderRowView }) {
  return (
    <Stack gap={2}>
      {row.items.map((item, index) => (
        <Text key={index} size="sm">
          {item.text}{' '}
          <Text span c="dimmed" size="sm">
            <bdi>{item.priceText}</bdi>
          </Text>
        </Text>
      ))}
      {row.amounts.map((amount) => (
        <Group key={amount.label} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {amount.label}
          </Text>
          <Text size="sm" aria-label={amount.label} style={{ whiteSpace: 'nowrap' }}>
            {amount.amountText}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The orders of the account and my-orders pages: SPEC's Order ID, Date, Items, Total and Status, then Order again; as cards on a phone. */
export function OrdersTable({ rows, caption }: { rows: readonly OrderRowView[]; caption: string }) {
  return (
    <>
      <PhoneCardList label={caption}>
        {rows.map((row) => (
          <PhoneCard key={row.id} title={<OrderLink row={row} />} badge={<StatusBadge row={row} />}>
            <Text size="sm" c="dimmed" mb={4}>
              {row.dateText}
            </Text>
            <ItemLines row={row} />
            <Group justify="space-between" mt={4}>
              <Text size="sm" fw={600}>
                {texts.total}
              </Text>
              <Text size="sm" fw={600}>
                {row.totalText}
              </Text>
            </Group>
            <Group justify="flex-end" mt="xs">
              <OrderAgainButton lines={row.againLines} label={row.orderAgainLabel} />
            </Group>
          </PhoneCard>
        ))}
      </PhoneCardList>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped verticalSpacing="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.orderId}</Table.Th>
              <Table.Th>{texts.date}</Table.Th>
              <Table.Th>{texts.items}</Table.Th>
              <Table.Th>{texts.total}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{texts.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <OrderLink row={row} />
                </Table.Td>
                <Table.Td>{row.dateText}</Table.Td>
                <Table.Td>
                  <ItemLines row={row} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.totalText}</Table.Td>
                <Table.Td>
                  <StatusBadge row={row} />
                </Table.Td>
                <Table.Td>
                  <OrderAgainButton lines={row.againLines} label={row.orderAgainLabel} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
