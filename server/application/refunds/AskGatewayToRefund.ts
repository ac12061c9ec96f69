import { refundsMadeAtGateway } from '@tiara/domain/returns';
import type { Mailer } from '../mail/Mailer';
import { type MailFailureLog, sendAfterCommit } from '../mail/sendAfterCommit';
import type { PaymentGateway } from '../payments/PaymentGateway';
import type { AnnounceConfirmedRefund } from './AnnounceConfirmedRefund';
import { refundAlertMail } from './RefundAlertMail';
import type { RefundStatus } from './Refunder';
import type { CardRefundRecords, ClaimedCardRefund } from './RefundRecords';

/** After this many calls (or claims) a Pending card refund is no longer asked for by itself, and the shop is told. */
export const MOST_CARD_REFUND_ATTEMPTS = 5;

/**
 * One call to the gateway for a Pending card refund: the first, right after the refund is
 * recorded, or a retry. The refund is claimed first (a conditional update), so it is never asked
 * for twice at once. A retry first reads how much of the payment the gateway has refunded: a refund
 * whose answer was lost may have been made, and the gateway takes no idempotency key, so it is
 * asked again only when that figure shows it was not. The answer settles it: made (Confirmed),
 * refused (Failed, its amount free again), or no usable answer (still Pending, asked again later;
 * after the last attempt the shop is told by e-mail, once: a check staff ask for afterwards, who see
 * the refund, tells nobody again).
 */
export class AskGatewayToRefund {
  constructor(
    private readonly records: CardRefundRecords,
    private readonly gateway: PaymentGateway,
    private readonly announce: AnnounceConfirmedRefund,
    private readonly mailer: Mailer,
    private readonly log: MailFailureLog,
    private readonly shopEmail: string,
  ) {}

  /**
   * `attempts`: the calls the refund had when it was read; `untouchedSince`: for a retry, the claim
   * holds only if nobody touched it since. Answers the refund's status after this call, or null
   * when another call had it.
   */
  async execute(refundId: number, attempts: number, now: Date, untouchedSince: Date | null = null): Promise<RefundStatus | null> {
    const refund = await this.records.claim(refundId, attempts, now, untouchedSince);
    if (!refund) return null;
    if (refund.attempts > 1) {
      const reconciled = await this.reconciled(refund, now);
      if (reconciled) return reconciled;
    }
    const answer = await this.gateway.refund({ transactionId: refund.paymentTransactionId, amount: refund.amount });
    if (answer.ok && answer.value.pending) return this.leftPending(refund, 'The gateway has not decided on the refund yet', now);
    if (answer.ok && answer.value.success) return this.confirmed(refund, answer.value.transactionId, now);
    if (answer.ok || answer.error.code === 'gateway_refused') {
      const reason = answer.ok ? 'The gateway declined the refund' : answer.error.message;
      return (await this.records.fail(refund.id, reason, now)) ? 'Failed' : null;
    }
    return this.leftPending(refund, answer.error.message, now);
  }

  /** Confirmed when the gateway's refunded figure shows the refund was made; Pending when the figure cannot be read; null when it must be asked for. */
  private async reconciled(refund: ClaimedCardRefund, now: Date): Promise<RefundStatus | null> {
    const refunded = await this.gateway.refundedAmount(refund.paymentTransactionId);
    if (!refunded.ok) return this.leftPending(refund, `Could not read what the gateway refunded: ${refunded.error.message}`, now);
    const { confirmed, unconfirmed } = await this.records.refundsOfPayment(refund.paymentId);
    return refundsMadeAtGateway(refunded.value, confirmed, unconfirmed).includes(refund.id) ? this.confirmed(refund, null, now) : null;
  }

  private async confirmed(refund: ClaimedCardRefund, gatewayTransactionId: string | null, now: Date): Promise<RefundStatus> {
    if (await this.records.confirm(refund.id, gatewayTransactionId, now)) await this.announce.execute(refund.id, now);
    return 'Confirmed';
  }

  private async leftPending(refund: ClaimedCardRefund, error: string, now: Date): Promise<RefundStatus> {
    await this.records.leavePending(refund.id, error, now);
    if (refund.attempts === MOST_CARD_REFUND_ATTEMPTS) {
      this.log.warn({ orderId: refund.orderId, refundId: refund.id, attempts: refund.attempts }, 'a card refund needs the shop’s attention');
      const alert = refundAlertMail({
        to: this.shopEmail,
        orderId: refund.orderId,
        refundId: refund.id,
        amount: refund.amount,
        gateway: refund.gateway,
        paymentTransactionId: refund.paymentTransactionId,
        attempts: refund.attempts,
        lastError: error,
      });
      await sendAfterCommit(this.mailer, alert, this.log);
    }
    return 'Pending';
  }
}
