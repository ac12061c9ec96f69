import { Button, Divider, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DeliveryPlaceFields, PhoneField, RecipientNameFields } from '../address/DeliveryAddressFields';
import { CheckoutArrival } from '../delivery/ExpectedArrivalNote';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { BoundTextField } from './BoundTextField';
import { CheckoutLayout } from './CheckoutLayout';
import { CheckoutPresenter } from './CheckoutPresenter';
import { ConfirmCardPaymentModal } from './ConfirmCardPaymentModal';
import { OrderErrorAlert } from './OrderErrorAlert';
import { OrderTotals } from './OrderTotals';
import { PaymentMethodGroup } from './PaymentMethodGroup';
import { SaveAddressOption, SavedAddressPicker } from './SavedAddressPicker';
import { StoreCreditChoice } from './StoreCreditChoice';
import { StoreCreditLines } from './StoreCreditLines';
import { SummaryLines } from './SummaryLines';
import { SummaryPanel } from './SummaryPanel';

const texts = CheckoutMessages.checkout;

const UserInformation = observer(function UserInformation({ page }: { page: CheckoutPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-user">
      <Title order={2} size="h3" id="checkout-user" mb="md">
        {texts.userInformation}
      </Title>
      <Stack gap="sm">
        <SavedAddressPicker picker={page.savedAddresses} />
        <RecipientNameFields form={page.form.address} />
        {page.form.sessionEmail !== null ? (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {texts.email}
            </Text>
            <Text aria-label={texts.email} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{page.form.sessionEmail}</bdi>
            </Text>
          </Stack>
        ) : (
          <BoundTextField page={page.form} field="email" label={texts.email} type="email" autoComplete="email" />
        )}
        <PhoneField form={page.form.address} />
        {page.form.needsDelivery ? (
          <DeliveryPlaceFields form={page.form.address} />
        ) : (
          <Text size="sm" c="dimmed">
            {texts.nothingToDeliver}
          </Text>
        )}
        <SaveAddressOption picker={page.savedAddresses} form={page.form.address} />
        <PaymentMethodGroup page={page.form} label={texts.paymentMethod} />
        <StoreCreditChoice choice={page.storeCredit} />
      </Stack>
    </Paper>
  );
});

const OrderSummary = observer(function OrderSummary({ page }: { page: CheckoutPresenter }) {
  const { summary, promo, placement } = page;
  return (
    <SummaryPanel headingId="checkout-summary" title={texts.orderSummary}>
      <SummaryLines isCartEmpty={summary.isCartEmpty} emptyText={texts.cartEmpty} back={{ to: ShopPaths.cart, label: texts.backToCart }}>
        {summary.lines.map((line) => (
          <Group component="li" key={line.key} justify="space-between" wrap="nowrap" align="flex-start" aria-label={line.name}>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={500} lineClamp={2}>
                <bdi>{line.name}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                {line.unitPrice}
              </Text>
            </Stack>
            <NumberInput aria-label={`${texts.quantity}: ${line.name}`} value={line.quantity} min={1} readOnly w={64} hideControls />
            <Text fw={600} w={110} ta="end">
              {line.lineTotal}
            </Text>
          </Group>
        ))}
      </SummaryLines>
      <Divider />
      <OrderTotals
        amounts={[
          { label: texts.subtotal, amount: summary.subtotalText },
          { label: texts.shipping, amount: summary.shippingText },
          { label: texts.discount, amount: summary.discountText, discount: true },
        ]}
        total={{ label: texts.total, amount: summary.totalText }}
      >
        {promo.notice && (
          <Text size="sm" c="red.8" role="alert">
            {promo.notice}
          </Text>
        )}
      </OrderTotals>
      <StoreCreditLines credit={summary.credit} />
      <CheckoutArrival form={page.form} />
      <OrderErrorAlert error={placement.error} />
      <Button size="md" onClick={placement.placeOrderClicked} loading={placement.placing} disabled={promo.checking}>
        {texts.placeOrder}
      </Button>
    </SummaryPanel>
  );
});

/** SPEC §2 Checkout (/checkout), for guests and signed-in customers. */
export const CheckoutPage = observer(function CheckoutPage() {
  const page = useInjection(CheckoutPresenter);
  const formRef = useFieldFocus<HTMLFormElement>(page.form.focus);
  useEffect(() => {
    page.opened();
    return page.closed;
  }, [page]);

  return (
    <CheckoutLayout title={texts.title} onSubmit={page.placement.placeOrderClicked} formRef={formRef} dialogs={<ConfirmCardPaymentModal placement={page.placement} />}>
      <UserInformation page={page} />
      <OrderSummary page={page} />
    </CheckoutLayout>
  );
});
