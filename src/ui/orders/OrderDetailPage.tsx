import { Alert, Anchor, Badge, Button, Container, Divider, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OrderArrival } from '../delivery/ExpectedArrivalNote';
import { useInjection } from '../di/ContainerContext';
import { OrderDetailMessages } from '../messages/OrderDetailMessages';
import { ReceiptMessages } from '../messages/ReceiptMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { OrderAgainButton } from './OrderAgainButton';
import type { AmountRowView } from './orderAmountsView';
import { OrderDetailPresenter, type OrderStepView } from './OrderDetailPresenter';
import { OrderPageSection } from './OrderPageSection';
import { ReturnsSection } from './ReturnsSection';

const texts = OrderDetailMessages;

/** A label with its value across the row; the value is named by the label for screen readers and tests. */
function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm" aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** An amount line of the summary, its amount named by its label. */
function AmountLine({ amount, bold = false }: { amount: AmountRowView; bold?: boolean }) {
  return (
    <Group justify="space-between" fw={bold ? 700 : undefined}>
      <Text inherit>{amount.label}</Text>
      <Text inherit aria-label={amount.label}>
        {amount.amountText}
      </Text>
    </Group>
  );
}

const Items = observer(function Items({ page }: { page: OrderDetailPresenter }) {
  return (
    <OrderPageSection id="order-items" title={texts.items}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.lineViews.map((line) => (
          <Group key={line.key} component="li" wrap="nowrap" align="flex-start" gap="md" aria-label={line.name}>
            <Image src={line.image || undefined} alt={line.name} w={64} h={64} fit="contain" bg="gray.0" radius="sm" />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>
                <bdi>{line.name}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                {line.quantityText} · <bdi>{line.priceText}</bdi>
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {line.lineTotalText}
            </Text>
          </Group>
        ))}
      </Stack>
    </OrderPageSection>
  );
});

const Summary = observer(function Summary({ page }: { page: OrderDetailPresenter }) {
  return (
    <OrderPageSection id="order-summary" title={texts.summary}>
      {page.amounts && (
        <Stack gap={6}>
          {page.amounts.rows.map((amount) => (
            <AmountLine key={amount.label} amount={amount} />
          ))}
          <AmountLine amount={page.amounts.total} bold />
        </Stack>
      )}
      {page.order && <PaymentAndAddress page={page} />}
    </OrderPageSection>
  );
});

/** What only this server's page of the order tells: how it was paid and where it goes. */
const PaymentAndAddress = observer(function PaymentAndAddress({ page }: { page: OrderDetailPresenter }) {
  return (
    <>
      <Divider my="md" />
      <Title order={3} size="h5" mb="xs">
        {texts.payment}
      </Title>
      <LabelledValue label={texts.paymentMethod} value={page.paymentMethodText} />
      <LabelledValue label={texts.paymentState} value={page.paymentStateText} />
      {page.storeCreditPayment && <LabelledValue label={page.storeCreditPayment.credit.label} value={page.storeCreditPayment.credit.amountText} />}
      {page.storeCreditPayment?.rest && <LabelledValue label={page.storeCreditPayment.rest.label} value={page.storeCreditPayment.rest.amountText} />}
      <Divider my="md" />
      <Title order={3} size="h5" mb="xs">
        {texts.deliveryAddress}
      </Title>
      <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
        {/* Each line in its own direction: a name or a street typed in Latin letters stays whole on an Arabic page. */}
        {page.addressLines.map((line) => (
          <Text key={line} size="sm">
            <bdi>{line}</bdi>
          </Text>
        ))}
      </Stack>
    </>
  );
});

function Step({ step }: { step: OrderStepView }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {step.dateText}
      </Text>
      {step.details.map((detail) => (
        <Text key={detail} size="sm">
          {detail}
        </Text>
      ))}
      {step.trackingUrl && (
        <Anchor href={step.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {texts.trackParcel}{' '}
          <Text span size="xs" c="dimmed">
            {texts.opensInNewTab}
          </Text>
        </Anchor>
      )}
    </Stack>
  );
}

const History = observer(function History({ page }: { page: OrderDetailPresenter }) {
  return (
    <OrderPageSection id="order-history" title={texts.timeline}>
      <Timeline active={page.steps.length - 1} bulletSize={18} lineWidth={2} color={page.steps.at(-1)?.kind === 'cancelled' || page.steps.at(-1)?.kind === 'failed' ? 'red' : 'cyan'}>
        {/* Two refunds may be confirmed in the same minute: a step is told apart by its place. */}
        {page.steps.map((step, index) => (
          <Timeline.Item key={`${index}-${step.kind}`} title={step.title}>
            <Step step={step} />
          </Timeline.Item>
        ))}
      </Timeline>
    </OrderPageSection>
  );
});

/** The order detail page (/my-orders/:orderId): items, amounts, payment, delivery address and the order's history. */
export const OrderDetailPage = observer(function OrderDetailPage() {
  const page = useInjection(OrderDetailPresenter);
  const { orderId } = useParams();
  useEffect(() => page.opened(orderId), [page, orderId]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={ShopPaths.myOrders} size="sm">
          {texts.backToOrders}
        </Anchor>
        {page.state === 'loading' && <Loader size="sm" aria-label={texts.loading} />}
        {page.state === 'not-found' && <Alert variant="light">{texts.notFound}</Alert>}
        {page.state === 'failed' && (
          <Alert color="red" role="alert" variant="light">
            <Group justify="space-between">
              <Text inherit>{texts.failed}</Text>
              <Button size="xs" variant="light" color="red" onClick={page.retryClicked}>
                {texts.retry}
              </Button>
            </Group>
          </Alert>
        )}
        {page.state === 'signed-out' && (
          <Text>
            {texts.signInToSee}{' '}
            <Anchor component={Link} to={ShopPaths.login}>
              {texts.login}
            </Anchor>
          </Text>
        )}
        {page.state === 'loaded' && (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={1}>{page.orderNumberText}</Title>
                <Text c="dimmed">{page.placedText}</Text>
                {page.order && <OrderArrival order={page.order} />}
              </Stack>
              <Stack gap="xs" align="flex-end">
                <Badge size="lg" variant="light">
                  {page.statusText}
                </Badge>
                <Group gap="xs">
                  <OrderAgainButton lines={page.lines} />
                  {page.order && <InvoiceDownloadButton orderId={page.order.id} status={page.status} paid={page.paid} />}
                </Group>
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <Items page={page} />
                <ReturnsSection returns={page.returns} />
                {page.steps.length > 0 && <History page={page} />}
              </Stack>
              <Summary page={page} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
});

/**
 * A new order's receipt under the payment confirmation's texts: the order as this page shows it
 * (when it arrives, its items, amounts, payment and delivery address), the way to this page and,
 * once paid, its invoice. A guest, whose orders only the shop's staff can read, gets none. It is
 * written here, in this page's chunk, so that the confirmation loads it with the page on first use
 * and the storefront's first load carries no new chunk for it.
 */
export const OrderReceipt = observer(function OrderReceipt({ orderId }: { orderId: number }) {
  const receipt = useInjection(OrderDetailPresenter);
  useEffect(() => receipt.receiptOpened(orderId), [receipt, orderId]);
  const order = receipt.order;
  if (receipt.state === 'loading') return <Loader size="sm" mx="auto" aria-label={ReceiptMessages.loading} />;
  if (receipt.state === 'failed') {
    return (
      <Alert color="red" role="alert" variant="light">
        <Group justify="space-between">
          <Text inherit>{ReceiptMessages.failed}</Text>
          <Button variant="light" color="red" mih={44} onClick={receipt.retryClicked}>
            {ReceiptMessages.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (receipt.state !== 'loaded') return null;
  return (
    <Stack gap="lg">
      {order && (
        <Paper withBorder radius="md" p="lg">
          <OrderArrival order={order} />
        </Paper>
      )}
      <Items page={receipt} />
      <Summary page={receipt} />
      <Group gap="sm" align="flex-start">
        <Button component={Link} to={ShopPaths.order(orderId)} variant="light" mih={44}>
          {ReceiptMessages.trackOrder}
        </Button>
        {order && <InvoiceDownloadButton orderId={order.id} status={receipt.status} paid={receipt.paid} />}
      </Group>
    </Stack>
  );
});
