import { Anchor, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { AiMessages } from '../messages/AiMessages';
import { filesFromDrop, filesFromPicker } from './chosenFiles';
import type { ScanUploadPresenter } from './ScanUploadPresenter';

const texts = AiMessages.upload;

/**
 * SPEC §2's drop zone: click (or Enter) opens the file dialog for several files; several files or
 * whole folders can be dropped; a second input picks a whole folder. Disabled, it says why.
 */
export const ScanDropZone = observer(function ScanDropZone({ page }: { page: ScanUploadPresenter }) {
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const disabled = page.dropZoneDisabled;

  const browse = () => {
    if (!disabled) filesInput.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    browse();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    void filesFromDrop(event.dataTransfer).then(page.filesChosen);
  };
  const picked = (input: HTMLInputElement) => {
    const chosen = filesFromPicker(input.files ?? []);
    // Emptied, so choosing the same files again is a change too.
    input.value = '';
    void page.filesChosen(chosen);
  };

  return (
    <Stack gap={4}>
      <Paper
        withBorder
        radius="md"
        p="xl"
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        bg={disabled ? 'gray.1' : dragging ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed', borderWidth: 2, cursor: disabled ? 'not-allowed' : 'pointer', textAlign: 'center' }}
      >
        {page.selection.checking ? (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text>{texts.checkingFiles}</Text>
          </Stack>
        ) : page.plan.disabledReason !== null ? (
          <Stack align="center" gap={4}>
            <Text fw={700}>{texts.uploadDisabled}</Text>
            <Text c="dimmed">{page.plan.disabledReason}</Text>
          </Stack>
        ) : (
          <Stack align="center" gap={4}>
            <Text fw={700}>{texts.dropHere}</Text>
            <Text c="dimmed">{texts.clickToBrowse}</Text>
            <Text size="xs" c="dimmed">
              {texts.acceptedFormats}
            </Text>
          </Stack>
        )}
      </Paper>
      <VisuallyHidden>
        <input ref={filesInput} type="file" multiple aria-label={texts.chooseFiles} disabled={disabled} onChange={(event) => picked(event.currentTarget)} />
        <input
          ref={folderInput}
          type="file"
          multiple
          aria-label={texts.chooseFolder}
          disabled={disabled}
          onChange={(event) => picked(event.currentTarget)}
          {...{ webkitdirectory: '' }}
        />
      </VisuallyHidden>
      {!disabled && (
        <Anchor component="button" type="button" size="sm" onClick={() => folderInput.current?.click()} style={{ alignSelf: 'flex-start' }}>
          {texts.chooseFolder}
        </Anchor>
      )}
    </Stack>
  );
});
