import { Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { StoreCreditMessages } from '../messages/StoreCreditMessages';
import type { StoreCreditPayment } from './StoreCreditPayment';

const texts = StoreCreditMessages;

/** Under either checkout's total: the store credit used, a payment and not a discount, and what is left to pay. Each amount is named by its label. */
export const StoreCreditLines = observer(function StoreCreditLines({ credit }: { credit: StoreCreditPayment }) {
  const lines = credit.storeCreditLines;
  if (lines === null) return null;
  return (
    <>
      <Group justify="space-between">
        <Text>{texts.storeCredit}</Text>
        <Text c="green.8" aria-label={texts.storeCredit}>
          {lines.creditText}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{texts.toPay}</Text>
        <Text fw={700} aria-label={texts.toPay}>
          {lines.toPayText}
        </Text>
      </Group>
      {credit.coveredByStoreCredit && (
        <Text size="sm" c="dimmed">
          {texts.coversOrder}
        </Text>
      )}
    </>
  );
});
