import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An account form, named for screen readers by its heading or its own label. noValidate: the
 * presenter checks the fields and words the errors (SPEC §8), not the browser.
 */
export function AccountForm({ onSubmit, children, ...name }: {
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}) {
  return (
    <form
      noValidate
      {...name}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
