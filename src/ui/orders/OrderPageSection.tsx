import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of the order page's panels, named by its heading. */
export function OrderPageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
