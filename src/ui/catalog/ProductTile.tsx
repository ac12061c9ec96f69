import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CatalogListMessages } from '../messages/CatalogListMessages';
import { CatalogMessages } from '../messages/CatalogMessages';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import type { ProductCard } from './productCard';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';
import { TILE_ACTIONS_GAP, TILE_ACTIONS_HEIGHT, TILE_NAME_MIN_HEIGHT, TILE_TAP } from './tileLayout';
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
  /** The notify-me action of an out-of-stock product; null where the shop offers none (the backend has no alerts). */
  onNotifyMe: (() => void) | null;
  /** The reader asked to be told of this product on this page: the bell says so. */
  subscribed: boolean;
  /** Where the tile lets the quantity be picked before Add to Cart (the product list); elsewhere it adds one. */
  stepper?: { readonly onDecrease: () => void; readonly onIncrease: () => void };
}

/**
 * One product of the list, named after the product so the page can be read (and tested) by role.
 * Its parts keep their heights whatever the product (two lines of name, one of stock, the actions
 * at the foot), so the tiles of a row line up and the loading placeholder has their size.
 */
export function ProductTile({ card, main = false, imageSizes = TILE_IMAGE_SIZES, onAddToCart, onNotifyMe, subscribed, stepper }: ProductTileProps) {
  const { product } = card;
  return (
    <Card component="article" aria-label={product.name} withBorder padding="sm" h="100%">
      <Card.Section>
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
      </Card.Section>
      <Stack gap={4} mt="xs" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" lineClamp={1}>
          <bdi>{product.categoryName}</bdi>
        </Text>
        <Text component={Link} to={card.href} fw={600} size="sm" c="dark.8" lineClamp={2} style={{ minHeight: TILE_NAME_MIN_HEIGHT, overflowWrap: 'anywhere' }}>
          <bdi>{product.name}</bdi>
        </Text>
        <PriceTag price={card.price} originalPrice={card.originalPrice} />
        {card.outOfStock ? (
          <Badge color="red" variant="filled" size="sm">
            {card.stockLabel}
          </Badge>
        ) : (
          <Text size="xs" fw={600} c="teal.9">
            {card.stockLabel}
          </Text>
        )}
      </Stack>
      <Stack gap={TILE_ACTIONS_GAP} mt="sm" justify="flex-end" mih={stepper ? TILE_ACTIONS_HEIGHT : TILE_TAP}>
        {card.action === 'unavailable' && (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="red.9">
              {CatalogMessages.currentlyUnavailable}
            </Text>
            {onNotifyMe && (
              <ActionIcon
                variant={subscribed ? 'filled' : 'light'}
                size={TILE_TAP}
                aria-label={subscribed ? StockAlertMessages.subscribed : CatalogMessages.notifyMe}
                aria-pressed={subscribed}
                title={subscribed ? StockAlertMessages.subscribed : CatalogMessages.notifyMe}
                onClick={onNotifyMe}
              >
                <BellIcon />
              </ActionIcon>
            )}
          </Group>
        )}
        {card.action === 'view-options' && (
          <>
            <Text size="xs" c="dimmed">
              {CatalogListMessages.chooseOnPage}
            </Text>
            <Button component={Link} to={card.href} variant="light" fullWidth h={TILE_TAP}>
              {CatalogMessages.viewOptions}
            </Button>
          </>
        )}
        {card.action === 'add-to-cart' && (
          <>
            {stepper && (
              <QuantityStepper
                quantity={card.quantity}
                canDecrease={card.canDecreaseQuantity}
                canIncrease={card.canIncreaseQuantity}
                onDecrease={stepper.onDecrease}
                onIncrease={stepper.onIncrease}
              />
            )}
            <Button fullWidth h={TILE_TAP} onClick={onAddToCart}>
              {CatalogMessages.addToCart}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
