import { Anchor, Badge, Button, Group, NativeSelect, Progress, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { type AdminPlan, type AdminScan, type AdminSubscription, SCAN_STATUSES, SUBSCRIPTION_STATUSES } from '../../../application/admin/ai/AdminAiApi';
import { fileSizeText } from '@tiara/domain/scan-file';
import { useInjection } from '../../di/ContainerContext';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ArabicMissingBadge } from '../arabic/ArabicMissingBadge';
import { BilingualTextField } from '../shared/BilingualTextField';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { SectionHeader } from '../shared/SectionHeader';
import { RowActions } from '../shared/RowActions';
import { ActiveBadge } from '../shared/ActiveBadge';
import { PagedTable } from '../shared/PagedTable';
import { FormModal } from '../shared/FormModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { staffDateTime } from '../shared/StaffFormats';
import { AdminAiPresenter } from './AdminAiPresenter';
import { type AiPlansPresenter, planLacksArabic } from './AiPlansPresenter';
import type { AiSubscriptionsPresenter } from './AiSubscriptionsPresenter';

const texts = AdminSectionsMessages.ai;

const STATUS_COLOURS: Readonly<Record<string, string>> = { Active: 'green', Pending: 'yellow', Cancelled: 'gray', Queued: 'yellow', Processing: 'blue', Completed: 'green', Failed: 'red' };
const colourOf = (status: string) => STATUS_COLOURS[status] ?? 'gray';

const PlanFormModal = observer(function PlanFormModal({ plans }: { plans: AiPlansPresenter }) {
  const editor = plans.editor;
  const form = editor.form;
  const errors = editor.errors;
  return (
    <FormModal opened={form !== null} onClose={editor.closed} title={editor.editingId === null ? texts.addPlan : texts.editPlan} centered size="xl" onSubmit={editor.saveClicked} formError={editor.formError} saving={editor.saving} cancelDisabled={editor.saving}>
      {form && (
        <>
          {editor.editingId === null && (
            <NativeSelect label={texts.planId} data={plans.freePlanIds.map(String)} value={form.id} onChange={(event) => editor.fieldChanged('id', event.currentTarget.value)} />
          )}
          <BilingualTextField
            label={texts.name}
            required
            english={{ value: form.name, error: errors.name, onChange: (value) => editor.fieldChanged('name', value) }}
            arabic={{ value: form.nameAr, onChange: (value) => editor.fieldChanged('nameAr', value) }}
          />
          <SimpleGrid cols={2}>
            <TextInput label={texts.price} required inputMode="decimal" value={form.price} error={errors.price} onChange={(event) => editor.fieldChanged('price', event.currentTarget.value)} />
            <TextInput
              label={texts.segmentations}
              required
              inputMode="numeric"
              value={form.segmentations}
              error={errors.segmentations}
              onChange={(event) => editor.fieldChanged('segmentations', event.currentTarget.value)}
            />
          </SimpleGrid>
          <BilingualTextField
            label={texts.periodLabel}
            description={texts.periodLabelHint}
            english={{ value: form.periodLabel, onChange: (value) => editor.fieldChanged('periodLabel', value) }}
            arabic={{ value: form.periodLabelAr, onChange: (value) => editor.fieldChanged('periodLabelAr', value) }}
          />
          <BilingualTextField
            label={texts.description}
            multiline
            english={{ value: form.description, onChange: (value) => editor.fieldChanged('description', value) }}
            arabic={{ value: form.descriptionAr, onChange: (value) => editor.fieldChanged('descriptionAr', value) }}
          />
          <Switch label={texts.isActive} checked={form.isActive} onChange={(event) => editor.fieldChanged('isActive', event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
  );
});

const QuotaModal = observer(function QuotaModal({ subscriptions }: { subscriptions: AiSubscriptionsPresenter }) {
  const form = subscriptions.quotaForm;
  return (
    <FormModal opened={form !== null} onClose={subscriptions.quotaClosed} title={form ? texts.quotaTitle(form.subscription.id, form.subscription.user.email) : ''} centered onSubmit={subscriptions.saveQuotaClicked} saving={subscriptions.saving} cancelDisabled={subscriptions.saving}>
      {form && (
        <>
          <Text>{texts.usageText(form.subscription.segmentationsUsed, form.subscription.segmentationsAllowed)}</Text>
          <TextInput label={texts.quotaLabel} inputMode="numeric" value={form.allowed} error={form.error} onChange={(event) => subscriptions.quotaTyped(event.currentTarget.value)} />
        </>
      )}
    </FormModal>
  );
});

const scanColumns: Column<AdminScan>[] = [
  { header: texts.created, cell: (row) => staffDateTime(row.createdAt) },
  { header: texts.user, cell: (row) => <bdi>{row.userEmail}</bdi> },
  { header: texts.file, cell: (row) => <bdi>{row.fileName}</bdi> },
  { header: texts.size, cell: (row) => fileSizeText(row.sizeBytes) },
  { header: texts.status, cell: (row) => <Badge color={colourOf(row.status)}>{shownName(DisplayNames.scanStatuses, row.status)}</Badge> },
  { header: texts.finished, cell: (row) => (row.finishedAt === null ? '—' : staffDateTime(row.finishedAt)) },
  {
    header: texts.results,
    cell: (row) =>
      row.resultLinks.length === 0 ? (
        (row.error ?? texts.noResults)
      ) : (
        <Group gap="xs">
          {row.resultLinks.map((link, index) => (
            <Anchor key={link} href={link} target="_blank" rel="noreferrer">
              {texts.resultLink(index + 1)}
            </Anchor>
          ))}
        </Group>
      ),
  },
];

/** Admin → TiaraAI subscriptions. */
export const AdminAiPage = observer(function AdminAiPage() {
  const presenter = useInjection(AdminAiPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  const { plans, subscriptions, scans } = presenter;

  const planColumns: Column<AdminPlan>[] = [
    { header: texts.planId, cell: (row) => row.id },
    {
      header: texts.name,
      cell: (row) => (
        <Group gap={6}>
          <bdi>{row.name}</bdi>
          {planLacksArabic(row) && <ArabicMissingBadge />}
        </Group>
      ),
    },
    { header: texts.price, cell: (row) => `${shownPrice(row.price)}${row.periodLabel === '' ? '' : ` ${row.periodLabel}`}` },
    { header: texts.segmentations, cell: (row) => row.segmentations },
    { header: texts.subscriptionsTab, cell: (row) => texts.planSubscriptions(row.activeSubscriptions, row.subscriptions) },
    { header: texts.status, cell: (row) => <ActiveBadge active={row.isActive} /> },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <RowActions editLabel={texts.editNamed(row.name)} onEdit={() => plans.editClicked(row)} deleteLabel={texts.deleteNamed(row.name)} onDelete={() => plans.editor.deleteClicked(row)} />
      ),
    },
  ];

  const subscriptionColumns: Column<AdminSubscription>[] = [
    { header: '#', cell: (row) => row.id },
    { header: texts.user, cell: (row) => (
        <>
          <bdi>{row.user.name}</bdi> &lt;<bdi>{row.user.email}</bdi>&gt;
        </>
      ),
    },
    { header: texts.plan, cell: (row) => <bdi>{row.plan.name}</bdi> },
    { header: texts.orderId, cell: (row) => (row.orderId === null ? '—' : `#${row.orderId}`) },
    { header: texts.status, cell: (row) => <Badge color={colourOf(row.status)}>{shownName(DisplayNames.subscriptionStatuses, row.status)}</Badge> },
    {
      header: texts.usage,
      cell: (row) => (
        <Stack gap={2} miw={120}>
          <Text size="sm">{texts.usageText(row.segmentationsUsed, row.segmentationsAllowed)}</Text>
          <Progress value={row.segmentationsAllowed === 0 ? 100 : (row.segmentationsUsed / row.segmentationsAllowed) * 100} size="sm" aria-hidden />
        </Stack>
      ),
    },
    { header: texts.remaining, cell: (row) => row.segmentationsRemaining },
    { header: texts.activatedAt, cell: (row) => (row.activatedAt === null ? '—' : staffDateTime(row.activatedAt)) },
    {
      header: AdminMessages.table.actions,
      cell: (row) => (
        <Group gap="xs">
          <Button size="xs" variant="light" aria-label={texts.adjustQuotaNamed(row.id)} onClick={() => subscriptions.adjustQuotaClicked(row)}>
            {texts.adjustQuota}
          </Button>
          <Button size="xs" variant="light" aria-label={texts.showScans(row.id, row.scanCount)} onClick={() => scans.scansOfClicked(row)}>
            {`${texts.scans} (${row.scanCount})`}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <SectionHeader title={texts.plansTab} addLabel={texts.addPlan} onAdd={plans.addClicked} order={2} size="h3" />
      <DataTable label={texts.plansTab} columns={planColumns} rows={plans.plans} rowKey={(row) => row.id} error={plans.plansError} />

      <Title order={2} size="h3">
        {texts.subscriptionsTab}
      </Title>
      <Group align="flex-end">
        <TextInput label={AdminMessages.table.search} placeholder={texts.searchCustomer} value={subscriptions.search} onChange={(event) => subscriptions.searchChanged(event.currentTarget.value)} style={{ flex: 1 }} />
        <NativeSelect
          label={texts.statusFilter}
          data={[{ value: '', label: AdminSectionsMessages.anyStatus }, ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: DisplayNames.subscriptionStatuses[status] }))]}
          value={subscriptions.status}
          onChange={(event) => subscriptions.statusChosen(event.currentTarget.value)}
        />
      </Group>
      <PagedTable label={texts.subscriptionsTab} columns={subscriptionColumns} list={subscriptions.list} rowKey={(row) => row.id} />

      <Title order={2} size="h3">
        {texts.scansTab}
      </Title>
      {scans.subscriptionId !== null && (
        <Group>
          <Text>{texts.scansOfSubscription(scans.subscriptionId)}</Text>
          <Button size="xs" variant="subtle" onClick={scans.allScansClicked}>
            {texts.allScans}
          </Button>
        </Group>
      )}
      <Group align="flex-end">
        <TextInput label={AdminMessages.table.search} placeholder={texts.searchScans} value={scans.search} onChange={(event) => scans.searchChanged(event.currentTarget.value)} style={{ flex: 1 }} />
        <NativeSelect
          label={texts.statusFilter}
          data={[{ value: '', label: AdminSectionsMessages.anyStatus }, ...SCAN_STATUSES.map((status) => ({ value: status, label: DisplayNames.scanStatuses[status] }))]}
          value={scans.status}
          onChange={(event) => scans.statusChosen(event.currentTarget.value)}
        />
      </Group>
      <PagedTable label={texts.scansTab} columns={scanColumns} list={scans.list} rowKey={(row) => row.id} />

      <PlanFormModal plans={plans} />
      <QuotaModal subscriptions={subscriptions} />
      <ConfirmDialog confirmation={plans.editor.confirmation} />
    </Stack>
  );
});
