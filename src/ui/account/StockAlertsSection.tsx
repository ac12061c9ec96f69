import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import { StockAlertsPresenter } from './StockAlertsPresenter';

const texts = StockAlertMessages;

/** The account's Stock alerts: the products the customer waits for, each with its Cancel button. */
export const StockAlertsSection = observer(function StockAlertsSection() {
  const section = useInjection(StockAlertsPresenter);
  useEffect(() => section.opened(), [section]);
  if (!section.isShown) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-stock-alerts">
      <Title order={2} size="h3" id="account-stock-alerts" mb="xs">
        {texts.sectionTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {texts.sectionIntro}
      </Text>
      {section.state === 'loading' && <Loader size="sm" aria-label={texts.loading} />}
      {section.state === 'failed' && (
        <Alert color="red" role="alert" variant="light">
          <Group justify="space-between">
            <Text size="sm">{texts.loadFailed}</Text>
            <Button size="xs" variant="light" color="red" onClick={section.tryAgainClicked}>
              {texts.tryAgain}
            </Button>
          </Group>
        </Alert>
      )}
      {section.isEmpty && <Text c="dimmed">{texts.empty}</Text>}
      {section.rows.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {section.rows.map((row) => (
            <Group key={row.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Anchor component={Link} to={row.href} fw={600}>
                  <bdi>{row.name}</bdi>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.sinceText}
                </Text>
              </Stack>
              <Button size="xs" variant="default" aria-label={row.cancelLabel} loading={row.cancelling} onClick={() => void section.cancelClicked(row.id)}>
                {texts.cancel}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
});
