import { Container, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

/** The frame of both checkouts: the title, then one form holding the customer's details beside the order summary. */
export function CheckoutLayout({ title, onSubmit, formRef, children, dialogs }: {
  title: string;
  onSubmit: () => void;
  /** The form, in which `useFieldFocus` finds the field to bring into view. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The two panels: details, then summary. */
  children: ReactNode;
  /** Rendered outside the form, so their buttons never submit it. */
  dialogs?: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {title}
      </Title>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {children}
        </SimpleGrid>
      </form>
      {dialogs}
    </Container>
  );
}
