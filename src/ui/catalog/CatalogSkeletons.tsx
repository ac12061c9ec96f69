import { Box, Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';

/**
 * Placeholders with the size of what they stand for, shown while a screen's data is on its way
 * (and in the HTML the server sends before the JavaScript has run), so nothing moves when it lands.
 */

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
