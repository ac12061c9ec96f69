import { Button } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminRefundMessages } from '../../messages/AdminRefundMessages';
import type { PendingRefundCheck } from './PendingRefundCheck';

const texts = AdminRefundMessages;

/** "Check with the gateway again", for a card refund still Pending. */
export const GatewayCheckButton = observer(function GatewayCheckButton({ check, refundId, amount }: { check: PendingRefundCheck; refundId: number; amount: number }) {
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={texts.check.buttonFor(shownPrice(amount))}
      loading={check.checking === refundId}
      disabled={check.checking !== null && check.checking !== refundId}
      onClick={() => void check.checkClicked(refundId)}
      // A narrow table cell on a phone wraps the label instead of cutting it off.
      styles={{ root: { height: 'auto', minHeight: '2.75rem', paddingBlock: '0.375rem' }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
    >
      {texts.check.button}
    </Button>
  );
});
