import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The centred link under an account form to the neighbouring one ("Don't have an account? Sign up").
 * Without a prompt the link stands alone, a target of its own (44 px high on a phone: touchTargets.css).
 */
export function AccountPageLink({ prompt, to, children }: { prompt?: string; to: string; children: ReactNode }) {
  const link = (
    <Anchor component={Link} to={to} size="sm" ta="center">
      {children}
    </Anchor>
  );
  if (prompt === undefined) return link;
  return (
    <Text size="sm" ta="center">
      {prompt} {link}
    </Text>
  );
}
