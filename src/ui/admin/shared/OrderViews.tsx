import { Alert, Anchor, Badge, Button, Divider, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { StaffOrderDetail, StaffOrderSummary, StaffShipment } from '../../../application/admin/AdminOrdersApi';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { placeLine } from '../../messages/AddressMessages';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { type Column, DataTable } from './DataTable';
import { ShipmentMessages } from '../../messages/ShipmentMessages';
import type { OrderBoard } from './OrderBoard';
import type { ShipmentForm } from './ShipmentForm';
import { staffDateTime, statusColour } from './StaffFormats';
import { staffPaymentText } from './staffOrderPayment';
import { TablePagination } from './TablePagination';

const texts = AdminMessages.orders;

/** A status under its shown name: an order's unless `names` is another kind's table (payments'). */
export const StatusBadge = observer(function StatusBadge({ status, names = DisplayNames.orderStatuses }: { status: string; names?: Readonly<Record<string, string>> }) {
  return (
    <Badge color={statusColour(status)} variant="light">
      {shownName(names, status)}
    </Badge>
  );
});

/** The search box and status filter above an order table. */
export const OrderFilters = observer(function OrderFilters({ board, children }: { board: OrderBoard<StaffOrderDetail>; children?: ReactNode }) {
  return (
    <Group align="flex-end" wrap="wrap">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void board.searchSubmitted();
        }}
        style={{ flex: 1, minWidth: 240 }}
      >
        <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={board.search} onChange={(event) => board.searchChanged(event.currentTarget.value)} />
      </form>
      <NativeSelect
        label={texts.statusFilter}
        data={[{ value: '', label: AdminMessages.all }, ...board.statuses.map((status) => ({ value: status, label: DisplayNames.orderStatuses[status] }))]}
        value={board.status ?? ''}
        onChange={(event) => void board.statusChosen(event.currentTarget.value || null)}
      />
      {children}
    </Group>
  );
});

/** The orders of the current page, each with a View button. */
export const OrderTable = observer(function OrderTable({ board }: { board: OrderBoard<StaffOrderDetail> }) {
  const columns: Column<StaffOrderSummary>[] = [
    { header: texts.orderId, cell: (order) => `#${order.id}` },
    { header: texts.customer, cell: (order) => (order.customer.userId === null ? texts.guest(order.customer.name) : <bdi>{order.customer.name}</bdi>) },
    { header: texts.date, cell: (order) => staffDateTime(order.createdAt) },
    { header: texts.total, cell: (order) => shownPrice(order.total) },
    { header: texts.payment, cell: staffPaymentText },
    { header: texts.status, cell: (order) => <StatusBadge status={order.status} /> },
    {
      header: AdminMessages.table.actions,
      cell: (order) => (
        <Button size="xs" variant="light" aria-label={texts.view(order.id)} onClick={() => void board.orderOpened(order.id)}>
          {texts.viewButton}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable label={texts.title} columns={columns} rows={board.list.items} rowKey={(order) => order.id} loading={board.list.loading} error={board.list.error} />
      <TablePagination list={board.list} />
    </>
  );
});

/** Where the parcel went: the courier, its tracking number and, when the courier has one, its page. */
function ShipmentLine({ shipment }: { shipment: StaffShipment }) {
  return (
    <Text size="sm">
      {ShipmentMessages.shippedWith(shownName(ShipmentMessages.courierNames, shipment.courier))} · {ShipmentMessages.trackingNumber}: <bdi dir="ltr">{shipment.trackingNumber}</bdi>
      {shipment.trackingUrl && (
        <>
          {' · '}
          <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            {ShipmentMessages.followParcel}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** The courier and tracking number of an order that leaves; shipping it is the form's confirmation. */
const ShipmentFields = observer(function ShipmentFields({ board, form, orderId }: { board: OrderBoard<StaffOrderDetail>; form: ShipmentForm; orderId: number }) {
  const errors = form.errors;
  return (
    <form
      aria-label={ShipmentMessages.shipTitle(orderId)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void board.shipSubmitted();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{ShipmentMessages.shipTitle(orderId)}</Text>
        <NativeSelect
          label={ShipmentMessages.courier}
          required
          value={form.courier}
          data={[{ value: '', label: '' }, ...form.courierChoices]}
          error={errors.courier}
          onChange={(event) => form.courierChosen(event.currentTarget.value)}
        />
        <TextInput
          label={ShipmentMessages.trackingNumber}
          required
          value={form.trackingNumber}
          error={errors.trackingNumber}
          dir="ltr"
          onChange={(event) => form.trackingNumberChanged(event.currentTarget.value)}
        />
        {form.asksForLink && (
          <TextInput
            label={ShipmentMessages.trackingLink}
            description={ShipmentMessages.trackingLinkHint}
            type="url"
            value={form.trackingLink}
            error={errors.trackingLink}
            dir="ltr"
            onChange={(event) => form.trackingLinkChanged(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={board.shipCancelled} disabled={board.moving}>
            {ShipmentMessages.cancel}
          </Button>
          <Button type="submit" loading={board.moving}>
            {ShipmentMessages.ship}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});

/** An opened order: who, where, what, and the status moves the server allows this caller. */
export const OrderDetailModal = observer(function OrderDetailModal({ board, extra }: { board: OrderBoard<StaffOrderDetail>; extra?: ReactNode }) {
  const order = board.detail;
  const opened = order !== null || board.detailLoading || board.detailError !== null;
  return (
    <Modal opened={opened} onClose={board.detailClosed} title={order ? texts.detailTitle(order.id) : texts.title} size="xl">
      {board.detailLoading && <Loader aria-label={AdminMessages.table.loading} />}
      {board.detailError && (
        <Alert color="red" role="alert">
          {board.detailError}
        </Alert>
      )}
      {order && (
        <Stack>
          <Group justify="space-between">
            <StatusBadge status={order.status} />
            <Text size="sm" c="dimmed">
              {texts.created} {staffDateTime(order.createdAt)} · {texts.updated} {staffDateTime(order.updatedAt)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={2}>
              <Title order={3} size="h5">
                {texts.customer}
              </Title>
              <Text>{order.account ? <bdi>{`${order.account.firstName} ${order.account.lastName}`}</bdi> : texts.guest(order.customer.name)}</Text>
              <Text size="sm">
                {texts.email}: <bdi dir="ltr">{order.account?.email ?? order.shipping.email}</bdi>
              </Text>
              <Text size="sm">
                {texts.phone}: <bdi dir="ltr">{order.shipping.phone}</bdi>
              </Text>
            </Stack>
            <Stack gap={2}>
              <Title order={3} size="h5">
                {texts.shippingAddress}
              </Title>
              <Text>
                <bdi>{[order.shipping.firstName, order.shipping.middleName, order.shipping.lastName].filter(Boolean).join(' ')}</bdi>
              </Text>
              <Text size="sm">
                <bdi>{order.shipping.address}</bdi>
              </Text>
              <Text size="sm">{placeLine({ city: order.shipping.city, governorate: order.shipping.state, postalCode: order.shipping.postalCode, country: order.shipping.country })}</Text>
              <Text size="sm">
                {texts.payment}: {staffPaymentText(order)}
              </Text>
              {order.shipment && <ShipmentLine shipment={order.shipment} />}
            </Stack>
          </SimpleGrid>
          <Divider />
          <Title order={3} size="h5">
            {texts.updateStatus}
          </Title>
          {board.shipping ? (
            <ShipmentFields board={board} form={board.shipping} orderId={order.id} />
          ) : order.nextStatuses.length === 0 ? (
            <Text c="dimmed">{texts.finalStatus}</Text>
          ) : (
            <Group>
              {order.nextStatuses.map((status) => (
                <Button key={status} color={status === 'Cancelled' || status === 'Failed' ? 'red' : undefined} variant={status === 'Cancelled' || status === 'Failed' ? 'outline' : 'filled'} loading={board.moving} onClick={() => board.moveChosen(status)}>
                  {texts.moveTo(DisplayNames.orderStatuses[status])}
                </Button>
              ))}
            </Group>
          )}
          <Title order={3} size="h5">
            {texts.orderItems}
          </Title>
          <Table aria-label={texts.orderItems}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{AdminMessages.products.name}</Table.Th>
                <Table.Th>{texts.unitPrice}</Table.Th>
                <Table.Th>{texts.quantity}</Table.Th>
                <Table.Th>{texts.lineTotal}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <bdi>{line.name}</bdi>
                  </Table.Td>
                  <Table.Td>{shownPrice(line.unitPrice)}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{shownPrice(line.lineTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {extra}
          <Title order={3} size="h5">
            {texts.summary}
          </Title>
          <Stack gap={2}>
            <Text size="sm">
              {texts.subtotal}: {shownPrice(order.subtotal)}
            </Text>
            <Text size="sm">
              {texts.shipping}: {shownPrice(order.shippingAmount)}
            </Text>
            {order.discountAmount > 0 && (
              <Text size="sm">
                {texts.discount}
                {order.promoCode ? <> (<bdi>{order.promoCode}</bdi>)</> : ''}: −{shownPrice(order.discountAmount)}
              </Text>
            )}
            <Text fw={700}>
              {texts.total}: {shownPrice(order.total)}
            </Text>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
});
