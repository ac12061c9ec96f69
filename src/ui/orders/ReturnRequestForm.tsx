import { ActionIcon, Alert, Anchor, Button, Group, Image, List, Loader, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useFieldFocus } from '../forms/useFieldFocus';
import { ReturnMessages } from '../messages/ReturnMessages';
import { ShopPaths } from '../routing/ShopPaths';
import type { PhotoSlotView, ReturnPhotoPickerPresenter } from './ReturnPhotoPickerPresenter';
import type { ReturnLineView, ReturnRequestFormPresenter } from './ReturnRequestFormPresenter';

const texts = ReturnMessages.form;
/** The thumb's least target (WCAG 2.5.5). */
const TAP = 44;

/** The error under a part of the form, named by id so that its controls are described by it. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Text id={id} size="sm" c="red">
      {error}
    </Text>
  );
}

/** A line of the order: its name, how many were bought, and how many the request is about (0 up to what may still be asked back). */
function LineStepper({ line, form, first, describedBy }: { line: ReturnLineView; form: ReturnRequestFormPresenter; first: boolean; describedBy: string | undefined }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>
          <bdi>{line.name}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {line.boughtText}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" size={TAP} aria-label={line.fewerLabel} aria-describedby={describedBy} disabled={!line.canDecrease} onClick={() => form.quantityDecreased(line.orderItemId)}>
          <span aria-hidden="true">−</span>
        </ActionIcon>
        <Text component="output" aria-label={line.quantityLabel} aria-live="polite" fw={700} ta="center" miw={32}>
          {line.quantity}
        </Text>
        {/* The first line's + carries the field's name: a 'Send' without any item brings it into view. */}
        <ActionIcon
          variant="default"
          size={TAP}
          name={first ? 'lines' : undefined}
          aria-label={line.moreLabel}
          aria-describedby={describedBy}
          disabled={!line.canIncrease}
          onClick={() => form.quantityIncreased(line.orderItemId)}
        >
          <span aria-hidden="true">+</span>
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** A chosen photo: its preview, how its upload stands, and the buttons to remove it or send it again. */
function PhotoTile({ photo, photos }: { photo: PhotoSlotView; photos: ReturnPhotoPickerPresenter }) {
  return (
    <Stack gap={4} component="li" aria-label={photo.label}>
      <Image src={photo.previewUrl} alt={photo.label} h={96} fit="cover" radius="sm" bg="gray.0" />
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={4} wrap="nowrap">
          {photo.state === 'uploading' && <Loader size="xs" aria-hidden="true" />}
          <Text size="xs" c={photo.state === 'failed' ? 'red' : 'dimmed'}>
            {photo.stateText}
          </Text>
        </Group>
        <ActionIcon variant="subtle" color="red" size={TAP} aria-label={photo.removeLabel} onClick={() => photos.removed(photo.key)}>
          <span aria-hidden="true">×</span>
        </ActionIcon>
      </Group>
      {photo.error && (
        <Text size="xs" c="red">
          {photo.error}
        </Text>
      )}
      {photo.retryLabel && (
        <Button variant="light" size="xs" onClick={() => photos.retried(photo.key)}>
          {photo.retryLabel}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The report of a problem or a return request, as a section of the order page rather than a
 * dialog: on a phone it scrolls with the page, the camera or gallery it opens returns to it, and
 * the items it is about stay above it. Its heading takes the focus as it opens.
 */
export const ReturnRequestForm = observer(function ReturnRequestForm({ form, onCancel }: { form: ReturnRequestFormPresenter; onCancel: () => void }) {
  const formRef = useFieldFocus<HTMLFormElement>(form.focus);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const errors = form.fieldErrors;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void form.sendClicked();
  };
  return (
    <form ref={formRef} onSubmit={submitted} noValidate aria-labelledby="return-form-title" id="return-request-form">
      <Stack gap="lg">
        <Title order={3} size="h5" id="return-form-title" ref={headingRef} tabIndex={-1}>
          {ReturnMessages.report}
        </Title>

        <Stack gap="xs" role="group" aria-labelledby="return-form-items" aria-describedby="return-form-items-hint">
          <Text fw={600} id="return-form-items">
            {texts.items}
          </Text>
          <Text size="sm" c="dimmed" id="return-form-items-hint">
            {texts.itemsHint}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {form.lineViews.map((line, index) => (
              <LineStepper key={line.orderItemId} line={line} form={form} first={index === 0} describedBy={errors.lines ? 'return-form-lines-error' : undefined} />
            ))}
          </Stack>
          <FieldError id="return-form-lines-error" error={errors.lines} />
        </Stack>

        <Radio.Group name="reason" label={texts.reason} withAsterisk value={form.reason} onChange={form.reasonChosen} error={errors.reason}>
          <Stack gap="xs" mt="xs">
            {form.reasonChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Radio.Group>

        <Stack gap="xs" role="group" aria-labelledby="return-form-photos">
          <Text fw={600} id="return-form-photos">
            {texts.photos}
          </Text>
          <Text size="sm" c="dimmed" id="return-form-photos-hint">
            {form.photosHint}
          </Text>
          {form.photos.views.length > 0 && (
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite">
              {form.photos.views.map((photo) => (
                <PhotoTile key={photo.key} photo={photo} photos={form.photos} />
              ))}
            </SimpleGrid>
          )}
          <div aria-live="polite">
            {form.photos.notices.map((notice) => (
              <Text key={notice} size="sm" c="red">
                {notice}
              </Text>
            ))}
          </div>
          {form.photos.canAdd && (
            <>
              {/* The phone offers its camera or its gallery for a picture; the field stays out of sight and of the tab order, the button stands for it. */}
              <input
                ref={picker}
                type="file"
                accept="image/*"
                multiple
                hidden
                onChange={(event) => {
                  form.photos.chosen([...(event.currentTarget.files ?? [])]);
                  // The same picture may be chosen again after it was removed.
                  event.currentTarget.value = '';
                }}
              />
              <Button
                variant="light"
                name="photos"
                style={{ alignSelf: 'flex-start' }}
                aria-describedby={errors.photos ? 'return-form-photos-hint return-form-photos-error' : 'return-form-photos-hint'}
                onClick={() => picker.current?.click()}
              >
                {texts.addPhotos}
              </Button>
            </>
          )}
          <FieldError id="return-form-photos-error" error={errors.photos} />
        </Stack>

        <Textarea name="note" label={texts.note} description={form.noteHint} autosize minRows={3} value={form.note} error={errors.note} onChange={(event) => form.noteChanged(event.currentTarget.value)} />

        <Radio.Group name="outcome" label={texts.outcome} withAsterisk value={form.outcome} onChange={form.outcomeChosen} error={errors.outcome}>
          <Stack gap="xs" mt="xs">
            {form.outcomeChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Radio.Group>

        <Stack gap={4}>
          <List size="sm" spacing={4}>
            <List.Item>{texts.returnShipping}</List.Item>
            <List.Item>{texts.processing}</List.Item>
          </List>
          <Anchor component={Link} to={ShopPaths.refundExchangePolicy} size="sm">
            {ReturnMessages.policy}
          </Anchor>
        </Stack>

        {form.refusal && (
          <Alert color="red" role="alert" variant="light" title={texts.refused}>
            {form.refusal}
          </Alert>
        )}
        {form.problemsText && (
          <Text size="sm" c="red" role="alert">
            {form.problemsText}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={form.sending}>
            {texts.send}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});
