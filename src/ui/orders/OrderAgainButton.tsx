import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { canOrderAgain, type OrderAgainLine } from '../../application/order-again/OrderAgain';
import { useInjection } from '../di/ContainerContext';
import { OrderAgainMessages } from '../messages/OrderAgainMessages';
import { OrderAgainPresenter } from './OrderAgainPresenter';

const texts = OrderAgainMessages;

interface OrderAgainButtonProps {
  readonly lines: readonly OrderAgainLine[];
  /** The button's accessible name where several stand side by side ("Order again, order #12"). */
  readonly label?: string;
}

/** "Order again" for one earlier order; nothing for an order with nothing to put back in the cart. */
export const OrderAgainButton = observer(function OrderAgainButton({ lines, label }: OrderAgainButtonProps) {
  const presenter = useInjection(OrderAgainPresenter);
  if (!canOrderAgain(lines)) return null;
  return (
    <>
      <Button size="xs" variant="light" loading={presenter.working} loaderProps={{ 'aria-label': texts.adding }} aria-label={label} onClick={() => presenter.clicked(lines)}>
        {texts.orderAgain}
      </Button>
      <Modal opened={presenter.isOpen} onClose={presenter.closed} title={presenter.title} centered>
        <Stack gap="md">
          {presenter.addedText && <Text>{presenter.addedText}</Text>}
          {presenter.notes.length > 0 && (
            <List size="sm" spacing={4}>
              {presenter.notes.map((note, index) => (
                <List.Item key={index}>{note}</List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={presenter.closed}>
              {texts.close}
            </Button>
            <Button onClick={presenter.goToCartClicked}>{texts.goToCart}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
});
