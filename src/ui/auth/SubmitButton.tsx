import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** An account form's full-width submit button; it spins while the request is out. */
export function SubmitButton({ loading, disabled, children }: { loading: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={loading} disabled={disabled} fullWidth>
      {children}
    </Button>
  );
}
