import { AspectRatio, Box, Card, Grid, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { StyleProp } from '@mantine/core';
import { FIRST_PICTURE_ATTRIBUTE } from '../../firstViewPicture';
import { TILE_IMAGE_SIZES } from './tileImageSizes';

/**
 * Placeholders with the size of what they stand for, shown while a screen's data is on its way
 * (and in the HTML the server sends before the JavaScript has run), so nothing moves when it lands.
 */

/**
 * `firstPicture`: the grid's first tile, whose placeholder the server swaps for the first product's
 * picture in the page it sends (server/http/firstView), so a phone paints the list's largest picture
 * before any JavaScript has run; the attribute carries the tile picture's `sizes` for it.
 */
function ProductTileSkeleton({ firstPicture = false }: { firstPicture?: boolean }) {
  return (
    <Card withBorder padding="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Skeleton radius={0} {...(firstPicture ? { [FIRST_PICTURE_ATTRIBUTE]: TILE_IMAGE_SIZES } : {})} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Skeleton height={12} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
        <Skeleton height={22} width="35%" />
      </Stack>
      <Skeleton height={36} mt="md" />
    </Card>
  );
}

/** The product list's summary line and grid, card for card, while the products load. */
export function ProductGridSkeleton({ label, cols, count }: { label: string; cols: StyleProp<number>; count: number }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={20} width={220} />
      <SimpleGrid cols={cols} spacing="md">
        {Array.from({ length: count }, (_, index) => (
          <ProductTileSkeleton key={index} firstPicture={index === 0} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The product page's picture and buying panel while the product loads. */
export function ProductDetailSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" bg="gray.0">
            <Skeleton style={{ aspectRatio: '1 / 1', maxHeight: 420 }} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Skeleton height={14} width="30%" />
            <Skeleton height={30} />
            <Skeleton height={30} width="75%" />
            <Skeleton height={18} width="40%" />
            <Skeleton height={34} width="35%" />
            <Skeleton height={26} width="30%" />
            <Skeleton height={60} />
            <Group gap="sm">
              <Skeleton height={36} width={160} />
              <Skeleton height={42} width={160} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
