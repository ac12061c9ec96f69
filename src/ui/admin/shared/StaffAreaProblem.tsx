import { Alert, Button, Center, Stack } from '@mantine/core';
import { AdminMessages } from '../../messages/AdminMessages';

/** In place of a staff area that could not be opened: what went wrong, and a way to try again. */
export function StaffAreaProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Alert color="red" role="alert">
          {message}
        </Alert>
        <Button onClick={onRetry}>{AdminMessages.retry}</Button>
      </Stack>
    </Center>
  );
}
