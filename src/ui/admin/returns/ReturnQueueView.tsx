import { Button, Group, NativeSelect } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { StaffReturn } from '../../../application/admin/returns/StaffReturnsApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import type { Column } from '../shared/DataTable';
import { PagedTable } from '../shared/PagedTable';
import { SearchForm } from '../shared/SearchForm';
import type { ReturnsDesk } from './ReturnsDesk';
import { ReturnStatusBadge } from './returnBadges';

const texts = StaffReturnsMessages;

/** The search and status filter above the queue, then its rows: on a phone, one card each. */
export const ReturnQueueView = observer(function ReturnQueueView({ desk }: { desk: ReturnsDesk }) {
  const { queue } = desk;
  const columns: Column<StaffReturn>[] = [
    { header: texts.order, cell: (request) => texts.orderNumber(request.orderId) },
    { header: texts.customer, cell: (request) => <bdi>{request.customer.name}</bdi> },
    { header: texts.reason, cell: (request) => texts.reasons[request.reason] },
    { header: texts.preferred, cell: (request) => texts.outcomes[request.preferredOutcome] },
    { header: texts.status, cell: (request) => <ReturnStatusBadge status={request.status} /> },
    { header: texts.age, cell: (request) => (queue.isOpen(request) ? queue.ageOf(request) : texts.none) },
    {
      header: AdminMessages.table.actions,
      cell: (request) => (
        <Button size="xs" variant={queue.isOpen(request) ? 'filled' : 'light'} aria-label={texts.openNamed(request.id, request.orderId)} onClick={() => void desk.returnOpened(request.id)}>
          {texts.openButton}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <SearchForm value={queue.search} placeholder={texts.searchPlaceholder} onChange={queue.searchChanged} onSubmit={queue.searchSubmitted} />
        <NativeSelect
          label={texts.statusFilter}
          data={[{ value: '', label: texts.allStatuses }, ...queue.statuses.map((status) => ({ value: status, label: texts.statuses[status] }))]}
          value={queue.status ?? ''}
          onChange={(event) => void queue.statusChosen(event.currentTarget.value || null)}
        />
      </Group>
      <PagedTable label={texts.title} columns={columns} list={queue.list} rowKey={(request) => request.id} empty={texts.empty} />
    </>
  );
});
