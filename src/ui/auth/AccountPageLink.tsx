import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The centred link under an account form to the neighbouring one ("Don't have an account? Sign up"). */
export function AccountPageLink({ prompt, to, children }: { prompt?: string; to: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {prompt !== undefined && <>{prompt}{' '}</>}
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}
