import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** An English field and its Arabic: side by side from a tablet's width, the Arabic under the English on a phone. */
export function BilingualColumns({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}
