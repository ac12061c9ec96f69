import { Alert, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminMessages } from '../../messages/AdminMessages';
import { PhoneCard, PhoneCardList } from '../../shell/PhoneCards';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

/**
 * A back-office table: a header row, one row per item, and what to say while empty, loading or
 * failed. On a phone each item is a card instead: its first column as the title, then every other
 * column as a labelled line, so the status and the actions are in view without scrolling sideways.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  empty = AdminMessages.table.empty,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: string | null;
  empty?: string;
}) {
  if (error !== null)
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  const [titleColumn, ...detailColumns] = columns;
  const emptyState = loading ? <Loader size="sm" aria-label={AdminMessages.table.loading} /> : <Text c="dimmed">{empty}</Text>;
  return (
    <>
      <PhoneCardList label={label}>
        {rows.map((row) => (
          <PhoneCard key={rowKey(row)} title={<Text fw={600}>{titleColumn?.cell(row)}</Text>}>
            <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} mt={4}>
              <Table.Tbody>
                {detailColumns.map((column) => (
                  <Table.Tr key={column.header}>
                    <Table.Th w="40%" bg="transparent" c="dimmed" fw={400} fz="sm">
                      {column.header}
                    </Table.Th>
                    {/* A long reference (a gateway's transaction id) breaks rather than push the page sideways. */}
                    <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </PhoneCard>
        ))}
        {rows.length === 0 && <li>{emptyState}</li>}
      </PhoneCardList>
      <ScrollArea visibleFrom="sm">
        <Table striped highlightOnHover aria-label={label} aria-busy={loading} miw={640}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>{emptyState}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
