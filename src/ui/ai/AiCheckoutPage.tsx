import { Alert, Button, Container, Divider, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { AiMessages } from '../messages/AiMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { AiCheckoutPresenter, type AiCheckoutTextField } from './AiCheckoutPresenter';

const texts = AiMessages.checkout;

const Field = observer(function Field({ page, field, label, type = 'text', placeholder, autoComplete }: {
  page: AiCheckoutPresenter;
  field: AiCheckoutTextField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <TextInput
      label={label}
      withAsterisk
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      value={page[field]}
      error={page.fieldErrors[field]}
      onChange={(event) => page.fieldChanged(field, event.currentTarget.value)}
    />
  );
});

/** SPEC §2 "Alternate AI checkout" (/tiara-ai-checkout): full name, a fixed shipping fee, credit or cash. */
export const AiCheckoutPage = observer(function AiCheckoutPage() {
  const page = useInjection(AiCheckoutPresenter);
  useEffect(() => {
    page.opened();
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
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Field page={page} field="fullName" label={texts.fullName} autoComplete="name" />
              <Field page={page} field="email" label={texts.email} type="email" autoComplete="email" />
              <Field page={page} field="phone" label={texts.phone} type="tel" placeholder={texts.phonePlaceholder} autoComplete="tel" />
              <Field page={page} field="address" label={texts.address} autoComplete="street-address" />
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
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ai-checkout-summary">
            <Stack gap="sm">
              <Title order={2} size="h3" id="ai-checkout-summary">
                {texts.orderSummary}
              </Title>
              {page.isCartEmpty ? (
                <Stack gap="xs" align="flex-start">
                  <Text c="dimmed">{texts.cartEmpty}</Text>
                  <Button component={Link} to={ShopPaths.ai} variant="default" size="xs">
                    {texts.browsePlans}
                  </Button>
                </Stack>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {page.lines.map((line) => (
                    <Group component="li" key={line.key} justify="space-between" wrap="nowrap" aria-label={line.name}>
                      <Text fw={500}>
                        {line.name} × {line.quantity}
                      </Text>
                      <Text fw={600}>{line.lineTotal}</Text>
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
                <Text>{texts.shippingFee}</Text>
                <Text aria-label={texts.shippingFee}>{page.shippingText}</Text>
              </Group>
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
              <Button type="submit" size="md" loading={page.placing}>
                {texts.placeOrder}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </form>
    </Container>
  );
});
