import { ActionIcon, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CatalogMessages } from '../messages/CatalogMessages';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import type { ProductCard } from './productCard';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import { TILE_IMAGE_SIZES } from './tileImageSizes';

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

interface ProductTileProps {
  card: ProductCard;
  /** The first tile of the page, the largest picture above the fold on a phone. */
  main?: boolean;
  /** The picture's `sizes` where the tile is not in the product list's grid. */
  imageSizes?: string;
  onAddToCart: () => void;
  onNotifyMe: () => void;
  /** The reader asked to be told of this product on this page: the bell says so. */
  subscribed: boolean;
}

/** One product of the list, named after the product so the page can be read (and tested) by role. */
export function ProductTile({ card, main = false, imageSizes = TILE_IMAGE_SIZES, onAddToCart, onNotifyMe, subscribed }: ProductTileProps) {
  const { product } = card;
  return (
    <Card component="article" aria-label={product.name} withBorder padding="md" h="100%">
      <Card.Section pos="relative">
        <Link to={card.href} tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={product.imageUrl}
            alt=""
            width={400}
            height={300}
            sizes={imageSizes}
            main={main}
            bg="gray.0"
            style={card.outOfStock ? { opacity: 0.45 } : undefined}
          />
        </Link>
        {card.outOfStock && (
          <Badge color="red" variant="filled" pos="absolute" top={10} style={{ insetInlineStart: 10 }}>
            {CatalogMessages.outOfStockBadge}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase">
          {product.categoryName}
        </Text>
        <Text component={Link} to={card.href} fw={600} c="dark.8" lineClamp={2}>
          {product.name}
        </Text>
        <PriceTag price={card.price} originalPrice={card.originalPrice} />
      </Stack>
      <Box mt="md">
        {card.action === 'unavailable' && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="red.8">
              {CatalogMessages.currentlyUnavailable}
            </Text>
            <ActionIcon
              variant={subscribed ? 'filled' : 'light'}
              size="lg"
              aria-label={subscribed ? StockAlertMessages.subscribed : CatalogMessages.notifyMe}
              aria-pressed={subscribed}
              title={subscribed ? StockAlertMessages.subscribed : CatalogMessages.notifyMe}
              onClick={onNotifyMe}
            >
              <BellIcon />
            </ActionIcon>
          </Group>
        )}
        {card.action === 'view-options' && (
          <Button component={Link} to={card.href} variant="light" fullWidth>
            {CatalogMessages.viewOptions}
          </Button>
        )}
        {card.action === 'add-to-cart' && (
          <Button fullWidth onClick={onAddToCart}>
            {CatalogMessages.addToCart}
          </Button>
        )}
      </Box>
    </Card>
  );
}
