import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone, scrolling sideways in its own box rather than the page. The box is a
 * named region that takes the keyboard's focus, so it can be scrolled without a pointer too.
 */
export function TableScroller({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} role="region" aria-label={label} tabIndex={0}>
      {children}
    </Table.ScrollContainer>
  );
}
