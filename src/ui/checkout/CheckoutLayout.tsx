import { Container, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of both checkouts: the title, then one form holding the customer's details beside the order summary. */
export function CheckoutLayout({ title, onSubmit, children, dialogs }: {
  title: string;
  onSubmit: () => void;
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
