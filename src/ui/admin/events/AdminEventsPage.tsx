import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { isolated, joinedList } from '@tiara/domain/language';
import type { AdminEvent } from '../../../application/admin/events/AdminEventsApi';
import { useInjection } from '../../di/ContainerContext';
import { shownLanguage } from '../../i18n/localized';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { SectionHeader } from '../shared/SectionHeader';
import { RowActions } from '../shared/RowActions';
import { ActiveBadge } from '../shared/ActiveBadge';
import { PagedTable } from '../shared/PagedTable';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column } from '../shared/DataTable';
import { ImageUploadField } from '../shared/ImageUploadField';
import { staffDateTime } from '../shared/StaffFormats';
import { AdminEventsPresenter } from './AdminEventsPresenter';

const texts = AdminSectionsMessages.events;

const EventFormModal = observer(function EventFormModal({ presenter }: { presenter: AdminEventsPresenter }) {
  const editor = presenter.editor;
  const form = editor.form;
  return (
    <FormModal opened={form !== null} onClose={editor.closed} title={editor.editingId === null ? texts.add : texts.editTitle} centered size="lg" onSubmit={editor.saveClicked} formError={editor.formError} saving={editor.saving} cancelDisabled={editor.saving}>
      {form && (
        <>
          <TextInput label={texts.heading} required value={form.title} error={editor.errors.title} onChange={(event) => editor.fieldChanged('title', event.currentTarget.value)} />
          <Textarea label={texts.description} autosize minRows={2} value={form.description} onChange={(event) => editor.fieldChanged('description', event.currentTarget.value)} />
          <TextInput type="datetime-local" label={texts.date} required value={form.date} error={editor.errors.date} onChange={(event) => editor.fieldChanged('date', event.currentTarget.value)} />
          <TextInput label={texts.location} value={form.location} onChange={(event) => editor.fieldChanged('location', event.currentTarget.value)} />
          <Textarea label={texts.speakers} autosize minRows={2} value={form.speakers} onChange={(event) => editor.fieldChanged('speakers', event.currentTarget.value)} />
          <ImageUploadField value={form.imageUrl} onChange={(url) => editor.fieldChanged('imageUrl', url)} />
          <Switch label={texts.isActive} checked={form.isActive} onChange={(event) => editor.fieldChanged('isActive', event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
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
    { header: texts.speakers, cell: (row) => joinedList(shownLanguage(), row.speakers.map(isolated)) },
    { header: texts.status, cell: (row) => <ActiveBadge active={row.isActive} /> },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <RowActions editLabel={texts.editNamed(row.title)} onEdit={() => presenter.editClicked(row)} deleteLabel={texts.deleteNamed(row.title)} onDelete={() => presenter.editor.deleteClicked(row)} />
      ),
    },
  ];

  return (
    <Stack>
      <SectionHeader title={texts.title} addLabel={texts.add} onAdd={presenter.editor.addClicked} />
      <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} />
      <PagedTable label={texts.title} columns={columns} list={list} rowKey={(row) => row.id} />
      <EventFormModal presenter={presenter} />
      <ConfirmDialog confirmation={presenter.editor.confirmation} />
    </Stack>
  );
});
