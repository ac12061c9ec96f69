import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import type { OrderPlacementPresenter } from './OrderPlacementPresenter';

const texts = CheckoutMessages.checkout;

/** SPEC §2 Checkout and §4 "Checkout flow" step 2: a credit card payment is confirmed before the order is placed. */
export const ConfirmCardPaymentModal = observer(function ConfirmCardPaymentModal({ placement }: { placement: OrderPlacementPresenter }) {
  return (
    <Modal opened={placement.confirmingCard} onClose={placement.cardPaymentCancelled} title={texts.confirmCardTitle} centered>
      <Stack>
        <Text>{texts.confirmCardText}</Text>
        <Text fw={600}>{placement.cardChargeText}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={placement.cardPaymentCancelled}>
            {texts.cancel}
          </Button>
          <Button onClick={placement.cardPaymentConfirmed}>{texts.continueWithCard}</Button>
        </Group>
      </Stack>
    </Modal>
  );
});
