import { Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogMessages } from '../messages/CatalogMessages';

/** The price a customer pays, and the list price struck through beside it when discounted. */
export const PriceTag = observer(function PriceTag({ price, originalPrice, size = 'md' }: { price: string; originalPrice: string | null; size?: 'md' | 'xl' }) {
  return (
    <Group gap="xs" align="baseline">
      <Text fw={700} size={size} c="cyan.9">
        {price}
      </Text>
      {originalPrice !== null && (
        <Text td="line-through" c="dimmed" size={size === 'xl' ? 'md' : 'sm'} aria-label={CatalogMessages.wasPrice(originalPrice)}>
          {originalPrice}
        </Text>
      )}
    </Group>
  );
});
