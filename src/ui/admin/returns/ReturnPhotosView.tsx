import { Alert, Group, Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import type { ReturnPhotos } from './ReturnPhotos';

const texts = StaffReturnsMessages;
/** A thumbnail: well over the 44 px a finger needs. */
const THUMBNAIL = 88;

/** The report's photos as thumbnails; a tap shows one as large as the screen allows. */
export const ReturnPhotosView = observer(function ReturnPhotosView({ photos }: { photos: ReturnPhotos }) {
  const count = photos.photos.length;
  if (count === 0) return <Text c="dimmed">{texts.noPhotos}</Text>;
  const enlarged = photos.enlarged;
  const enlargedNumber = photos.photos.findIndex((photo) => photo.id === enlarged?.id) + 1;
  return (
    <>
      <Group gap="sm">
        {photos.photos.map((photo, index) =>
          photo.url !== null ? (
            <UnstyledButton key={photo.id} aria-label={texts.enlargePhoto(index + 1, count)} onClick={() => photos.enlargeClicked(photo.id)}>
              <Image src={photo.url} alt="" w={THUMBNAIL} h={THUMBNAIL} fit="cover" radius="sm" />
            </UnstyledButton>
          ) : photo.error !== null ? (
            <Alert key={photo.id} color="red" role="alert" title={texts.photoLabel(index + 1, count)}>
              {photo.error}
            </Alert>
          ) : (
            <Loader key={photo.id} size="sm" aria-label={texts.photoLoading} />
          ),
        )}
      </Group>
      <Modal opened={enlarged !== null} onClose={photos.enlargedClosed} title={texts.photoLabel(enlargedNumber, count)} size="xl" centered>
        {enlarged?.url && <Image src={enlarged.url} alt={texts.photoLabel(enlargedNumber, count)} fit="contain" mah="75vh" />}
      </Modal>
    </>
  );
});
