import { Group, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { OrderDetail } from '../../application/orders/OrderDetailApi';
import type { CheckoutFormPresenter } from '../checkout/CheckoutFormPresenter';
import { useInjection } from '../di/ContainerContext';
import { useAfterHydration } from '../routing/useAfterHydration';
import { MIRRORED_IN_RTL } from '../shell/Icons';
import { ExpectedArrivalPresenter, type ExpectedArrivalView } from './ExpectedArrivalPresenter';

/** A delivery van, facing the way the reader goes. */
function VanIcon() {
  return (
    <svg className={MIRRORED_IN_RTL} width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="var(--mantine-color-teal-8)" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 6h11v10H2z" />
      <path d="M13 9h4.5l3.5 3.5V16h-8" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}

function ArrivalNote({ arrival }: { arrival: ExpectedArrivalView | null }) {
  if (arrival === null) return null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <VanIcon />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {arrival.when}
        </Text>
        <Text size="sm" c="dimmed">
          {arrival.where}
        </Text>
      </Stack>
    </Group>
  );
}

/** On a product page, for a product in stock. */
export const ProductArrival = observer(function ProductArrival({ inStock }: { inStock: boolean }) {
  const presenter = useInjection(ExpectedArrivalPresenter);
  // The server draws a guest's arrival; the buyer's own governorate, kept in this browser, shows once the page has hydrated.
  const asGuest = useAfterHydration(false, true);
  return <ArrivalNote arrival={presenter.ofProduct(inStock, asGuest)} />;
});

/** On the cart page, for what the cart holds. */
export const CartArrival = observer(function CartArrival({ governorate }: { governorate: string }) {
  const presenter = useInjection(ExpectedArrivalPresenter);
  return <ArrivalNote arrival={presenter.ofCart(governorate)} />;
});

/** In the checkout's summary, following the governorate and payment method chosen in its form. */
export const CheckoutArrival = observer(function CheckoutArrival({ form }: { form: CheckoutFormPresenter }) {
  const presenter = useInjection(ExpectedArrivalPresenter);
  return <ArrivalNote arrival={presenter.ofCheckout({ governorate: form.address.governorate, paymentMethod: form.paymentMethod })} />;
});

/** On an order's page and its receipt, until it ships. */
export const OrderArrival = observer(function OrderArrival({ order }: { order: OrderDetail }) {
  const presenter = useInjection(ExpectedArrivalPresenter);
  return <ArrivalNote arrival={presenter.ofOrder(order)} />;
});
