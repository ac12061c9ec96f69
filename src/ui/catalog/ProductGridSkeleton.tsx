import { AspectRatio, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { StyleProp } from '@mantine/core';
import { FIRST_PICTURE_ATTRIBUTE } from '../../firstViewPicture';
import { TILE_ACTIONS_HEIGHT, TILE_NAME_MIN_HEIGHT } from './tileLayout';
import { TILE_IMAGE_SIZES } from './tileImageSizes';

/** A line of text of the tile's, as tall as the tile draws it, greyed. */
function TextLine({ size, minHeight = '1lh', width }: { size: 'xs' | 'sm' | 'md'; minHeight?: string; width: string }) {
  return (
    <Skeleton width={width}>
      <Text size={size} style={{ minHeight }}>
        &nbsp;
      </Text>
    </Skeleton>
  );
}

/**
 * A product tile while the list loads, part for part as tall as ProductTile draws one that can be
 * bought, so that nothing moves when the products land (and in the HTML the server sends before
 * the JavaScript has run).
 *
 * `firstPicture`: the grid's first tile, whose placeholder the server swaps for the first product's
 * picture in the page it sends (server/http/firstView), so a phone paints the list's largest picture
 * before any JavaScript has run; the attribute carries the tile picture's `sizes` for it.
 */
function ProductTileSkeleton({ firstPicture }: { firstPicture: boolean }) {
  return (
    <Card withBorder padding="sm" h="100%">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Skeleton radius={0} {...(firstPicture ? { [FIRST_PICTURE_ATTRIBUTE]: TILE_IMAGE_SIZES } : {})} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs" style={{ flex: 1 }}>
        <TextLine size="xs" width="40%" />
        <TextLine size="sm" minHeight={TILE_NAME_MIN_HEIGHT} width="100%" />
        <TextLine size="md" width="45%" />
        <TextLine size="xs" width="35%" />
      </Stack>
      <Skeleton height={TILE_ACTIONS_HEIGHT} mt="sm" />
    </Card>
  );
}

/** The product list's summary line and grid, card for card, while the products load. */
export function ProductGridSkeleton({ label, cols, spacing, count }: { label: string; cols: StyleProp<number>; spacing: StyleProp<'sm' | 'md'>; count: number }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={20} width={220} />
      <SimpleGrid cols={cols} spacing={spacing}>
        {Array.from({ length: count }, (_, index) => (
          <ProductTileSkeleton key={index} firstPicture={index === 0} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
