import { Alert, Button, Container, Divider, Group, Modal, NativeSelect, NumberInput, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { CheckoutPresenter, type CheckoutTextField } from './CheckoutPresenter';

const texts = CheckoutMessages.checkout;

const Field = observer(function Field({ page, field, label, required = true, type = 'text', placeholder, autoComplete }: {
  page: CheckoutPresenter;
  field: CheckoutTextField;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      value={page[field]}
      error={page.fieldErrors[field]}
      onChange={(event) => page.fieldChanged(field, event.currentTarget.value)}
    />
  );
});

const CityField = observer(function CityField({ page }: { page: CheckoutPresenter }) {
  if (page.cities.length === 0) return <Field page={page} field="city" label={texts.city} required={false} autoComplete="address-level2" />;
  return (
    <NativeSelect
      label={texts.city}
      value={page.city}
      data={[{ value: '', label: '' }, ...page.cities.map((city) => ({ value: city, label: city }))]}
      onChange={(event) => page.fieldChanged('city', event.currentTarget.value)}
    />
  );
});

const UserInformation = observer(function UserInformation({ page }: { page: CheckoutPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-user">
      <Title order={2} size="h3" id="checkout-user" mb="md">
        {texts.userInformation}
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field page={page} field="firstName" label={texts.firstName} autoComplete="given-name" />
          <Field page={page} field="middleName" label={texts.middleName} autoComplete="additional-name" />
          <Field page={page} field="lastName" label={texts.lastName} autoComplete="family-name" />
        </SimpleGrid>
        {page.sessionEmail !== null ? (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {texts.email}
            </Text>
            <Text aria-label={texts.email}>{page.sessionEmail}</Text>
          </Stack>
        ) : (
          <Field page={page} field="email" label={texts.email} type="email" autoComplete="email" />
        )}
        <Field page={page} field="phone" label={texts.phone} type="tel" placeholder={texts.phonePlaceholder} autoComplete="tel" />
        <Field page={page} field="address" label={texts.address} autoComplete="street-address" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={texts.governorate}
            withAsterisk
            value={page.governorate}
            data={page.governorates.map((name) => ({ value: name, label: name }))}
            error={page.fieldErrors.governorate}
            onChange={(event) => page.governorateChosen(event.currentTarget.value)}
          />
          <CityField page={page} />
          <Field page={page} field="postalCode" label={texts.postalCode} required={false} autoComplete="postal-code" />
        </SimpleGrid>
        <Radio.Group label={texts.paymentMethod} withAsterisk value={page.paymentMethod} onChange={page.paymentMethodChosen} error={page.fieldErrors.paymentMethod}>
          <Stack gap="xs" mt="xs">
            {page.paymentMethods.map((method) => (
              <Radio key={method.value} value={method.value} label={method.label} />
            ))}
          </Stack>
        </Radio.Group>
        {page.paymentNote && (
          <Text size="sm" c="dimmed">
            {page.paymentNote}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});

const OrderSummary = observer(function OrderSummary({ page }: { page: CheckoutPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-summary">
      <Stack gap="sm">
        <Title order={2} size="h3" id="checkout-summary">
          {texts.orderSummary}
        </Title>
        {page.isCartEmpty ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{texts.cartEmpty}</Text>
            <Button component={Link} to={ShopPaths.cart} variant="default" size="xs">
              {texts.backToCart}
            </Button>
          </Stack>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {page.lines.map((line) => (
              <Group component="li" key={line.key} justify="space-between" wrap="nowrap" align="flex-start" aria-label={line.name}>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={500} lineClamp={2}>
                    {line.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {line.unitPrice}
                  </Text>
                </Stack>
                <NumberInput aria-label={`${texts.quantity}: ${line.name}`} value={line.quantity} min={1} readOnly w={64} hideControls />
                <Text fw={600} w={110} ta="right">
                  {line.lineTotal}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        <Group justify="space-between">
          <Text>{texts.subtotal}</Text>
          <Text aria-label={texts.subtotal}>{page.subtotalText}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{texts.shipping}</Text>
          <Text aria-label={texts.shipping}>{page.shippingText}</Text>
        </Group>
        {page.discountText && (
          <Group justify="space-between">
            <Text>{texts.discount}</Text>
            <Text c="green.8" aria-label={texts.discount}>
              {page.discountText}
            </Text>
          </Group>
        )}
        {page.promoNotice && (
          <Text size="sm" c="red.8" role="alert">
            {page.promoNotice}
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{texts.total}</Text>
          <Text fw={700} aria-label={texts.total}>
            {page.totalText}
          </Text>
        </Group>
        {page.formError && (
          <Alert color="red" role="alert">
            {page.formError}
          </Alert>
        )}
        <Button size="md" onClick={page.placeOrderClicked} loading={page.placing} disabled={page.checkingPromo}>
          {texts.placeOrder}
        </Button>
      </Stack>
    </Paper>
  );
});

/** SPEC §2 Checkout (/checkout), for guests and signed-in customers. */
export const CheckoutPage = observer(function CheckoutPage() {
  const page = useInjection(CheckoutPresenter);
  useEffect(() => {
    page.opened();
    return page.closed;
  }, [page]);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {texts.title}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          page.placeOrderClicked();
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <UserInformation page={page} />
          <OrderSummary page={page} />
        </SimpleGrid>
      </form>
      <Modal opened={page.confirmingCard} onClose={page.cardPaymentCancelled} title={texts.confirmCardTitle} centered>
        <Stack>
          <Text>{texts.confirmCardText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={page.cardPaymentCancelled}>
              {texts.cancel}
            </Button>
            <Button onClick={page.cardPaymentConfirmed}>{texts.continueWithCard}</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
});
