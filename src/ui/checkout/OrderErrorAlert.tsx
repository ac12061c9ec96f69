import { Alert } from '@mantine/core';

/** Why the order could not be placed, announced as an alert just above the Place Order button. */
export function OrderErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
}
