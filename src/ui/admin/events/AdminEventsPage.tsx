import { Alert, Badge, Button, Group, Modal, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { AdminEvent } from '../../../application/admin/events/AdminEventsApi';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { ImageUploadField } from '../shared/ImageUploadField';
import { staffDateTime } from '../shared/StaffFormats';
import { TablePagination } from '../shared/TablePagination';
import { AdminEventsPresenter } from './AdminEventsPresenter';

const texts = AdminSectionsMessages.events;

const EventFormModal = observer(function EventFormModal({ presenter }: { presenter: AdminEventsPresenter }) {
  const form = presenter.form;
  return (
    <Modal opened={form !== null} onClose={presenter.formClosed} title={presenter.editingId === null ? texts.add : texts.editTitle} centered size="lg">
      {form && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void presenter.saveClicked();
          }}
        >
          <Stack>
            {presenter.formError && (
              <Alert color="red" role="alert">
                {presenter.formError}
              </Alert>
            )}
            <TextInput label={texts.heading} required value={form.title} error={presenter.errors.title} onChange={(event) => presenter.fieldChanged('title', event.currentTarget.value)} />
            <Textarea label={texts.description} autosize minRows={2} value={form.description} onChange={(event) => presenter.fieldChanged('description', event.currentTarget.value)} />
            <TextInput type="datetime-local" label={texts.date} required value={form.date} error={presenter.errors.date} onChange={(event) => presenter.fieldChanged('date', event.currentTarget.value)} />
            <TextInput label={texts.location} value={form.location} onChange={(event) => presenter.fieldChanged('location', event.currentTarget.value)} />
            <Textarea label={texts.speakers} autosize minRows={2} value={form.speakers} onChange={(event) => presenter.fieldChanged('speakers', event.currentTarget.value)} />
            <ImageUploadField value={form.imageUrl} onChange={(url) => presenter.fieldChanged('imageUrl', url)} />
            <Switch label={texts.isActive} checked={form.isActive} onChange={(event) => presenter.fieldChanged('isActive', event.currentTarget.checked)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={presenter.formClosed} disabled={presenter.saving}>
                {AdminMessages.form.cancel}
              </Button>
              <Button type="submit" loading={presenter.saving}>
                {AdminMessages.form.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
});

/** Admin → Events. */
export const AdminEventsPage = observer(function AdminEventsPage() {
  const presenter = useInjection(AdminEventsPresenter);
  useEffect(() => presenter.opened(), [presenter]);
  const list = presenter.list;

  const columns: Column<AdminEvent>[] = [
    { header: texts.heading, cell: (row) => row.title },
    { header: texts.date, cell: (row) => staffDateTime(row.date) },
    { header: texts.location, cell: (row) => row.location },
    { header: texts.speakers, cell: (row) => row.speakers.join(', ') },
    { header: texts.status, cell: (row) => <Badge color={row.isActive ? 'green' : 'gray'}>{row.isActive ? AdminMessages.active : AdminMessages.inactive}</Badge> },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={texts.editNamed(row.title)} onClick={() => presenter.editClicked(row)}>
            {AdminSectionsMessages.edit}
          </Button>
          <Button size="xs" color="red" variant="light" aria-label={texts.deleteNamed(row.title)} onClick={() => presenter.deleteClicked(row)}>
            {AdminSectionsMessages.delete}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{texts.title}</Title>
        <Button onClick={presenter.addClicked}>{texts.add}</Button>
      </Group>
      <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} />
      <DataTable label={texts.title} columns={columns} rows={list.items} rowKey={(row) => row.id} loading={list.loading} error={list.error} />
      <TablePagination list={list} />
      <EventFormModal presenter={presenter} />
      <ConfirmDialog confirmation={presenter.confirmation} />
    </Stack>
  );
});
