import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { ImageUploadPresenter } from './ImageUploadPresenter';

/** An image address with its preview and an Upload button; the form keeps the address. */
export const ImageUploadField = observer(function ImageUploadField({
  label = AdminMessages.image.url,
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | null;
}) {
  const upload = useInjection(ImageUploadPresenter);
  return (
    <Stack gap={6}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} error={error ?? upload.error} style={{ flex: 1 }} />
        <FileButton onChange={(file) => void upload.fileChosen(file, onChange)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="light" loading={upload.uploading}>
              {AdminMessages.image.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      {value.trim() !== '' ? (
        <Image src={value} alt={AdminMessages.image.preview} h={96} w={96} fit="contain" radius="sm" />
      ) : (
        <Text size="xs" c="dimmed">
          {AdminMessages.products.noImage}
        </Text>
      )}
    </Stack>
  );
});
