import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DeliveryAddressFields, RecipientNameFields } from '../address/DeliveryAddressFields';
import { BoundTextField } from '../checkout/BoundTextField';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { AddressMessages } from '../messages/AddressMessages';
import { AddressBookPresenter, type AddressRowView } from './AddressBookPresenter';

const texts = AddressMessages;

const AddressForm = observer(function AddressForm({ page }: { page: AddressBookPresenter }) {
  const form = page.form;
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  return (
    <Modal opened={page.editing !== null} onClose={page.editorClosed} title={page.editorTitle} centered size="lg">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          page.saveClicked();
        }}
      >
        <Stack gap="sm">
          <BoundTextField page={form} field="label" label={texts.label} placeholder={texts.labelPlaceholder} />
          <RecipientNameFields form={form} />
          <DeliveryAddressFields form={form} />
          {page.offersMakeDefault && <Checkbox label={texts.makeDefault} checked={page.makeDefault} onChange={(event) => page.makeDefaultChanged(event.currentTarget.checked)} />}
          {page.formError && (
            <Alert color="red" role="alert" variant="light">
              {page.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={page.editorClosed} disabled={page.saving}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={page.saving}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});

const ConfirmRemoval = observer(function ConfirmRemoval({ page }: { page: AddressBookPresenter }) {
  const address = page.confirmingRemoval;
  return (
    <Modal opened={address !== null} onClose={page.removalCancelled} title={texts.confirmRemoveTitle} centered>
      <Stack>
        <Text>{address === null ? '' : texts.confirmRemove(address.label)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={page.removalCancelled}>
            {texts.cancel}
          </Button>
          <Button color="red" onClick={page.removalConfirmed}>
            {texts.remove}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});

const AddressCard = observer(function AddressCard({ page, row }: { page: AddressBookPresenter; row: AddressRowView }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={row.label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <bdi>{row.label}</bdi>
          </Text>
          {row.isDefault && <Badge variant="light">{texts.defaultBadge}</Badge>}
        </Group>
        <Text size="sm">
          <bdi>{row.recipient}</bdi>
        </Text>
        <Text size="sm">{row.place}</Text>
        <Text size="sm" c="dimmed">
          <bdi>{row.phone}</bdi>
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={() => page.editClicked(row.id)} aria-label={texts.editAddress(row.label)}>
            {texts.edit}
          </Button>
          {!row.isDefault && (
            <Button size="xs" variant="subtle" onClick={() => page.makeDefaultClicked(row.id)} disabled={page.busy} aria-label={texts.makeAddressDefault(row.label)}>
              {texts.makeDefault}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={() => page.removeClicked(row.id)} disabled={page.busy} aria-label={texts.removeAddress(row.label)}>
            {texts.remove}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});

/** The account's saved delivery addresses (clinic branches), which the checkout offers in one click. */
export const AddressBookSection = observer(function AddressBookSection() {
  const page = useInjection(AddressBookPresenter);
  useEffect(() => page.opened(), [page]);
  if (!page.isShown) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-addresses">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="account-addresses">
          {texts.title}
        </Title>
        <Button variant="light" onClick={page.addClicked} disabled={!page.canAdd}>
          {texts.add}
        </Button>
      </Group>
      <Text c="dimmed" size="sm" mb="md">
        {texts.intro}
      </Text>
      {page.state === 'loading' && <Loader size="sm" aria-label={texts.loading} />}
      {page.loadError && (
        <Alert color="red" role="alert" variant="light">
          {page.loadError}
        </Alert>
      )}
      {page.actionError && (
        <Alert color="red" role="alert" variant="light" mb="sm">
          {page.actionError}
        </Alert>
      )}
      {page.state === 'loaded' &&
        (page.rows.length === 0 ? (
          <Text c="dimmed">{texts.empty}</Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {page.rows.map((row) => (
              <AddressCard key={row.id} page={page} row={row} />
            ))}
          </SimpleGrid>
        ))}
      {page.limitNote && (
        <Text size="sm" c="dimmed" mt="sm">
          {page.limitNote}
        </Text>
      )}
      <AddressForm page={page} />
      <ConfirmRemoval page={page} />
    </Paper>
  );
});
