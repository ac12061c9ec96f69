import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/*
 * Apart from the other placeholders (CatalogSkeletons): the home page is in the storefront's first
 * load, and whatever file it imports from comes whole with it.
 */

/** A best-seller card of the home page: its 180 px picture, name and price. */
export function BestSellerSkeletons({ label, count }: { label: string; count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton height={180} radius={0} />
          </Card.Section>
          <Stack gap={6} mt="md">
            <Skeleton height={16} />
            <Skeleton height={16} width="60%" />
            <Skeleton height={20} width="35%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
