import { ActionIcon, Alert, Anchor, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { EngageMessages } from '../messages/EngageMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { CheckIcon, TrashIcon } from './NotificationIcons';
import { type NotificationRow, NotificationsPresenter } from './NotificationsPresenter';

const texts = EngageMessages.notifications;

const NotificationItem = observer(function NotificationItem({ row, page }: { row: NotificationRow; page: NotificationsPresenter }) {
  const headingId = `notification-${row.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" bg={row.isRead ? undefined : 'cyan.0'} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" color="cyan">
              {row.categoryLabel}
            </Badge>
            {!row.isRead && (
              <Badge variant="filled" color="red" size="sm">
                {texts.unread}
              </Badge>
            )}
            <Text size="sm" c="dimmed" component="span">
              {row.timeText}
            </Text>
          </Group>
          <Text fw={row.isRead ? 500 : 700} id={headingId}>
            {row.title}
          </Text>
          <Text size="sm">{row.message}</Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!row.isRead && (
            <ActionIcon
              variant="light"
              color="green"
              size="lg"
              aria-label={texts.markRead(row.title)}
              title={texts.markRead(row.title)}
              loading={page.isMarking(row.id)}
              onClick={() => void page.markReadClicked(row.id)}
            >
              <CheckIcon />
            </ActionIcon>
          )}
          <ActionIcon variant="light" color="red" size="lg" aria-label={texts.delete(row.title)} title={texts.delete(row.title)} onClick={() => page.deleteClicked(row.id)}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
});

/** SPEC §2 Notifications (/notifications). */
export const NotificationsPage = observer(function NotificationsPage() {
  const page = useInjection(NotificationsPresenter);
  useEffect(() => page.opened(), [page]);
  useLanguageSwitch(page.languageSwitched);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{texts.title}</Title>
          {page.status === 'loaded' && (
            <Group gap="sm">
              <Button variant="light" disabled={!page.canMarkAllRead} onClick={() => void page.markAllReadClicked()}>
                {texts.markAllRead}
              </Button>
              <Button variant="light" color="red" disabled={!page.canClearAll} onClick={page.clearAllClicked}>
                {texts.clearAll}
              </Button>
            </Group>
          )}
        </Group>
        {page.status === 'loading' && <Loader size="sm" aria-label={texts.loading} />}
        {page.status === 'failed' && (
          <Alert color="red" role="alert" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text>{texts.fetchFailed}</Text>
              <Button variant="light" color="red" onClick={page.tryAgainClicked}>
                {texts.tryAgain}
              </Button>
            </Stack>
          </Alert>
        )}
        {page.status === 'signed-out' && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">{texts.empty}</Text>
            <Text mt="xs">
              {texts.signInToSee}{' '}
              <Anchor component={Link} to={ShopPaths.login}>
                {texts.login}
              </Anchor>
            </Text>
          </Paper>
        )}
        {page.isEmpty && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">{texts.empty}</Text>
          </Paper>
        )}
        {page.status === 'loaded' && !page.isEmpty && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
            {page.rows.map((row) => (
              <NotificationItem key={row.id} row={row} page={page} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
});
