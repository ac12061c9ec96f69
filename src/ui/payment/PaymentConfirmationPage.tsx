import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { PaymentConfirmationPresenter } from './PaymentConfirmationPresenter';

/** The receipt comes with the order page's chunk, on first use. */
const OrderReceipt = lazy(() => import('../orders/OrderDetailPage').then((module) => ({ default: module.OrderReceipt })));

/** SPEC §2 Payment confirmation (/payment/confirmation). */
export const PaymentConfirmationPage = observer(function PaymentConfirmationPage() {
  const page = useInjection(PaymentConfirmationPresenter);
  const { search } = useLocation();
  useEffect(() => {
    void page.opened(search);
    return page.closed;
  }, [page, search]);

  if (page.status === 'processing') {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" gap="md" role="status">
          <Loader />
          <Text>{page.title}</Text>
        </Stack>
      </Container>
    );
  }

  const succeeded = page.status !== 'failed';
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" color={succeeded ? 'green' : 'red'} aria-hidden>
              {succeeded ? '✓' : '✕'}
            </ThemeIcon>
            <Title order={1}>{page.title}</Title>
            {page.orderNumberText && <Text fw={600}>{page.orderNumberText}</Text>}
            {page.detail && <Text c="dimmed">{page.detail}</Text>}
            <Button component={Link} to={ShopPaths.home}>
              {CheckoutMessages.confirmation.returnToHome}
            </Button>
          </Stack>
        </Paper>
        {page.receiptOrderId !== null && (
          <Suspense fallback={null}>
            <OrderReceipt orderId={page.receiptOrderId} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
});
