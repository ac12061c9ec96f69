import { Alert, Box, Group, Loader, Paper, Slider, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { SliceImage } from '../../application/scans/StudyPreviewer';
import { ScanPreviewMessages } from '../messages/ScanPreviewMessages';
import type { StudyPreviewPresenter } from './StudyPreviewPresenter';

const texts = ScanPreviewMessages;

/** The drawn slice, at its own pixel size, scaled to the width available (up to 320 px) with its proportions kept. */
function SliceCanvas({ image, label }: { image: SliceImage; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (element === null || element === undefined || context === null || context === undefined) return;
    element.width = image.width;
    element.height = image.height;
    context.putImageData(new ImageData(image.rgba as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  }, [image]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="study-preview-slice"
      style={{ display: 'block', width: '100%', maxWidth: 320, aspectRatio: `${image.width} / ${image.height}`, background: '#000', imageRendering: 'pixelated', borderRadius: 4 }}
    />
  );
}

/**
 * The study preview (issue 18 item 3): what the chosen files hold, a picture of a slice and a
 * slider through the slices. The page owns the presenter and calls its `show` and `clear`.
 */
export const StudyPreview = observer(function StudyPreview({ preview }: { preview: StudyPreviewPresenter }) {
  if (preview.state === 'idle') return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="study-preview-title">
      <Stack gap="sm">
        <Text fw={600} id="study-preview-title">
          {texts.title}
        </Text>
        {preview.loading && (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{texts.loading}</Text>
          </Group>
        )}
        {preview.failureMessage !== null && (
          <Alert color="orange" role="alert">
            {preview.failureMessage}
          </Alert>
        )}
        {preview.summary !== null && (
          <Text size="sm" aria-live="polite">
            {preview.summary}
          </Text>
        )}
        {preview.seriesWarning !== null && (
          <Alert color="yellow" variant="light">
            {preview.seriesWarning}
          </Alert>
        )}
        {preview.notDrawableNote !== null && (
          <Text size="sm" c="dimmed">
            {preview.notDrawableNote}
          </Text>
        )}
        {preview.drawable && (
          <Box>
            {preview.image !== null && preview.imageLabel !== null ? (
              <SliceCanvas image={preview.image} label={preview.imageLabel} />
            ) : preview.sliceFailed ? (
              <Text size="sm" c="dimmed">
                {texts.sliceFailed}
              </Text>
            ) : (
              <Loader size="sm" aria-label={texts.loading} />
            )}
          </Box>
        )}
        {preview.showsSlider && (
          <Stack gap={4} maw={320}>
            <Slider
              min={0}
              max={preview.sliceCount - 1}
              step={1}
              value={preview.sliceIndex}
              onChange={preview.sliceChanged}
              label={null}
              thumbLabel={texts.slider}
              thumbValueText={preview.sliceText}
            />
            <Text size="xs" c="dimmed" ta="center">
              {preview.sliceText}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
});
