import { ActionIcon, Anchor, Button, Card, Container, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { OrderTotals } from '../checkout/OrderTotals';
import { SummaryPanel } from '../checkout/SummaryPanel';
import { CartArrival } from '../delivery/ExpectedArrivalNote';
import { useInjection } from '../di/ContainerContext';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { CartPagePresenter, type CartLineView } from './CartPagePresenter';
import { DeliverToSelect } from './DeliverToSelect';
import { PromoBox } from './PromoBox';

const texts = CheckoutMessages.cart;

const CartLineRow = observer(function CartLineRow({ line, page }: { line: CartLineView; page: CartPagePresenter }) {
  const name = line.href ? (
    <Anchor component={Link} to={line.href} fw={600}>
      <bdi>{line.name}</bdi>
    </Anchor>
  ) : (
    <Text fw={600}>
      <bdi>{line.name}</bdi>
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={line.name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image src={line.image || undefined} alt={line.name} w={88} h={88} fit="contain" bg="gray.0" radius="sm" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {name}
          <Text size="sm" c="dimmed">
            {line.itemNumber}
          </Text>
          <Text fw={700} c="cyan.9">
            {line.price}
          </Text>
          <Group justify="space-between" mt="xs">
            <Group gap="xs" role="group" aria-label={`${texts.quantity}: ${line.name}`}>
              <ActionIcon variant="default" aria-label={texts.decrease(line.name)} onClick={() => page.minusClicked(line.key)}>
                −
              </ActionIcon>
              <Text w={32} ta="center" aria-label={texts.quantity}>
                {line.quantity}
              </Text>
              <ActionIcon variant="default" aria-label={texts.increase(line.name)} disabled={!line.canIncrement} onClick={() => page.plusClicked(line.key)}>
                +
              </ActionIcon>
            </Group>
            <Button variant="subtle" color="red" size="xs" aria-label={texts.removeItem(line.name)} onClick={() => page.removeClicked(line.key)}>
              {texts.remove}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
});

const Summary = observer(function Summary({ page }: { page: CartPagePresenter }) {
  return (
    <SummaryPanel headingId="cart-summary" title={texts.orderSummary}>
      <DeliverToSelect shipping={page.shipping} />
      <OrderTotals
        amounts={[
          { label: texts.subtotal, amount: page.subtotalText },
          { label: page.shippingLabel, amount: page.shippingText },
          { label: texts.discount, amount: page.discountText, discount: true },
        ]}
        total={{ label: texts.total, amount: page.totalText }}
      >
        {page.promoBaseText && (
          <Text size="sm" c="dimmed">
            {page.promoBaseText}
          </Text>
        )}
      </OrderTotals>
      <CartArrival governorate={page.shipping.governorate} />
      <PromoBox promo={page.promo} />
      <Button size="md" onClick={page.proceedToCheckoutClicked}>
        {texts.proceedToCheckout}
      </Button>
      <Button variant="default" onClick={page.continueShoppingClicked}>
        {texts.continueShopping}
      </Button>
    </SummaryPanel>
  );
});

/** SPEC §2 Cart (/cart). */
export const CartPage = observer(function CartPage() {
  const page = useInjection(CartPagePresenter);
  useEffect(() => {
    page.opened();
    return page.closed;
  }, [page]);

  if (page.isEmpty) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="md">
          <Title order={1}>{texts.empty}</Title>
          <Text c="dimmed">{texts.emptyHint}</Text>
          <Button component={Link} to={ShopPaths.products}>
            {texts.startShopping}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {texts.title}
      </Title>
      {/* The lines beside the summary from md up; one column, each as wide as the page, on a phone. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
            {page.lines.map((line) => (
              <CartLineRow key={line.key} line={line} page={page} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Summary page={page} />
        </Grid.Col>
      </Grid>
    </Container>
  );
});
