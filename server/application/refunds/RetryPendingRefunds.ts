import type { GatewayName } from '../payments/PaymentGateway';
import { type AskGatewayToRefund, MOST_CARD_REFUND_ATTEMPTS } from './AskGatewayToRefund';
import type { CardRefundRecords } from './RefundRecords';

/** A Pending card refund untouched this long has no call under way: the gateway's own times out in well under a minute. */
export const CARD_REFUND_RETRY_AFTER_MS = 60_000;

/**
 * The periodic sweep's part for card refunds the gateway left Pending (no usable answer, or a
 * server that stopped before the answer came): each, untouched for a minute and asked fewer than
 * MOST_CARD_REFUND_ATTEMPTS times, is reconciled and asked again by AskGatewayToRefund, one at a
 * time, any server of the shop claiming it. Answers how many were taken up.
 */
export class RetryPendingRefunds {
  constructor(
    private readonly records: CardRefundRecords,
    private readonly gateway: GatewayName,
    private readonly askGateway: AskGatewayToRefund,
  ) {}

  async execute(now: Date): Promise<number> {
    const untouchedSince = new Date(now.getTime() - CARD_REFUND_RETRY_AFTER_MS);
    const due = await this.records.dueForRetry(this.gateway, untouchedSince, MOST_CARD_REFUND_ATTEMPTS);
    let taken = 0;
    for (const refund of due) {
      if ((await this.askGateway.execute(refund.id, refund.attempts, now, untouchedSince)) !== null) taken += 1;
    }
    return taken;
  }
}
