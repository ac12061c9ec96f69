import { ActionIcon, Alert, Badge, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { isolated, joinedList } from '@tiara/domain/language';
import { type AdminRegistration, type AdminTraining, REGISTRATION_STATUSES } from '../../../application/admin/training/AdminTrainingApi';
import { useInjection } from '../../di/ContainerContext';
import { shownLanguage } from '../../i18n/localized';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { lacksArabic } from '@tiara/domain/bilingual';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { ArabicLabel } from '../arabic/ArabicLabel';
import { ArabicMissingBadge } from '../arabic/ArabicMissingBadge';
import { ARABIC_INPUT, ENGLISH_INPUT } from '../shared/ArabicInput';
import { BilingualTextField } from '../shared/BilingualTextField';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { SectionHeader } from '../shared/SectionHeader';
import { RowActions } from '../shared/RowActions';
import { ActiveBadge } from '../shared/ActiveBadge';
import { PagedTable } from '../shared/PagedTable';
import { FormActions } from '../shared/FormActions';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column } from '../shared/DataTable';
import { ImageUploadField } from '../shared/ImageUploadField';
import { staffDateTime, statusColour } from '../shared/StaffFormats';
import { AdminTrainingPresenter } from './AdminTrainingPresenter';
import { trainingLacksArabic } from './TrainingForm';
import type { TrainingRegistrationsPresenter } from './TrainingRegistrationsPresenter';

const texts = AdminSectionsMessages.training;

const TrainingFormModal = observer(function TrainingFormModal({ presenter }: { presenter: AdminTrainingPresenter }) {
  const trainings = presenter.trainings;
  const editor = trainings.editor;
  const form = editor.form;
  const errors = editor.errors;
  return (
    <FormModal opened={form !== null} onClose={editor.closed} title={editor.editingId === null ? texts.add : texts.editTitle} centered size="xl" onSubmit={editor.saveClicked} formError={editor.formError} saving={presenter.saving} cancelDisabled={presenter.saving}>
      {form && (
        <>
          <BilingualTextField
            label={texts.heading}
            required
            english={{ value: form.title, error: errors.title, onChange: (value) => editor.fieldChanged('title', value) }}
            arabic={{ value: form.titleAr, onChange: (value) => editor.fieldChanged('titleAr', value) }}
          />
          <BilingualTextField
            label={texts.description}
            multiline
            english={{ value: form.description, onChange: (value) => editor.fieldChanged('description', value) }}
            arabic={{ value: form.descriptionAr, onChange: (value) => editor.fieldChanged('descriptionAr', value) }}
          />
          <BilingualTextField
            label={texts.instructors}
            english={{ value: form.instructors, onChange: (value) => editor.fieldChanged('instructors', value) }}
            arabic={{ value: form.instructorsAr, onChange: (value) => editor.fieldChanged('instructorsAr', value) }}
          />
          <BilingualTextField
            label={texts.location}
            english={{ value: form.location, onChange: (value) => editor.fieldChanged('location', value) }}
            arabic={{ value: form.locationAr, onChange: (value) => editor.fieldChanged('locationAr', value) }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label={texts.date} required value={form.date} error={errors.date} onChange={(event) => editor.fieldChanged('date', event.currentTarget.value)} />
            <TextInput type="datetime-local" label={texts.endDate} value={form.endDate} error={errors.endDate} onChange={(event) => editor.fieldChanged('endDate', event.currentTarget.value)} />
            <TextInput label={texts.capacity} inputMode="numeric" value={form.capacity} error={errors.capacity} onChange={(event) => editor.fieldChanged('capacity', event.currentTarget.value)} />
          </SimpleGrid>
          <ImageUploadField value={form.imageUrl} onChange={(url) => editor.fieldChanged('imageUrl', url)} />
          <Switch label={texts.isActive} checked={form.isActive} onChange={(event) => editor.fieldChanged('isActive', event.currentTarget.checked)} />
          {editor.editingId === null && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {texts.packages}
              </Title>
              {form.packages.length === 0 && <Alert color="gray">{texts.noPackages}</Alert>}
              {form.packages.map((row, index) => (
                <Group key={index} align="flex-end" wrap="wrap">
                  <TextInput
                    {...ENGLISH_INPUT}
                    label={`${texts.packageName} ${index + 1}`}
                    value={row.name}
                    onChange={(event) => trainings.packageRowChanged(index, 'name', event.currentTarget.value)}
                    style={{ flex: 1 }}
                    miw={180}
                  />
                  <TextInput
                    {...ARABIC_INPUT}
                    label={<ArabicLabel label={`${AdminArabicMessages.inArabic(texts.packageName)} ${index + 1}`} missing={lacksArabic(row.name, row.nameAr)} />}
                    value={row.nameAr}
                    onChange={(event) => trainings.packageRowChanged(index, 'nameAr', event.currentTarget.value)}
                    style={{ flex: 1 }}
                    miw={180}
                  />
                  <Group align="flex-end" wrap="nowrap">
                    <TextInput label={`${texts.packagePrice} ${index + 1}`} inputMode="decimal" value={row.price} onChange={(event) => trainings.packageRowChanged(index, 'price', event.currentTarget.value)} w={140} />
                    <ActionIcon variant="light" color="red" size="lg" aria-label={texts.removePackageRow(index + 1)} onClick={() => trainings.packageRowRemoved(index)}>
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
              {errors.packages && (
                <Alert color="red" role="alert">
                  {errors.packages}
                </Alert>
              )}
              <Button variant="light" onClick={trainings.packageRowAdded} w="fit-content">
                {texts.addPackageRow}
              </Button>
            </Stack>
          )}
        </>
      )}
    </FormModal>
  );
});

const PackagesModal = observer(function PackagesModal({ presenter }: { presenter: AdminTrainingPresenter }) {
  const packages = presenter.packages;
  const training = packages.training;
  const form = packages.form;
  return (
    <Modal opened={training !== null} onClose={packages.closed} title={training ? texts.managePackages(training.title) : ''} centered size="xl">
      {training && (
        <Stack>
          {training.packages.length === 0 ? (
            <Alert color="gray">{texts.noPackages}</Alert>
          ) : (
            <Table aria-label={texts.managePackages(training.title)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.packageName}</Table.Th>
                  <Table.Th>{texts.packagePrice}</Table.Th>
                  <Table.Th>{AdminMessages.table.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {training.packages.map((option) => (
                  <Table.Tr key={option.id}>
                    <Table.Td>
                      <Group gap={6}>
                        {option.name}
                        {lacksArabic(option.name, option.nameAr) && <ArabicMissingBadge />}
                      </Group>
                    </Table.Td>
                    <Table.Td>{shownPrice(option.price)}</Table.Td>
                    <Table.Td>
                      <RowActions editLabel={texts.editPackageNamed(option.name)} onEdit={() => packages.editClicked(option)} deleteLabel={texts.deletePackageNamed(option.name)} onDelete={() => packages.deleteClicked(option)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {form ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void packages.saveClicked();
              }}
            >
              <Stack gap="xs">
                <BilingualTextField
                  label={texts.packageName}
                  english={{ value: form.name, onChange: (value) => packages.fieldChanged('name', value) }}
                  arabic={{ value: form.nameAr, onChange: (value) => packages.fieldChanged('nameAr', value) }}
                />
                <TextInput label={texts.packagePrice} inputMode="decimal" value={form.price} onChange={(event) => packages.fieldChanged('price', event.currentTarget.value)} w={140} />
                {packages.error && (
                  <Alert color="red" role="alert">
                    {packages.error}
                  </Alert>
                )}
                <FormActions onCancel={packages.formClosed} saving={presenter.saving} />
              </Stack>
            </form>
          ) : (
            <Button variant="light" onClick={packages.addClicked} w="fit-content">
              {texts.addPackage}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
});

const registrationColumns: Column<AdminRegistration>[] = [
  { header: texts.training, cell: (row) => row.trainingTitle },
  { header: texts.name, cell: (row) => <bdi>{row.name}</bdi> },
  { header: texts.email, cell: (row) => <bdi>{row.email}</bdi> },
  { header: texts.phone, cell: (row) => <bdi>{row.phone}</bdi> },
  { header: texts.package, cell: (row) => row.packageName ?? '—' },
  { header: texts.status, cell: (row) => <Badge color={statusColour(row.status === 'Confirmed' ? 'Success' : row.status)}>{shownName(DisplayNames.registrationStatuses, row.status)}</Badge> },
  { header: texts.orderId, cell: (row) => (row.orderId === null ? '—' : `#${row.orderId}`) },
  { header: texts.registeredAt, cell: (row) => staffDateTime(row.registeredAt) },
];

const Registrations = observer(function Registrations({ registrations }: { registrations: TrainingRegistrationsPresenter }) {
  return (
    <Stack>
      <Group align="flex-end">
        <NativeSelect
          label={texts.trainingFilter}
          data={[{ value: '', label: texts.allTrainings }, ...registrations.trainingChoices]}
          value={registrations.trainingId}
          onChange={(event) => registrations.trainingChosen(event.currentTarget.value)}
        />
        <NativeSelect
          label={texts.statusFilter}
          data={[{ value: '', label: AdminSectionsMessages.anyStatus }, ...REGISTRATION_STATUSES.map((status) => ({ value: status, label: DisplayNames.registrationStatuses[status] }))]}
          value={registrations.status}
          onChange={(event) => registrations.statusChosen(event.currentTarget.value)}
        />
        <TextInput label={AdminMessages.table.search} placeholder={texts.registrationSearch} value={registrations.search} onChange={(event) => registrations.searchChanged(event.currentTarget.value)} style={{ flex: 1 }} />
        <Button variant="light" onClick={() => void registrations.exportClicked()} loading={registrations.csv.running}>
          {AdminMessages.table.exportCsv}
        </Button>
      </Group>
      <PagedTable label={texts.registrationsTab} columns={registrationColumns} list={registrations.list} rowKey={(row) => row.id} />
    </Stack>
  );
});

/** Admin → Dental training. */
export const AdminTrainingPage = observer(function AdminTrainingPage() {
  const presenter = useInjection(AdminTrainingPresenter);
  useEffect(() => presenter.opened(), [presenter]);
  const { trainings, packages, registrations } = presenter;

  const columns: Column<AdminTraining>[] = [
    {
      header: texts.heading,
      cell: (row) => (
        <Group gap={6}>
          {row.title}
          {trainingLacksArabic(row) && <ArabicMissingBadge />}
        </Group>
      ),
    },
    { header: texts.date, cell: (row) => staffDateTime(row.date) },
    { header: texts.location, cell: (row) => row.location },
    { header: texts.instructors, cell: (row) => row.instructors },
    { header: texts.capacityColumn, cell: (row) => texts.seats(row.seatsTaken, row.capacity) },
    { header: texts.packages, cell: (row) => joinedList(shownLanguage(), row.packages.map((option) => `${isolated(option.name)} (${shownPrice(option.price)})`)) || '—' },
    { header: texts.status, cell: (row) => <ActiveBadge active={row.isActive} /> },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <RowActions editLabel={texts.editNamed(row.title)} onEdit={() => trainings.editClicked(row)} deleteLabel={texts.deleteNamed(row.title)} onDelete={() => trainings.editor.deleteClicked(row)}>
          <Button size="xs" variant="light" aria-label={texts.managePackages(row.title)} onClick={() => packages.packagesClicked(row)}>
            {texts.packages}
          </Button>
          <Button size="xs" variant="light" aria-label={texts.registrationsOf(row.title)} onClick={() => registrations.registrationsOfClicked(row)}>
            {texts.registrationsTab}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Stack>
      <SectionHeader title={texts.title} addLabel={texts.add} onAdd={trainings.editor.addClicked} />
      <TextInput label={AdminMessages.table.search} placeholder={texts.searchPlaceholder} value={trainings.search} onChange={(event) => trainings.searchChanged(event.currentTarget.value)} />
      <PagedTable label={texts.trainingsTab} columns={columns} list={trainings.list} rowKey={(row) => row.id} />
      <Title order={2} size="h3">
        {texts.registrationsTab}
      </Title>
      <Registrations registrations={registrations} />
      <TrainingFormModal presenter={presenter} />
      <PackagesModal presenter={presenter} />
      <ConfirmDialog confirmation={trainings.editor.confirmation} />
      <ConfirmDialog confirmation={packages.confirmation} />
    </Stack>
  );
});
