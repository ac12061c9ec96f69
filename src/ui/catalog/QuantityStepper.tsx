import { ActionIcon, Group, Text } from '@mantine/core';
import { CatalogMessages } from '../messages/CatalogMessages';

/** The thumb's least target (WCAG 2.5.5). */
const TAP = 44;

interface QuantityStepperProps {
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
}

/**
 * Minus, the quantity, plus: the width of a product card at two per row on a phone, every button
 * a thumb's size. The quantity is read out as it changes.
 */
export function QuantityStepper({ quantity, canDecrease, canIncrease, onDecrease, onIncrease }: QuantityStepperProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="space-between">
      <ActionIcon variant="default" size={TAP} aria-label={CatalogMessages.decreaseQuantity} disabled={!canDecrease} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <Text component="output" aria-label={CatalogMessages.quantity} aria-live="polite" fw={700} ta="center" style={{ flex: 1 }}>
        {quantity}
      </Text>
      <ActionIcon variant="default" size={TAP} aria-label={CatalogMessages.increaseQuantity} disabled={!canIncrease} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </Group>
  );
}
