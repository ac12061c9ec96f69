import { Badge, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { AddressMessages } from '../messages/AddressMessages';
import type { CheckoutPresenter } from './CheckoutPresenter';

const texts = AddressMessages;

/** The signed-in customer's saved addresses above the checkout form: one click fills it. Nothing for a guest or an empty book. */
export const SavedAddressPicker = observer(function SavedAddressPicker({ page }: { page: CheckoutPresenter }) {
  if (page.addressChoices.length === 0) return null;
  return (
    <Radio.Group label={texts.pickerTitle} value={page.pickedAddressId === null ? null : String(page.pickedAddressId)} onChange={(value) => page.addressPicked(Number(value))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {page.addressChoices.map((choice) => (
          <Radio.Card key={choice.id} value={String(choice.id)} radius="md" p="sm" aria-label={choice.label}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{choice.label}</Text>
                  {choice.isDefault && (
                    <Badge size="xs" variant="light">
                      {texts.defaultBadge}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {choice.place}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
});

/** 'Save this address to my account', with its label, for an address the signed-in customer typed. */
export const SaveAddressOption = observer(function SaveAddressOption({ page }: { page: CheckoutPresenter }) {
  if (!page.offersSaving) return null;
  return (
    <Stack gap="xs">
      <Checkbox label={texts.saveToAccount} checked={page.saveToAccount} onChange={(event) => page.saveToAccountChanged(event.currentTarget.checked)} />
      {page.saveToAccount && (
        <TextInput label={texts.saveToAccountLabel} placeholder={texts.labelPlaceholder} value={page.saveLabel} onChange={(event) => page.saveLabelChanged(event.currentTarget.value)} />
      )}
    </Stack>
  );
});
