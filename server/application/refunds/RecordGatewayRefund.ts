import { refundsMadeAtGateway } from '@tiara/domain/returns';
import type { GatewayTransaction, PaymentGateway } from '../payments/PaymentGateway';
import type { AnnounceConfirmedRefund } from './AnnounceConfirmedRefund';
import type { CardRefundRecords } from './RefundRecords';

export type GatewayRefundOutcome =
  /** A Pending card refund was confirmed, or failed, by it. */
  | { readonly kind: 'settled'; readonly refunds: number }
  /** Nothing of this shop's to settle: a refund made elsewhere (the gateway's dashboard), already settled, or still undecided. */
  | { readonly kind: 'nothing-to-settle' };

/**
 * A refund the gateway reported (a verified callback, or an inquiry's answer) settles the card
 * refund it is, once, whatever the order of arrival beside the refund call's own answer: found by
 * the gateway's id of it, else as the one Pending refund of its amount following the same payment.
 * A payment reported again with the total it has refunded (as Paymob does) confirms the payment's
 * Pending refunds that total covers (src/domain/returns `refundsMadeAtGateway`).
 */
export class RecordGatewayRefund {
  constructor(
    private readonly records: CardRefundRecords,
    private readonly gateway: Pick<PaymentGateway, 'name'>,
    private readonly announce: AnnounceConfirmedRefund,
  ) {}

  async execute(transaction: GatewayTransaction, now: Date): Promise<GatewayRefundOutcome> {
    if (!transaction.followsEarlierTransaction || transaction.pending) return { kind: 'nothing-to-settle' };
    const payment = await this.records.paymentOfTransaction(this.gateway.name, transaction.transactionId);
    if (payment !== undefined) return transaction.refundedAmount === null ? { kind: 'nothing-to-settle' } : this.reconciled(payment, transaction.refundedAmount, now);
    const refundId =
      (await this.records.refundOfGatewayTransaction(this.gateway.name, transaction.transactionId)) ??
      (await this.records.unconfirmedRefundFollowing(this.gateway.name, { parentTransactionId: transaction.parentTransactionId, gatewayOrderId: transaction.gatewayOrderId }, transaction.amount));
    if (refundId === undefined) return { kind: 'nothing-to-settle' };
    if (!transaction.success) return (await this.records.fail(refundId, 'The gateway declined the refund', now)) ? { kind: 'settled', refunds: 1 } : { kind: 'nothing-to-settle' };
    if (!(await this.records.confirm(refundId, transaction.transactionId, now))) return { kind: 'nothing-to-settle' };
    await this.announce.execute(refundId, now);
    return { kind: 'settled', refunds: 1 };
  }

  private async reconciled(paymentId: number, refundedAmount: number, now: Date): Promise<GatewayRefundOutcome> {
    const { confirmed, unconfirmed } = await this.records.refundsOfPayment(paymentId);
    let settled = 0;
    for (const refundId of refundsMadeAtGateway(refundedAmount, confirmed, unconfirmed)) {
      if (!(await this.records.confirm(refundId, null, now))) continue;
      await this.announce.execute(refundId, now);
      settled += 1;
    }
    return settled > 0 ? { kind: 'settled', refunds: settled } : { kind: 'nothing-to-settle' };
  }
}
