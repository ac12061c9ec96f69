import { Stack } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

/**
 * An account form, named for screen readers by its heading or its own label. noValidate: the
 * presenter checks the fields and words the errors (SPEC §8), not the browser.
 */
export function AccountForm({ onSubmit, formRef, children, ...name }: {
  onSubmit: () => void | Promise<void>;
  /** The form, in which `useFieldFocus` finds the field to bring into view. */
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}) {
  return (
    <form
      ref={formRef}
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
