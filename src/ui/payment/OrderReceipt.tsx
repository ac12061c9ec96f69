import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { OrderArrival } from '../delivery/ExpectedArrivalNote';
import { ReceiptMessages } from '../messages/ReceiptMessages';
import { InvoiceDownloadButton } from '../orders/InvoiceDownloadButton';
import { OrderItemsSection, OrderSummarySection } from '../orders/OrderDetailPage';
import type { OrderDetailPresenter } from '../orders/OrderDetailPresenter';
import { ShopPaths } from '../routing/ShopPaths';

const texts = ReceiptMessages;

/** When the new order is expected, once its receipt has come. */
export const ReceiptArrival = observer(function ReceiptArrival({ receipt }: { receipt: OrderDetailPresenter }) {
  return receipt.order && <OrderArrival order={receipt.order} />;
});

/**
 * The new order's receipt, as its page shows it: items, amounts, payment and delivery address, with
 * the way to that page and the invoice once there is one. A guest, whose orders only the shop's
 * staff can read, gets none.
 */
export const OrderReceipt = observer(function OrderReceipt({ receipt }: { receipt: OrderDetailPresenter }) {
  const order = receipt.order;
  if (receipt.state === 'loading') return <Loader size="sm" mx="auto" aria-label={texts.loading} />;
  if (receipt.state === 'failed') {
    return (
      <Alert color="red" role="alert" variant="light">
        <Group justify="space-between">
          <Text inherit>{texts.failed}</Text>
          <Button variant="light" color="red" onClick={receipt.retryClicked}>
            {texts.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (receipt.state !== 'loaded' || order === null) return null;
  return (
    <Stack gap="lg">
      <OrderItemsSection page={receipt} />
      <OrderSummarySection page={receipt} />
      <Group gap="sm" align="flex-start">
        <Button component={Link} to={ShopPaths.order(order.id)} variant="light">
          {texts.trackOrder}
        </Button>
        <InvoiceDownloadButton orderId={order.id} status={receipt.status} paid={receipt.paid} />
      </Group>
    </Stack>
  );
});
