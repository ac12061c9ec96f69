import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ShellMessages } from '../messages/ShellMessages';

const texts = ShellMessages.notFound;

export const NotFoundPage = observer(function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.text}</Text>
        <Button component={Link} to="/">
          {texts.home}
        </Button>
      </Stack>
    </Container>
  );
});
