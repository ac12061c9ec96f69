import { Radio, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';

/** What a checkout presenter offers for the payment method: the choices, the chosen one and why some are missing. */
export interface PaymentMethodForm {
  readonly paymentMethod: string;
  readonly paymentMethods: readonly { readonly value: string; readonly label: string }[];
  readonly fieldErrors: { readonly paymentMethod?: string };
  /** Set when the cart limits the choices (SPEC §2: 'Subscriptions require online payment'). */
  readonly paymentNote: string | null;
  paymentMethodChosen(value: string): void;
}

/** The payment method radios of both checkouts, with the note under them. */
export const PaymentMethodGroup = observer(function PaymentMethodGroup({ page, label }: { page: PaymentMethodForm; label: string }) {
  return (
    <>
      <Radio.Group name="paymentMethod" label={label} withAsterisk value={page.paymentMethod} onChange={page.paymentMethodChosen} error={page.fieldErrors.paymentMethod}>
        <Stack gap="xs" mt="xs">
          {page.paymentMethods.map((method) => (
            <Radio key={method.value} value={method.value} label={method.label} />
          ))}
        </Stack>
      </Radio.Group>
      {page.paymentNote && (
        <Text size="sm" c="dimmed">
          {page.paymentNote}
        </Text>
      )}
    </>
  );
});
