import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BoundTextField } from '../checkout/BoundTextField';
import { CheckoutLayout } from '../checkout/CheckoutLayout';
import { OrderErrorAlert } from '../checkout/OrderErrorAlert';
import { OrderTotals } from '../checkout/OrderTotals';
import { PaymentMethodGroup } from '../checkout/PaymentMethodGroup';
import { StoreCreditChoice } from '../checkout/StoreCreditChoice';
import { StoreCreditLines } from '../checkout/StoreCreditLines';
import { SummaryLines } from '../checkout/SummaryLines';
import { SummaryPanel } from '../checkout/SummaryPanel';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { AiMessages } from '../messages/AiMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { AiCheckoutPresenter } from './AiCheckoutPresenter';

const texts = AiMessages.checkout;

const OrderSummary = observer(function OrderSummary({ page }: { page: AiCheckoutPresenter }) {
  return (
    <SummaryPanel headingId="ai-checkout-summary" title={texts.orderSummary}>
      <SummaryLines isCartEmpty={page.isCartEmpty} emptyText={texts.cartEmpty} back={{ to: ShopPaths.ai, label: texts.browsePlans }}>
        {page.lines.map((line) => (
          <Group component="li" key={line.key} justify="space-between" wrap="nowrap" aria-label={line.name}>
            <Text fw={500}>
              <bdi>{line.name}</bdi> × {line.quantity}
            </Text>
            <Text fw={600}>{line.lineTotal}</Text>
          </Group>
        ))}
      </SummaryLines>
      <Divider />
      <OrderTotals
        amounts={[
          { label: texts.subtotal, amount: page.subtotalText },
          { label: texts.shippingFee, amount: page.shippingText },
        ]}
        total={{ label: texts.total, amount: page.totalText }}
      />
      <StoreCreditLines credit={page.credit} />
      <OrderErrorAlert error={page.formError} />
      <Button type="submit" size="md" loading={page.placing}>
        {texts.placeOrder}
      </Button>
    </SummaryPanel>
  );
});

/** SPEC §2 "Alternate AI checkout" (/tiara-ai-checkout): full name, a fixed shipping fee, credit or cash, and the customer's store credit. */
export const AiCheckoutPage = observer(function AiCheckoutPage() {
  const page = useInjection(AiCheckoutPresenter);
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  useEffect(() => {
    page.opened();
    return page.closed;
  }, [page]);

  return (
    <CheckoutLayout title={texts.title} onSubmit={page.placeOrderClicked} formRef={formRef}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <BoundTextField page={page} field="fullName" label={texts.fullName} autoComplete="name" />
          <BoundTextField page={page} field="email" label={texts.email} type="email" autoComplete="email" />
          <BoundTextField page={page} field="phone" label={texts.phone} type="tel" placeholder={texts.phonePlaceholder} autoComplete="tel" />
          {page.needsDelivery ? (
            <BoundTextField page={page} field="address" label={texts.address} autoComplete="street-address" />
          ) : (
            <Text size="sm" c="dimmed">
              {texts.nothingToDeliver}
            </Text>
          )}
          <PaymentMethodGroup page={page} label={texts.paymentMethod} />
          <StoreCreditChoice choice={page.storeCredit} />
        </Stack>
      </Paper>
      <OrderSummary page={page} />
    </CheckoutLayout>
  );
});
