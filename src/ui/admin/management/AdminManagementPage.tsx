import { Alert, Badge, Card, Code, Group, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import type { AiAccessMode, AiListedUser, AuditEntry, ContactMessage, OutboxMail } from '../../../application/admin/management/AdminManagementApi';
import { useInjection } from '../../di/ContainerContext';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import type { PagedList } from '../shared/PagedList';
import { staffDateTime } from '../shared/StaffFormats';
import { TablePagination } from '../shared/TablePagination';
import { InvoiceSettingsSection } from './InvoiceSettingsSection';
import { AdminManagementPresenter } from './AdminManagementPresenter';

const texts = AdminSectionsMessages.management;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="md" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <Stack>{children}</Stack>
    </Card>
  );
}

const PagedTable = observer(function PagedTable<T>({ label, list, columns, rowKey }: { label: string; list: PagedList<T>; columns: Column<T>[]; rowKey: (row: T) => string | number }) {
  return (
    <>
      <DataTable label={label} columns={columns} rows={list.items} rowKey={rowKey} loading={list.loading} error={list.error} />
      <TablePagination list={list as PagedList<unknown>} />
    </>
  );
}) as <T>(props: { label: string; list: PagedList<T>; columns: Column<T>[]; rowKey: (row: T) => string | number }) => ReactNode;

const listedColumns: Column<AiListedUser>[] = [
  { header: texts.name, cell: (row) => <bdi>{row.name}</bdi> },
  { header: texts.email, cell: (row) => <bdi>{row.email}</bdi> },
];

const outboxColumns: Column<OutboxMail>[] = [
  { header: texts.sentAt, cell: (row) => staffDateTime(row.sentAt) },
  { header: texts.to, cell: (row) => row.to },
  { header: texts.subject, cell: (row) => row.subject },
  {
    header: texts.text,
    cell: (row) =>
      row.text === null ? (
        <Text c="dimmed" size="sm">
          {texts.withheld}
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {row.text}
        </Text>
      ),
  },
];

const contactColumns: Column<ContactMessage>[] = [
  { header: texts.received, cell: (row) => staffDateTime(row.createdAt) },
  { header: texts.name, cell: (row) => <bdi>{row.name}</bdi> },
  { header: texts.email, cell: (row) => <bdi>{row.email}</bdi> },
  { header: texts.message, cell: (row) => <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text> },
];

const auditColumns: Column<AuditEntry>[] = [
  { header: texts.when, cell: (row) => staffDateTime(row.createdAt) },
  { header: texts.who, cell: (row) => row.actorEmail ?? texts.system },
  { header: texts.action, cell: (row) => <Badge variant="light">{row.action}</Badge> },
  { header: texts.record, cell: (row) => (row.entityId === null ? row.entity : `${row.entity} ${row.entityId}`) },
  { header: texts.details, cell: (row) => <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.details}</Code> },
];

/** Admin → Management. */
export const AdminManagementPage = observer(function AdminManagementPage() {
  const presenter = useInjection(AdminManagementPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  const settings = presenter.settings;

  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      {presenter.settingsError && (
        <Alert color="red" role="alert">
          {presenter.settingsError}
        </Alert>
      )}
      <Section id="management-maintenance" title={texts.maintenanceTitle}>
        <Switch
          label={texts.maintenanceSwitch}
          checked={settings?.underMaintenance ?? false}
          disabled={settings === null || presenter.changingSettings}
          onChange={(event) => presenter.maintenanceSwitched(event.currentTarget.checked)}
          color="red"
        />
        <Text c="dimmed">{presenter.maintenanceHint}</Text>
      </Section>
      <Section id="management-ai" title={texts.aiTitle}>
        <Radio.Group label={texts.aiModeLabel} value={settings?.aiAccess ?? null} onChange={(value) => void presenter.aiAccessChosen(value as AiAccessMode)}>
          <Group mt="xs">
            <Radio value="everyone" label={texts.aiEveryone} disabled={settings === null || presenter.changingSettings} />
            <Radio value="listed_users" label={texts.aiListed} disabled={settings === null || presenter.changingSettings} />
          </Group>
        </Radio.Group>
        {settings && <Text c="dimmed">{texts.listedUsers(settings.listedUsers)}</Text>}
        <PagedTable label={texts.listedTable} list={presenter.listedUsers} columns={listedColumns} rowKey={(row) => row.id} />
      </Section>
      <InvoiceSettingsSection />
      <Section id="management-outbox" title={texts.outboxTitle}>
        {!presenter.outboxInUse && <Alert color="blue">{texts.outboxNotInUse}</Alert>}
        <PagedTable label={texts.outboxTitle} list={presenter.outbox} columns={outboxColumns} rowKey={(row) => row.id} />
      </Section>
      <Section id="management-contact" title={texts.contactTitle}>
        <PagedTable label={texts.contactTitle} list={presenter.contactMessages} columns={contactColumns} rowKey={(row) => row.id} />
      </Section>
      <Section id="management-audit" title={texts.auditTitle}>
        <TextInput
          label={texts.entityFilter}
          placeholder={texts.entityPlaceholder}
          value={presenter.auditEntity}
          error={presenter.auditEntityError}
          onChange={(event) => presenter.auditEntityChanged(event.currentTarget.value)}
          maw={320}
        />
        <PagedTable label={texts.auditTitle} list={presenter.auditLog} columns={auditColumns} rowKey={(row) => row.id} />
      </Section>
      <ConfirmDialog confirmation={presenter.confirmation} />
    </Stack>
  );
});
