import { Badge, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { lacksArabic } from '@tiara/domain/bilingual';
import { ArabicMissingBadge } from '../arabic/ArabicMissingBadge';
import { BilingualTextField } from '../shared/BilingualTextField';
import { RowActions } from '../shared/RowActions';
import { SectionHeader } from '../shared/SectionHeader';
import { PagedTable } from '../shared/PagedTable';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column } from '../shared/DataTable';
import { staffDateTime } from '../shared/StaffFormats';
import type { AdminNotification } from '@tiara/domain/notification';
import { type Audience, type AudienceFilter, AdminNotificationsPresenter, categoryOptions } from './AdminNotificationsPresenter';

const texts = AdminSectionsMessages.notifications;

const NotificationFormModal = observer(function NotificationFormModal({ presenter }: { presenter: AdminNotificationsPresenter }) {
  const editor = presenter.editor;
  const form = editor.form;
  return (
    <FormModal
      opened={form !== null}
      onClose={editor.closed}
      title={editor.editingId === null ? texts.add : texts.editTitle}
      centered
      size="xl"
      onSubmit={editor.saveClicked}
      formError={editor.formError}
      saving={editor.saving}
      cancelDisabled={editor.saving}
    >
      {form && (
        <>
          <BilingualTextField
            label={texts.heading}
            required
            english={{ value: form.title, error: editor.errors.title, onChange: (value) => editor.fieldChanged('title', value) }}
            arabic={{ value: form.titleAr, onChange: (value) => editor.fieldChanged('titleAr', value) }}
          />
          <BilingualTextField
            label={texts.message}
            required
            multiline
            english={{ value: form.message, error: editor.errors.message, onChange: (value) => editor.fieldChanged('message', value) }}
            arabic={{ value: form.messageAr, onChange: (value) => editor.fieldChanged('messageAr', value) }}
          />
          <NativeSelect label={texts.category} data={categoryOptions()} value={form.category} onChange={(event) => editor.fieldChanged('category', event.currentTarget.value)} />
          {editor.editingId === null && (
            <NativeSelect
              label={texts.audience}
              data={[
                { value: 'everyone', label: texts.audiences.everyone },
                { value: 'user', label: texts.audiences.user },
              ]}
              value={form.audience}
              onChange={(event) => editor.fieldChanged('audience', event.currentTarget.value as Audience)}
            />
          )}
          {editor.editingId === null && form.audience === 'user' && (
            <TextInput label={texts.userId} inputMode="numeric" value={form.userId} error={editor.errors.userId} onChange={(event) => editor.fieldChanged('userId', event.currentTarget.value)} />
          )}
          <Switch label={AdminMessages.active} checked={form.isActive} onChange={(event) => editor.fieldChanged('isActive', event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
  );
});

/** Admin → Notifications. */
export const AdminNotificationsPage = observer(function AdminNotificationsPage() {
  const presenter = useInjection(AdminNotificationsPresenter);
  useEffect(() => presenter.opened(), [presenter]);
  const list = presenter.list;

  const columns: Column<AdminNotification>[] = [
    {
      header: texts.heading,
      cell: (row) => (
        <Group gap={6}>
          {row.title}
          {(lacksArabic(row.title, row.titleAr) || lacksArabic(row.message, row.messageAr)) && <ArabicMissingBadge />}
        </Group>
      ),
    },
    { header: texts.message, cell: (row) => row.message },
    { header: texts.category, cell: (row) => <Badge variant="light">{AdminSectionsMessages.notificationCategory(row.category)}</Badge> },
    { header: texts.audience, cell: (row) => (row.userId === null ? texts.audiences.everyone : texts.forUser(row.userEmail, row.userId)) },
    { header: texts.reads, cell: (row) => row.readCount },
    { header: texts.created, cell: (row) => staffDateTime(row.createdAt) },
    {
      header: texts.status,
      cell: (row) => <Switch aria-label={texts.activeNamed(row.title)} checked={row.isActive} onChange={() => void presenter.activeToggled(row)} />,
    },
    {
      header: AdminMessages.table.actions,
      cell: (row) => <RowActions editLabel={texts.editNamed(row.title)} onEdit={() => presenter.editClicked(row)} deleteLabel={texts.deleteNamed(row.title)} onDelete={() => presenter.editor.deleteClicked(row)} />,
    },
  ];

  return (
    <Stack>
      <SectionHeader title={texts.title} addLabel={texts.add} onAdd={presenter.editor.addClicked} />
      <Group align="flex-end">
        <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={presenter.search} onChange={(event) => presenter.searchChanged(event.currentTarget.value)} style={{ flex: 1 }} />
        <NativeSelect label={texts.categoryFilter} data={[{ value: '', label: AdminMessages.all }, ...categoryOptions()]} value={presenter.categoryFilter} onChange={(event) => presenter.categoryFilterChosen(event.currentTarget.value)} />
        <NativeSelect
          label={texts.audienceFilter}
          data={(['all', 'everyone', 'user'] as const).map((value) => ({ value, label: texts.audiences[value] }))}
          value={presenter.audienceFilter}
          onChange={(event) => presenter.audienceFilterChosen(event.currentTarget.value as AudienceFilter)}
        />
      </Group>
      <PagedTable label={texts.title} columns={columns} list={list} rowKey={(row) => row.id} />
      <NotificationFormModal presenter={presenter} />
      <ConfirmDialog confirmation={presenter.editor.confirmation} />
    </Stack>
  );
});
