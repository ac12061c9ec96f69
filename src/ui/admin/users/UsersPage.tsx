import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Progress, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { AdminUser } from '../../../application/admin/AdminUsersApi';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { placeLine } from '../../messages/AddressMessages';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { PagedTable } from '../shared/PagedTable';
import { SearchForm } from '../shared/SearchForm';
import { FormModal } from '../shared/FormModal';
import { type Column } from '../shared/DataTable';
import { staffDate } from '../shared/StaffFormats';
import { UsersPresenter, fullName } from './UsersPresenter';

const texts = AdminMessages.users;

const UserEditor = observer(function UserEditor({ presenter }: { presenter: UsersPresenter }) {
  const user = presenter.editing;
  const form = presenter.form;
  const active = user?.subscriptions.filter((subscription) => subscription.status === 'Active') ?? [];
  return (
    <FormModal opened={user !== null} onClose={presenter.editorClosed} title={user ? texts.editNamed(fullName(user)) : texts.edit} size="lg" onSubmit={presenter.saveClicked} formError={presenter.formError} saving={presenter.saving}>
      {user && form && (
        <>
          <Paper withBorder p="sm" aria-label={texts.subscriptions} role="region">
            <Title order={3} size="h5" mb="xs">
              {texts.subscriptions}
            </Title>
            {active.length === 0 ? (
              <Text c="dimmed">{texts.noSubscription}</Text>
            ) : (
              active.map((subscription) => (
                <Stack key={subscription.id} gap={4} mb="xs">
                  <Text size="sm">{texts.subscriptionLine(subscription.id, subscription.planName, subscription.orderId)}</Text>
                  <Progress
                    value={subscription.segmentationsAllowed === 0 ? 0 : (100 * subscription.segmentationsUsed) / subscription.segmentationsAllowed}
                    aria-label={texts.usage(subscription.segmentationsUsed, subscription.segmentationsAllowed)}
                  />
                  <Text size="xs" c="dimmed">
                    {texts.usage(subscription.segmentationsUsed, subscription.segmentationsAllowed)} · {texts.remaining(Math.max(0, subscription.segmentationsAllowed - subscription.segmentationsUsed))}
                  </Text>
                </Stack>
              ))
            )}
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={texts.firstName} value={form.firstName} error={presenter.formErrors.firstName} onChange={(event) => presenter.formChanged({ firstName: event.currentTarget.value })} />
            <TextInput label={texts.middleName} value={form.middleName} onChange={(event) => presenter.formChanged({ middleName: event.currentTarget.value })} />
            <TextInput label={texts.lastName} value={form.lastName} error={presenter.formErrors.lastName} onChange={(event) => presenter.formChanged({ lastName: event.currentTarget.value })} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={texts.email} type="email" value={form.email} error={presenter.formErrors.email} onChange={(event) => presenter.formChanged({ email: event.currentTarget.value })} />
            <TextInput label={texts.phone} value={form.phone} onChange={(event) => presenter.formChanged({ phone: event.currentTarget.value })} />
            <NativeSelect label={texts.role} data={presenter.roles.map((role) => ({ value: role, label: DisplayNames.roles[role] }))} value={form.role} onChange={(event) => presenter.formChanged({ role: presenter.roles.find((role) => role === event.currentTarget.value) ?? form.role })} />
            <Checkbox mt="lg" label={texts.aiAccess} checked={form.aiAccess} onChange={(event) => presenter.formChanged({ aiAccess: event.currentTarget.checked })} />
            <TextInput label={texts.address} value={form.address} onChange={(event) => presenter.formChanged({ address: event.currentTarget.value })} />
            <TextInput label={texts.city} value={form.city} onChange={(event) => presenter.formChanged({ city: event.currentTarget.value })} />
            <TextInput label={texts.state} value={form.state} onChange={(event) => presenter.formChanged({ state: event.currentTarget.value })} />
            <TextInput label={texts.country} value={form.country} onChange={(event) => presenter.formChanged({ country: event.currentTarget.value })} />
            <TextInput label={texts.postalCode} value={form.postalCode} onChange={(event) => presenter.formChanged({ postalCode: event.currentTarget.value })} />
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
});

export const UsersPage = observer(function UsersPage() {
  const presenter = useInjection(UsersPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  const columns: Column<AdminUser>[] = [
    {
      header: texts.user,
      cell: (user) => (
        <Stack gap={0}>
          <Text fw={500}>
            <bdi>{fullName(user)}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{user.email}</bdi>
          </Text>
        </Stack>
      ),
    },
    { header: texts.role, cell: (user) => <Badge variant="light">{shownName(DisplayNames.roles, user.role)}</Badge> },
    { header: texts.joined, cell: (user) => `${staffDate(user.createdAt)} · ${presenter.joinedAgo(user)}` },
    { header: texts.location, cell: (user) => placeLine({ city: user.city, governorate: user.state, country: user.country }) || '—' },
    { header: texts.orders, cell: (user) => user.orderCount },
    {
      header: texts.aiUsage,
      cell: (user) => (user.aiUsage.activeSubscriptions === 0 ? <Text c="dimmed">{AdminMessages.inactive}</Text> : texts.usage(user.aiUsage.segmentationsUsed, user.aiUsage.segmentationsAllowed)),
    },
    {
      header: texts.aiAccess,
      cell: (user) => <Switch aria-label={texts.toggleAi(fullName(user))} checked={user.aiAccess} onChange={() => void presenter.aiAccessToggled(user)} />,
    },
    {
      header: AdminMessages.table.actions,
      cell: (user) => (
        <Button size="xs" variant="light" aria-label={texts.editNamed(fullName(user))} onClick={() => void presenter.editClicked(user)}>
          {AdminMessages.table.edit}
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      <Group align="flex-end">
        <SearchForm placeholder={texts.searchPlaceholder} value={presenter.search} onChange={presenter.searchChanged} onSubmit={presenter.searchSubmitted} />
        <NativeSelect
          label={texts.roleFilter}
          data={[{ value: '', label: AdminMessages.all }, ...presenter.roles.map((role) => ({ value: role, label: DisplayNames.roles[role] }))]}
          value={presenter.roleFilter ?? ''}
          onChange={(event) => void presenter.roleFilterChosen(event.currentTarget.value)}
        />
      </Group>
      <PagedTable label={texts.title} columns={columns} list={presenter.list} rowKey={(user) => user.id} />
      <UserEditor presenter={presenter} />
    </Stack>
  );
});
