import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { StoreCreditMessages } from '../messages/StoreCreditMessages';
import { StoreCreditPresenter, type StoreCreditRow } from './StoreCreditPresenter';

const texts = StoreCreditMessages;

function Entry({ row }: { row: StoreCreditRow }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        {row.href === null ? (
          <Text fw={500}>{row.text}</Text>
        ) : (
          <Anchor component={Link} to={row.href} fw={500}>
            {row.text}
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {row.dateText}
        </Text>
      </Stack>
      <Text fw={600} c={row.added ? 'green.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        <bdi>{row.amountText}</bdi>
      </Text>
    </Group>
  );
}

/** The account's Store credit: the balance and the ledger, for a customer who has or had credit. */
export const StoreCreditSection = observer(function StoreCreditSection() {
  const section = useInjection(StoreCreditPresenter);
  useEffect(() => section.opened(), [section]);
  if (!section.isShown) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-store-credit">
      <Title order={2} size="h3" id="account-store-credit" mb="xs">
        {texts.sectionTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {texts.sectionIntro}
      </Text>
      {section.state === 'failed' ? (
        <Alert color="red" role="alert" variant="light">
          <Group justify="space-between">
            <Text size="sm">{texts.loadFailed}</Text>
            <Button size="xs" variant="light" color="red" onClick={section.tryAgainClicked}>
              {texts.tryAgain}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text>{texts.balance}</Text>
            <Text fw={700} size="lg" aria-label={texts.balance}>
              {section.balanceText}
            </Text>
          </Group>
          <Stack gap="sm" component="ul" aria-label={texts.ledgerLabel} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {section.rows.map((row) => (
              <Entry key={row.id} row={row} />
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
});
