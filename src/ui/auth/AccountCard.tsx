import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The bordered card, centred on the page, that holds each account form. */
export function AccountCard({ size, py, children }: { size: number; py: number; children: ReactNode }) {
  return (
    <Container size={size} py={py}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        {children}
      </Paper>
    </Container>
  );
}
