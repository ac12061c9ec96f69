import { Divider, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OrderAmount {
  readonly label: string;
  /** Formatted; a row without an amount (no discount) is left out. */
  readonly amount: string | null;
  readonly discount?: boolean;
}

/** One row of a summary. The amount is labelled with its row's name, which is how the e2e journeys read it. */
function AmountRow({ label, amount, discount = false }: OrderAmount) {
  return (
    <Group justify="space-between">
      <Text>{label}</Text>
      <Text c={discount ? 'green.8' : undefined} aria-label={label}>
        {amount}
      </Text>
    </Group>
  );
}

/** The amounts of an order summary (subtotal, shipping, discount…), a divider, then the bold total. */
export function OrderTotals({ amounts, total, children }: {
  amounts: readonly OrderAmount[];
  total: { readonly label: string; readonly amount: string };
  /** Notes about the amounts, shown above the divider. */
  children?: ReactNode;
}) {
  return (
    <>
      {amounts.map(
        (row) => row.amount && <AmountRow key={row.label} label={row.label} amount={row.amount} discount={row.discount} />,
      )}
      {children}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{total.label}</Text>
        <Text fw={700} aria-label={total.label}>
          {total.amount}
        </Text>
      </Group>
    </>
  );
}
