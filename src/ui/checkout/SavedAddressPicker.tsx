import { Badge, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { AddressFormPresenter } from '../address/AddressFormPresenter';
import { AddressMessages } from '../messages/AddressMessages';
import type { SavedAddressPickerPresenter } from './SavedAddressPickerPresenter';

const texts = AddressMessages;

/** The signed-in customer's saved addresses above the checkout form: one click fills it. Nothing for a guest or an empty book. */
export const SavedAddressPicker = observer(function SavedAddressPicker({ picker }: { picker: SavedAddressPickerPresenter }) {
  if (picker.choices.length === 0) return null;
  return (
    <Radio.Group label={texts.pickerTitle} value={picker.pickedId === null ? null : String(picker.pickedId)} onChange={(value) => picker.addressPicked(Number(value))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {picker.choices.map((choice) => (
          <Radio.Card key={choice.id} value={String(choice.id)} radius="md" p="sm" aria-label={choice.label}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>
                    <bdi>{choice.label}</bdi>
                  </Text>
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
export const SaveAddressOption = observer(function SaveAddressOption({ picker, form }: { picker: SavedAddressPickerPresenter; form: AddressFormPresenter }) {
  if (!picker.offersSaving) return null;
  return (
    <Stack gap="xs">
      <Checkbox label={texts.saveToAccount} checked={picker.saveToAccount} onChange={(event) => picker.saveToAccountChanged(event.currentTarget.checked)} />
      {picker.saveToAccount && (
        <TextInput label={texts.saveToAccountLabel} placeholder={texts.labelPlaceholder} value={form.label} onChange={(event) => form.fieldChanged('label', event.currentTarget.value)} />
      )}
    </Stack>
  );
});
