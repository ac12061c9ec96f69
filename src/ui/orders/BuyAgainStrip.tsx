import { Box, Group, type MantineSpacing, Paper, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { ProductTile } from '../catalog/ProductTile';
import { useInjection } from '../di/ContainerContext';
import { OrderAgainMessages } from '../messages/OrderAgainMessages';
import { NotifyMeDialog } from '../stock-alerts/NotifyMeDialog';
import { NotifyMePresenter } from '../stock-alerts/NotifyMePresenter';
import { BuyAgainPresenter } from './BuyAgainPresenter';

const texts = OrderAgainMessages;

/** Tiles keep the product list's proportions; a phone shows one and a part of the next, which says "scroll". */
const TILE_WIDTH = 240;
const TILE_IMAGE_SIZES = `${TILE_WIDTH}px`;

/** "Buy again": the products the signed-in customer orders most, in a row that scrolls sideways; nothing at all until there are some. */
export const BuyAgainStrip = observer(function BuyAgainStrip({ mt }: { mt?: MantineSpacing }) {
  const strip = useInjection(BuyAgainPresenter);
  const notifyMe = useInjection(NotifyMePresenter);
  const titleId = useId();
  useEffect(() => strip.opened(), [strip]);
  if (!strip.isShown) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg" mt={mt}>
      <Title order={2} size="h3" id={titleId}>
        {texts.buyAgain}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {texts.buyAgainIntro}
      </Text>
      {/* The browser's own sideways scrolling: Mantine's ScrollArea would bring floating-ui into the product list's chunk, which this strip shares. */}
      <Box style={{ overflowX: 'auto' }}>
        <Group gap="md" wrap="nowrap" align="stretch" pb="xs">
          {strip.cards.map((card) => (
            <Box key={card.product.id} w={TILE_WIDTH} style={{ flexShrink: 0 }}>
              <ProductTile
                card={card}
                imageSizes={TILE_IMAGE_SIZES}
                onAddToCart={() => strip.addToCartClicked(card.product)}
                onNotifyMe={notifyMe.offered ? () => void notifyMe.notifyMeClicked({ productId: card.product.id, variantId: null }, card.product.name) : null}
                subscribed={notifyMe.isSubscribed({ productId: card.product.id, variantId: null })}
              />
            </Box>
          ))}
        </Group>
      </Box>
      <NotifyMeDialog presenter={notifyMe} />
    </Paper>
  );
});

/**
 * The strip where the home page puts it, spaced like the page's sections; the module's default
 * export, as React.lazy takes it, so the home page's first load carries no adapter for it.
 */
export default function HomeBuyAgainStrip() {
  return <BuyAgainStrip mt="xl" />;
}
