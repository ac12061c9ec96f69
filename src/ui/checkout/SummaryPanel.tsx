import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The 'Order Summary' panel of the cart and both checkouts: a section named by its heading, so tests and screen readers find it as a region. */
export function SummaryPanel({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
