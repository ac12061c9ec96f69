import { Button, Group, Modal, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { AdminMessages } from '../../messages/AdminMessages';
import type { Confirmation } from './Confirmation';

/** Asks before a destructive action; the action runs only on Confirm. */
export const ConfirmDialog = observer(function ConfirmDialog({ confirmation }: { confirmation: Confirmation }) {
  const pending = confirmation.pending;
  return (
    <Modal opened={pending !== null} onClose={confirmation.cancelled} title={pending?.title ?? ''} centered>
      <Text mb="lg">{pending?.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={confirmation.cancelled} disabled={confirmation.running}>
          {AdminMessages.confirm.cancel}
        </Button>
        <Button color={pending?.danger ? 'red' : undefined} onClick={() => void confirmation.confirmed()} loading={confirmation.running}>
          {pending?.confirmLabel ?? AdminMessages.confirm.confirm}
        </Button>
      </Group>
    </Modal>
  );
});
