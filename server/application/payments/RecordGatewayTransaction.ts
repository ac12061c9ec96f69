import { PAYMENT_CURRENCY } from '@tiara/domain/checkout';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { amountToPay } from '@tiara/domain/store-credit';
import type { Mailer } from '../mail/Mailer';
import { type MailFailureLog, sendAfterCommit } from '../mail/sendAfterCommit';
import { type PaymentAlertReason, paymentAlertMail } from './PaymentAlertMail';
import type { GatewayTransaction, PaymentGateway } from './PaymentGateway';
import type { OrderToPay, PaymentRecords, TransactionToRecord } from './PaymentRecords';
import type { SettlePaidOrder } from './SettlePaidOrder';

/** What becomes of a refund, void or capture the gateway reports: server/application/refunds settles the card refund it is. */
export interface FollowingTransactions {
  execute(transaction: GatewayTransaction, now: Date): Promise<unknown>;
}

export type RecordingOutcome =
  /** A refund, void or capture: not a payment, handed to the refunds. */
  | { readonly kind: 'not-a-payment' }
  /** No order of this shop behind it. */
  | { readonly kind: 'unknown-order' }
  /** Reported before: nothing changed. */
  | { readonly kind: 'duplicate'; readonly orderId: number }
  | { readonly kind: 'recorded'; readonly orderId: number };

/** The special reference is `<order reference>-<attempt>` (CreatePaymentIntention). */
function orderIdOfSpecialReference(reference: string | null): number | null {
  const match = reference ? /^(.+)-\d+$/.exec(reference) : null;
  return (match?.[1] ? parseOrderReference(match[1])?.orderId : null) ?? null;
}

/**
 * Records a transaction the gateway reported (a verified callback or redirect, or an inquiry's
 * answer), once per transaction id, whatever the order of arrival: a repeated report is a no-op,
 * and a transaction's state only moves forward (Pending to Success or Failed). A successful
 * payment of the order's full amount (its total less the store credit it was paid with) settles the order; money the gateway took that does not
 * simply pay an open order (a second payment, a payment after the order ended, a wrong amount)
 * is recorded and reported to the shop by e-mail. A refund (or void, or capture) is no payment: it
 * goes to the refunds, which settle the card refund it is.
 */
export class RecordGatewayTransaction {
  private readonly records: PaymentRecords;
  private readonly gateway: PaymentGateway;
  private readonly settle: SettlePaidOrder;
  private readonly mailer: Mailer;
  private readonly log: MailFailureLog;
  private readonly shopEmail: string;
  private readonly following: FollowingTransactions;

  constructor(records: PaymentRecords, gateway: PaymentGateway, settle: SettlePaidOrder, mailer: Mailer, log: MailFailureLog, shopEmail: string, following: FollowingTransactions) {
    this.records = records;
    this.gateway = gateway;
    this.settle = settle;
    this.mailer = mailer;
    this.log = log;
    this.shopEmail = shopEmail;
    this.following = following;
  }

  async execute(transaction: GatewayTransaction, now: Date): Promise<RecordingOutcome> {
    if (transaction.followsEarlierTransaction) {
      await this.following.execute(transaction, now);
      return { kind: 'not-a-payment' };
    }
    const attempt = await this.records.attemptOfGatewayOrder(this.gateway.name, transaction.gatewayOrderId);
    const orderId = attempt?.orderId ?? orderIdOfSpecialReference(transaction.merchantOrderId);
    const order = orderId === null ? undefined : await this.records.orderToPay(orderId);
    if (!order) return { kind: 'unknown-order' };

    // The card pays what store credit left of the total.
    const paysInFull = transaction.amount === amountToPay(order.total, order.storeCredit) && transaction.currency === PAYMENT_CURRENCY;
    const status: TransactionToRecord['status'] = transaction.pending ? 'Pending' : transaction.success && paysInFull ? 'Success' : 'Failed';
    const recording = await this.records.recordTransaction({ gateway: this.gateway.name, orderId: order.id, transaction, status, now });
    if (recording.kind === 'duplicate') return { kind: 'duplicate', orderId: order.id };

    if (transaction.success && !transaction.pending && !paysInFull) await this.alert('amount_mismatch', order, transaction);
    if (status === 'Success') {
      if (recording.successfulPayments > 1) await this.alert('paid_twice', order, transaction);
      const settled = await this.settle.execute(order.id, now);
      if (settled === 'Cancelled' || settled === 'Failed') await this.alert('order_ended', { ...order, status: settled }, transaction);
    }
    return { kind: 'recorded', orderId: order.id };
  }

  private async alert(reason: PaymentAlertReason, order: OrderToPay, transaction: GatewayTransaction): Promise<void> {
    // The log names the order only: the gateway's transaction id goes to the shop's mail, not to every log reader.
    this.log.warn({ orderId: order.id, reason }, 'a card payment needs the shop’s attention');
    const mail = paymentAlertMail({
      to: this.shopEmail,
      reason,
      orderId: order.id,
      orderStatus: order.status,
      gateway: this.gateway.name,
      transactionId: transaction.transactionId,
      amount: transaction.amount,
      currency: transaction.currency,
      orderTotal: order.total,
      cardAmount: amountToPay(order.total, order.storeCredit),
    });
    await sendAfterCommit(this.mailer, mail, this.log);
  }
}
