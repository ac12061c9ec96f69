import { Badge, Stack, Table, Text } from '@mantine/core';
import { AccountMessages } from '../messages/AccountMessages';
import type { OrderRowView } from './orderRows';

const texts = AccountMessages.orders;

const statusColours: Record<string, string> = { Delivered: 'green', Failed: 'red', Cancelled: 'gray', Pending: 'yellow' };

/** The orders table of the account and my-orders pages: Order ID, Date, Items, Total, Status. */
export function OrdersTable({ rows, caption }: { rows: readonly OrderRowView[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.orderId}</Table.Th>
            <Table.Th>{texts.date}</Table.Th>
            <Table.Th>{texts.items}</Table.Th>
            <Table.Th>{texts.total}</Table.Th>
            <Table.Th>{texts.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={600}>{row.orderNumber}</Table.Td>
              <Table.Td>{row.dateText}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {row.items.map((item, index) => (
                    <Text key={index} size="sm">
                      {item.text}{' '}
                      <Text span c="dimmed" size="sm">
                        {item.priceText}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>{row.totalText}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColours[row.statusText] ?? 'cyan'}>
                  {row.statusText}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
