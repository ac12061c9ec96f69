import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ReturnDetailView } from './ReturnDetailView';
import { ReturnQueueView } from './ReturnQueueView';
import type { ReturnsDesk } from './ReturnsDesk';

/** A staff area's returns: the queue, the opened return and the question before approving one. */
export const ReturnsScreen = observer(function ReturnsScreen({ desk, subtitle }: { desk: ReturnsDesk; subtitle: string }) {
  useEffect(() => {
    void desk.opened();
    return desk.closed;
  }, [desk]);
  return (
    <Stack>
      <Stack gap={0}>
        <Title order={1} size="h2">
          {StaffReturnsMessages.title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <ReturnQueueView desk={desk} />
      <ReturnDetailView desk={desk} />
      {desk.actions && <ConfirmDialog confirmation={desk.actions.confirmation} />}
    </Stack>
  );
});
