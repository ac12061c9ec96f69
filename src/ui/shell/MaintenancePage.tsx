import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Brand } from '@tiara/domain/brand';
import { useInjection } from '../di/ContainerContext';
import { ShellMessages } from '../messages/ShellMessages';
import { ToothIcon } from './Icons';
import { MaintenancePresenter } from './MaintenancePresenter';

const texts = ShellMessages.maintenance;

/** Only the clock re-renders every second. */
const MaintenanceClock = observer(function MaintenanceClock({ maintenance }: { maintenance: MaintenancePresenter }) {
  return (
    <Text role="timer" aria-label={texts.clockLabel} fw={600} size="lg" ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {maintenance.clockText}
    </Text>
  );
});

/** SPEC §2: replaces the shop while it is under maintenance. */
export function MaintenancePage() {
  const maintenance = useInjection(MaintenancePresenter);
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={560}>
        <Stack align="center" gap="md">
          <ToothIcon width={48} height={48} color="var(--mantine-color-cyan-8)" />
          <Title order={1} ta="center">
            {texts.title}
          </Title>
          <Text ta="center" c="dimmed">
            {texts.explanation}
          </Text>
          <MaintenanceClock maintenance={maintenance} />
          <Button onClick={maintenance.checkAgainClicked}>{texts.checkAgain}</Button>
          <Text size="sm" ta="center">
            {texts.contact} <Anchor href={`mailto:${Brand.supportEmail}`}>
              <bdi dir="ltr">{Brand.supportEmail}</bdi>
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
