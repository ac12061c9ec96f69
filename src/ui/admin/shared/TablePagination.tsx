import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { AdminMessages } from '../../messages/AdminMessages';
import { PER_PAGE_OPTIONS, type PagedList } from './PagedList';

const texts = AdminMessages.table;

/** Mantine's arrows are drawn without a name; each gets one, in the shown language. */
const CONTROL_LABELS = { first: () => texts.firstPage, previous: () => texts.previousPage, next: () => texts.nextPage, last: () => texts.lastPage } as const;

/** The range shown, the page buttons and the rows per page of a PagedList. */
export const TablePagination = observer(function TablePagination({ list }: { list: PagedList<unknown> }) {
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {list.rangeText}
      </Text>
      <Group gap="sm">
        <NativeSelect
          aria-label={texts.perPage}
          size="xs"
          data={PER_PAGE_OPTIONS.map(String)}
          value={String(list.perPage)}
          onChange={(event) => void list.perPageChosen(Number(event.currentTarget.value))}
        />
        {list.pageCount > 1 && (
          <Pagination
            aria-label={texts.pagination}
            total={list.pageCount}
            value={list.page}
            onChange={(page) => void list.pageChosen(page)}
            size="sm"
            getItemProps={(page) => ({ 'aria-label': texts.page(page) })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control]() })}
          />
        )}
      </Group>
    </Group>
  );
});
