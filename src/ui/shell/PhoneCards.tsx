import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What stands in for a table on a phone (below Mantine's sm): five columns do not fit its width,
 * and a table scrolled sideways hides the columns people look for (total, status). The page renders
 * both and CSS shows one, so the table goes with `visibleFrom="sm"`.
 */
export function PhoneCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label} hiddenFrom="sm">
      {children}
    </Stack>
  );
}

/** One record of a {@link PhoneCardList}: its title, with its status badge beside it if it has one, then the rest. */
export function PhoneCard({ title, badge = null, children }: { title: ReactNode; badge?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        {title}
        {badge}
      </Group>
      {children}
    </Paper>
  );
}
