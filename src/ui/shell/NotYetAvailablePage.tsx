import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ShellMessages } from '../messages/ShellMessages';
import { ShopPaths } from '../routing/ShopPaths';

const texts = ShellMessages.notYetAvailable;

/** The one page every route of the next issues shows until its screen is built. */
export function NotYetAvailablePage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed" ta="center">
          {texts.explanation}
        </Text>
        <Button component={Link} to={ShopPaths.home}>
          {texts.home}
        </Button>
      </Stack>
    </Container>
  );
}
