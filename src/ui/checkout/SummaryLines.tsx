import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The cart's lines in a checkout's summary, or, for an empty cart, a way back to where things are added. */
export function SummaryLines({ isCartEmpty, emptyText, back, children }: {
  isCartEmpty: boolean;
  emptyText: string;
  back: { readonly to: string; readonly label: string };
  /** The lines, each a `component="li"` element named after its item. */
  children: ReactNode;
}) {
  if (isCartEmpty) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{emptyText}</Text>
        <Button component={Link} to={back.to} variant="default" size="xs">
          {back.label}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
