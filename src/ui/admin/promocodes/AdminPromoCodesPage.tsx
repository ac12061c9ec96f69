import { Badge, Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { AdminPromoCode, PromoKind, PromoUse } from '../../../application/admin/promos/AdminPromosApi';
import { useInjection } from '../../di/ContainerContext';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { SectionHeader } from '../shared/SectionHeader';
import { RowActions } from '../shared/RowActions';
import { PromoStateBadge } from './PromoStateBadge';
import { PagedTable } from '../shared/PagedTable';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column } from '../shared/DataTable';
import { staffDateTime, statusColour } from '../shared/StaffFormats';
import { type ActiveFilter, AdminPromoCodesPresenter, discountText, isExhausted, validityText } from './AdminPromoCodesPresenter';

const texts = AdminSectionsMessages.promos;

const PromoFormModal = observer(function PromoFormModal({ presenter }: { presenter: AdminPromoCodesPresenter }) {
  const editor = presenter.editor;
  const form = editor.form;
  const errors = editor.errors;
  return (
    <FormModal opened={form !== null} onClose={editor.closed} title={editor.editingId === null ? texts.add : texts.editTitle} centered size="lg" onSubmit={editor.saveClicked} formError={editor.formError} saving={editor.saving} cancelDisabled={editor.saving}>
      {form && (
        <>
          <TextInput label={texts.code} required value={form.code} error={errors.code} onChange={(event) => editor.fieldChanged('code', event.currentTarget.value)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={texts.kind}
              data={(['percent', 'fixed'] as const).map((kind) => ({ value: kind, label: texts.kinds[kind] }))}
              value={form.kind}
              onChange={(event) => editor.fieldChanged('kind', event.currentTarget.value as PromoKind)}
            />
            <TextInput
              label={form.kind === 'percent' ? texts.percent : texts.amount}
              required
              inputMode="decimal"
              value={form.value}
              error={errors.value}
              onChange={(event) => editor.fieldChanged('value', event.currentTarget.value)}
            />
            <TextInput type="datetime-local" label={texts.startsAt} value={form.startsAt} error={errors.startsAt} onChange={(event) => editor.fieldChanged('startsAt', event.currentTarget.value)} />
            <TextInput type="datetime-local" label={texts.endsAt} value={form.endsAt} error={errors.endsAt} onChange={(event) => editor.fieldChanged('endsAt', event.currentTarget.value)} />
            <TextInput label={texts.maxUses} inputMode="numeric" value={form.maxUses} error={errors.maxUses} onChange={(event) => editor.fieldChanged('maxUses', event.currentTarget.value)} />
            <TextInput
              label={texts.minimumOrder}
              inputMode="decimal"
              value={form.minimumOrder}
              error={errors.minimumOrder}
              onChange={(event) => editor.fieldChanged('minimumOrder', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox label={texts.oncePerUser} checked={form.oncePerUser} onChange={(event) => editor.fieldChanged('oncePerUser', event.currentTarget.checked)} />
          <Switch label={texts.isActive} checked={form.isActive} onChange={(event) => editor.fieldChanged('isActive', event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
  );
});

const useColumns: Column<PromoUse>[] = [
  { header: texts.order, cell: (row) => `#${row.orderId}` },
  { header: texts.orderStatus, cell: (row) => <Badge color={statusColour(row.orderStatus)}>{shownName(DisplayNames.orderStatuses, row.orderStatus)}</Badge> },
  { header: texts.customer, cell: (row) => (row.userEmail === null ? texts.guest : <bdi>{row.userEmail}</bdi>) },
  { header: texts.useStatus, cell: (row) => shownName(DisplayNames.promoUseStatuses, row.status) },
  { header: texts.usedAt, cell: (row) => staffDateTime(row.usedAt) },
];

const PromoUsesModal = observer(function PromoUsesModal({ presenter }: { presenter: AdminPromoCodesPresenter }) {
  const promo = presenter.usesOf;
  return (
    <Modal opened={promo !== null} onClose={presenter.usesClosed} title={promo ? texts.usesOf(promo.code) : ''} centered size="xl">
      {promo && (
        <Stack>
          <Text>{texts.usesSummary(promo.uses.reserved, promo.uses.used, promo.uses.released)}</Text>
          <PagedTable label={texts.usesOf(promo.code)} columns={useColumns} list={presenter.uses} rowKey={(row) => row.orderId} empty={texts.noUses} />
        </Stack>
      )}
    </Modal>
  );
});

/** Admin → Promo codes. */
export const AdminPromoCodesPage = observer(function AdminPromoCodesPage() {
  const presenter = useInjection(AdminPromoCodesPresenter);
  useEffect(() => presenter.opened(), [presenter]);
  const list = presenter.list;

  const columns: Column<AdminPromoCode>[] = [
    { header: texts.code, cell: (row) => (
        <Text fw={600}>
          <bdi>{row.code}</bdi>
        </Text>
      ),
    },
    { header: texts.discount, cell: discountText },
    { header: texts.validity, cell: validityText },
    { header: texts.minimumColumn, cell: (row) => (row.minimumOrder === null ? '—' : shownPrice(row.minimumOrder)) },
    { header: texts.oncePerUser, cell: (row) => (row.oncePerUser ? AdminMessages.yes : AdminMessages.no) },
    {
      header: texts.usage,
      cell: (row) => {
        const usage = `${texts.usageText(row.usedCount, row.maxUses)}${isExhausted(row) ? ` · ${texts.states.exhausted}` : ''}`;
        return (
          <Button size="xs" variant="subtle" color={isExhausted(row) ? 'red' : undefined} aria-label={texts.showUses(usage, row.code)} onClick={() => presenter.usesClicked(row)}>
            {usage}
          </Button>
        );
      },
    },
    { header: texts.status, cell: (row) => <PromoStateBadge state={presenter.stateOf(row)} /> },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <RowActions editLabel={texts.editNamed(row.code)} onEdit={() => presenter.editClicked(row)} deleteLabel={texts.deleteNamed(row.code)} onDelete={() => presenter.editor.deleteClicked(row)} />
      ),
    },
  ];

  return (
    <Stack>
      <SectionHeader title={texts.title} addLabel={texts.add} onAdd={presenter.editor.addClicked} />
      <Group align="flex-end">
        <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} style={{ flex: 1 }} />
        <NativeSelect
          label={texts.activeFilter}
          data={[
            { value: 'all', label: AdminMessages.all },
            { value: 'active', label: texts.switchFilter.on },
            { value: 'inactive', label: texts.switchFilter.off },
          ]}
          value={presenter.activeFilter}
          onChange={(event) => presenter.activeFilterChosen(event.currentTarget.value as ActiveFilter)}
        />
      </Group>
      <PagedTable label={texts.title} columns={columns} list={list} rowKey={(row) => row.id} />
      <PromoFormModal presenter={presenter} />
      <PromoUsesModal presenter={presenter} />
      <ConfirmDialog confirmation={presenter.editor.confirmation} />
    </Stack>
  );
});
