import { Alert, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminMessages } from '../../messages/AdminMessages';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

/** A back-office table: a header row, one row per item, and what to say while empty, loading or failed. */
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
  return (
    <ScrollArea>
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
              <Table.Td colSpan={columns.length}>{loading ? <Loader size="sm" aria-label={AdminMessages.table.loading} /> : <Text c="dimmed">{empty}</Text>}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
