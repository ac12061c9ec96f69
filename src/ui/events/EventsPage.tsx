import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/ContainerContext';
import { EngageMessages } from '../messages/EngageMessages';
import { EventsPresenter } from './EventsPresenter';

const texts = EngageMessages.events;

function CountdownUnit({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="lg" miw={110} ta="center" role="group" aria-label={label}>
      <Text fz={40} fw={700} lh={1.1} c="cyan.8">
        {String(value).padStart(2, '0')}
      </Text>
      <Text size="sm" c="dimmed" tt="uppercase">
        {label}
      </Text>
    </Paper>
  );
}

/** SPEC §2 Coming Soon: the only thing the events route renders. */
export const EventsPage = observer(function EventsPage() {
  const page = useInjection(EventsPresenter);
  useEffect(() => page.opened(), [page]);
  const { days, hours, minutes, seconds } = page.countdown;
  return (
    <Container size="md" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.intro}</Text>
        <Group justify="center" gap="md" role="timer" aria-label={texts.countdownLabel}>
          <CountdownUnit label={texts.days(days)} value={days} />
          <CountdownUnit label={texts.hours(hours)} value={hours} />
          <CountdownUnit label={texts.minutes(minutes)} value={minutes} />
          <CountdownUnit label={texts.seconds(seconds)} value={seconds} />
        </Group>
      </Stack>
    </Container>
  );
});
