import { Alert, Button, CloseButton, Container, Grid, Group, Loader, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/ContainerContext';
import { AiMessages } from '../messages/AiMessages';
import { ScanTransferMessages } from '../messages/ScanTransferMessages';
import { MyScans } from './MyScans';
import { PlanUsageCard } from './PlanUsageCard';
import { ScanDropZone } from './ScanDropZone';
import type { ScanSelectionPresenter } from './ScanSelectionPresenter';
import { ScanUploadPresenter } from './ScanUploadPresenter';
import { StudyPreview } from './StudyPreview';
import type { UploadSessionPresenter } from './UploadSessionPresenter';

const texts = AiMessages.upload;
const transfer = ScanTransferMessages;

const SelectedFiles = observer(function SelectedFiles({ page }: { page: ScanUploadPresenter }) {
  const { selection } = page;
  if (selection.selectedFiles.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="selected-files-title">
      <Group justify="space-between">
        <Text fw={600} id="selected-files-title">
          {texts.selectedFiles}
        </Text>
        <Button variant="subtle" color="red" size="xs" onClick={page.clearAllClicked} disabled={page.busy}>
          {texts.clearAll}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {selection.summary} {selection.willBeZipped ? texts.willBeZipped : ''}
      </Text>
      {page.continuesUnfinishedText && (
        <Text size="sm" c="blue">
          {page.continuesUnfinishedText}
        </Text>
      )}
      <Stack component="ul" gap={4} p={0} m={0} mah={240} style={{ listStyle: 'none', overflowY: 'auto' }} aria-label={texts.selectedFiles}>
        {selection.selectedFiles.map((file) => (
          <Group component="li" key={file.key} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              <bdi>{file.name}</bdi>
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {file.sizeText}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
});

/** What patient data the chosen files carry, by kind, never the values (issue 18). */
const IdentifyingData = observer(function IdentifyingData({ selection }: { selection: ScanSelectionPresenter }) {
  if (selection.noIdentifyingDataText) {
    return (
      <Text size="sm" c="dimmed">
        {selection.noIdentifyingDataText}
      </Text>
    );
  }
  if (selection.identifyingDataRows.length === 0) return null;
  return (
    <Alert color="teal" title={transfer.detailsFoundTitle}>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={transfer.detailsFoundTitle}>
        {selection.identifyingDataRows.map((row) => (
          <Group component="li" key={row.kind} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{row.kind}</Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {row.files}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
});

/** Uploads this browser began and did not see finish: choosing the same files again resumes one. */
const UnfinishedUploads = observer(function UnfinishedUploads({ page }: { page: ScanUploadPresenter }) {
  return page.unfinishedUploadViews.map((upload) => (
    <Alert key={upload.fingerprint} color="yellow" title={transfer.unfinishedTitle} role="status">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{upload.text}</Text>
        <Button size="xs" variant="subtle" color="red" disabled={page.busy} onClick={() => void page.discardUnfinishedClicked(upload.fingerprint)}>
          {transfer.discard}
        </Button>
      </Group>
    </Alert>
  ));
});

const UploadProgress = observer(function UploadProgress({ upload }: { upload: UploadSessionPresenter }) {
  if (!upload.uploading) return null;
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{upload.progressTitle}</Text>
            <Text size="sm" c="dimmed">
              {texts.analyzing}
            </Text>
          </Stack>
          <CloseButton aria-label={texts.cancel} onClick={upload.cancelClicked} disabled={!upload.canCancel} />
        </Group>
        <Progress value={upload.progress} animated={upload.phase === 'processing'} aria-label={texts.progressLabel} />
        <Group justify="space-between">
          {upload.canResume ? (
            <Button size="xs" variant="light" onClick={upload.resumeClicked}>
              {transfer.resume}
            </Button>
          ) : (
            <Button size="xs" variant="light" color="gray" onClick={upload.pauseClicked} disabled={!upload.canPause}>
              {transfer.pause}
            </Button>
          )}
          <Text size="sm" ta="end">
            {upload.progress}%
          </Text>
        </Group>
        {upload.connectionLost && (
          <Text size="sm" c="orange" role="alert">
            {transfer.connectionLost}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});

const SuccessModal = observer(function SuccessModal({ upload }: { upload: UploadSessionPresenter }) {
  return (
    <Modal opened={upload.successOpen} onClose={upload.successDismissed} title={texts.successTitle} centered>
      <Stack>
        <Text>{texts.successReceived}</Text>
        <Text>{texts.successTime}</Text>
        <Text>{texts.successEmail}</Text>
        <Group justify="flex-end">
          <Button onClick={upload.successDismissed}>{texts.successDismiss}</Button>
        </Group>
      </Stack>
    </Modal>
  );
});

/** SPEC §2 "AI scan upload" (/ai-scan-upload), for signed-in subscribers. */
export const ScanUploadPage = observer(function ScanUploadPage() {
  const page = useInjection(ScanUploadPresenter);
  useEffect(() => {
    page.opened();
    return page.closed;
  }, [page]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.intro}</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PlanUsageCard plan={page.plan} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <UnfinishedUploads page={page} />
                <ScanDropZone page={page} />
                {page.error && (
                  <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                    {page.error}
                  </Alert>
                )}
                {page.notices.map((notice) => (
                  <Alert key={notice} color="blue" role="status">
                    {notice}
                  </Alert>
                ))}
                <SelectedFiles page={page} />
                <StudyPreview preview={page.selection.preview} />
                <IdentifyingData selection={page.selection} />
                <UploadProgress upload={page.upload} />
                <Button
                  size="md"
                  onClick={() => void page.startAnalysisClicked()}
                  disabled={!page.canSubmit}
                  leftSection={page.upload.uploading ? <Loader size="xs" color="gray" /> : undefined}
                >
                  {page.upload.submitLabel}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        {page.history.status !== 'unavailable' && <MyScans history={page.history} />}
      </Stack>
      <SuccessModal upload={page.upload} />
    </Container>
  );
});
