import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import type { CheckoutPresenter } from './CheckoutPresenter';

const texts = CheckoutMessages.checkout;

/** SPEC §2 Checkout and §4 "Checkout flow" step 2: a credit card payment is confirmed before the order is placed. */
export const ConfirmCardPaymentModal = observer(function ConfirmCardPaymentModal({ page }: { page: CheckoutPresenter }) {
  return (
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
  );
});
