import { observer } from 'mobx-react-lite';
import { type Column, DataTable } from './DataTable';
import type { PagedList } from './PagedList';
import { TablePagination } from './TablePagination';

interface PagedTableProps<T> {
  readonly label: string;
  readonly columns: readonly Column<T>[];
  readonly list: PagedList<T>;
  readonly rowKey: (row: T) => string | number;
  readonly empty?: string;
}

function PagedTableView<T>({ label, columns, list, rowKey, empty }: PagedTableProps<T>) {
  return (
    <>
      <DataTable label={label} columns={columns} rows={list.items} rowKey={rowKey} loading={list.loading} error={list.error} empty={empty} />
      <TablePagination list={list} />
    </>
  );
}

/** A DataTable of a PagedList's rows (loading, empty or failed as the list is), with its pagination below. */
export const PagedTable = observer(PagedTableView) as typeof PagedTableView;
