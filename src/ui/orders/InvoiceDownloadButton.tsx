import { Button, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/ContainerContext';
import { InvoiceMessages } from '../messages/InvoiceMessages';
import { InvoiceDownloadPresenter } from './InvoiceDownloadPresenter';

/** Download invoice for one order; nothing at all for an order that gets no invoice (src/domain/invoice). */
export const InvoiceDownloadButton = observer(function InvoiceDownloadButton({ orderId, status, paid }: { orderId: number; status: string; paid: boolean }) {
  const presenter = useInjection(InvoiceDownloadPresenter);
  if (!presenter.offeredFor({ status, paid })) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" size="xs" loading={presenter.downloading} aria-label={InvoiceMessages.downloadFor(orderId)} onClick={() => void presenter.downloadClicked(orderId)}>
        {InvoiceMessages.download}
      </Button>
      {presenter.error && (
        <Text size="sm" c="red" role="alert">
          {InvoiceMessages.failed}: {presenter.error}
        </Text>
      )}
    </Stack>
  );
});
