import { Box, Button, SimpleGrid, type SimpleGridProps, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CatalogMessages } from '../messages/CatalogMessages';
import { ProductSearchMessages } from '../messages/ProductSearchMessages';
import type { NotifyMePresenter } from '../stock-alerts/NotifyMePresenter';
import type { ProductListPresenter } from './ProductListPresenter';
import { ProductTile } from './ProductTile';

/**
 * SPEC's "No products found". After a search that found nothing, not even close, it is no dead end:
 * a hint, Clear search, and the best sellers to start from.
 */
export const NoProductsFound = observer(function NoProductsFound({
  presenter,
  notifyMe,
  grid,
}: {
  presenter: ProductListPresenter;
  notifyMe: NotifyMePresenter;
  /** The list's own columns and gaps, so the best sellers look like the list they stand in for. */
  grid: Pick<SimpleGridProps, 'cols' | 'spacing'>;
}) {
  const headingId = useId();
  const { results } = presenter;
  const bestSellers = results.bestSellerCards;
  return (
    <Stack gap="xl">
      <Stack align="center" gap="sm" py="lg">
        <Text ta="center" size="lg">
          {CatalogMessages.noProducts}
        </Text>
        {results.searchFoundNothing && (
          <>
            <Text ta="center" c="dimmed">
              {ProductSearchMessages.tryAnotherWord}
            </Text>
            <Button variant="light" size="md" onClick={presenter.search.clearSearchClicked}>
              {ProductSearchMessages.clearSearch}
            </Button>
          </>
        )}
      </Stack>
      {bestSellers.length > 0 && (
        <Box component="section" aria-labelledby={headingId}>
          <Title order={2} size="h3" id={headingId} mb="md">
            {ProductSearchMessages.bestSellers}
          </Title>
          <SimpleGrid {...grid}>
            {bestSellers.map((card) => (
              <ProductTile
                key={card.product.id}
                card={card}
                onAddToCart={() => results.addToCartClicked(card.product)}
                stepper={{ onDecrease: () => results.quantityDecreased(card.product), onIncrease: () => results.quantityIncreased(card.product) }}
                onNotifyMe={notifyMe.offered ? () => void notifyMe.notifyMeClicked({ productId: card.product.id, variantId: null }, card.product.name) : null}
                subscribed={notifyMe.isSubscribed({ productId: card.product.id, variantId: null })}
              />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
});
