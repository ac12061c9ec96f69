import { Alert, Button, CloseButton, Container, Grid, Group, Loader, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/ContainerContext';
import { AiMessages } from '../messages/AiMessages';
import { MyScans } from './MyScans';
import { PlanUsageCard } from './PlanUsageCard';
import { ScanDropZone } from './ScanDropZone';
import { ScanUploadPresenter } from './ScanUploadPresenter';

const texts = AiMessages.upload;

const SelectedFiles = observer(function SelectedFiles({ page }: { page: ScanUploadPresenter }) {
  if (page.selectedFiles.length === 0) return null;
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
        {page.selectionSummary} {page.willBeZipped ? texts.willBeZipped : ''}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} mah={240} style={{ listStyle: 'none', overflowY: 'auto' }} aria-label={texts.selectedFiles}>
        {page.selectedFiles.map((file) => (
          <Group component="li" key={file.key} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {file.name}
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

const UploadProgress = observer(function UploadProgress({ page }: { page: ScanUploadPresenter }) {
  if (!page.uploading) return null;
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{page.progressTitle}</Text>
            <Text size="sm" c="dimmed">
              {texts.analyzing}
            </Text>
          </Stack>
          <CloseButton aria-label={texts.cancel} onClick={page.cancelClicked} disabled={page.phase === 'processing'} />
        </Group>
        <Progress value={page.progress} animated={page.phase === 'processing'} aria-label={texts.progressLabel} />
        <Text size="sm" ta="end">
          {page.progress}%
        </Text>
      </Stack>
    </Paper>
  );
});

const SuccessModal = observer(function SuccessModal({ page }: { page: ScanUploadPresenter }) {
  return (
    <Modal opened={page.successOpen} onClose={page.successDismissed} title={texts.successTitle} centered>
      <Stack>
        <Text>{texts.successReceived}</Text>
        <Text>{texts.successTime}</Text>
        <Text>{texts.successEmail}</Text>
        <Group justify="flex-end">
          <Button onClick={page.successDismissed}>{texts.successDismiss}</Button>
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
            <PlanUsageCard page={page} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <ScanDropZone page={page} />
                {page.error && (
                  <Alert color="red" role="alert">
                    {page.error}
                  </Alert>
                )}
                {page.notices.map((notice) => (
                  <Alert key={notice} color="blue" role="status">
                    {notice}
                  </Alert>
                ))}
                <SelectedFiles page={page} />
                <UploadProgress page={page} />
                <Button
                  size="md"
                  onClick={() => void page.startAnalysisClicked()}
                  disabled={!page.canSubmit}
                  leftSection={page.uploading ? <Loader size="xs" color="gray" /> : undefined}
                >
                  {page.submitLabel}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        {page.scansStatus !== 'unavailable' && <MyScans page={page} />}
      </Stack>
      <SuccessModal page={page} />
    </Container>
  );
});
