import { type OrderRefundRefusal, cardPaymentFor, checkedOrderRefund, refundableAmount } from '@tiara/domain/returns';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { PaymentGateway } from '../payments/PaymentGateway';
import type { AnnounceConfirmedRefund } from './AnnounceConfirmedRefund';
import type { AskGatewayToRefund } from './AskGatewayToRefund';
import { RefundMessages } from './RefundMessages';
import type { RefundAsked, RefundRefusal, RefundStarted, Refunder } from './Refunder';
import { type OrderToRefund, type RefundableCardPayment, type StoredRefund, type RefundTransaction, refundRecordOf } from './RefundRecords';

/** What the locked transaction decided: a refund to carry on with, or one asked for before. */
type Decided = { readonly refund: StoredRefund; readonly repeated: boolean };

const refused = (code: RefundRefusal['code'], message: RefundRefusal['message']): Result<never, RefundRefusal> => fail({ code, message });

/** The same refund asked again: its key names the same order, return, method and amount. */
const sameRefund = (earlier: StoredRefund, asked: RefundAsked) =>
  earlier.orderId === asked.orderId && earlier.returnId === asked.returnId && earlier.method === asked.method && earlier.amount === asked.amount;

/**
 * Gives money back on an order (the Refunder the returns and the back office's order screen call).
 * One transaction, under the order's row lock so refunds of one order are decided one at a time:
 * a key seen before answers its refund (and never asks the gateway again); the domain's limits are
 * checked against what the order was paid and every refund that may land; the refund is recorded
 * with its audit entry, a store credit refund with its ledger entry. Store credit and money paid
 * back by hand are Confirmed at once; a card refund is recorded Pending and, once committed, the
 * gateway is asked (AskGatewayToRefund). A refund that is Confirmed is announced to its customer.
 */
export class RefundOrder implements Refunder {
  constructor(
    private readonly transaction: RefundTransaction,
    private readonly gateway: Pick<PaymentGateway, 'name'>,
    private readonly askGateway: AskGatewayToRefund,
    private readonly announce: AnnounceConfirmedRefund,
  ) {}

  refund(asked: RefundAsked): Promise<Result<RefundStarted, RefundRefusal>> {
    return this.execute(asked);
  }

  async execute(asked: RefundAsked): Promise<Result<RefundStarted, RefundRefusal>> {
    const decided = await this.decide(asked);
    if (!decided.ok) return decided;
    const { refund, repeated } = decided.value;
    const started = { refundId: refund.id, method: refund.method, amount: refund.amount, repeated };
    if (repeated) return ok({ ...started, status: refund.status });
    if (refund.method !== 'card') {
      await this.announce.execute(refund.id, asked.now);
      return ok({ ...started, status: refund.status });
    }
    return ok({ ...started, status: (await this.askGateway.execute(refund.id, 0, asked.now)) ?? refund.status });
  }

  private decide(asked: RefundAsked): Promise<Result<Decided, RefundRefusal>> {
    return this.transaction.run({ actorUserId: asked.staffUserId, at: asked.now }, async (scope) => {
      const order = await scope.lockOrder(asked.orderId);
      if (!order) return refused('order_not_found', RefundMessages.orderNotFound(asked.orderId));
      const earlier = await scope.refundOfKey(asked.requestKey);
      if (earlier) return this.repeated(earlier, asked);
      if (asked.method === 'store-credit' && order.userId === null) return refused('guest_order', RefundMessages.guestOrder(order.orderId));
      const checked = checkedOrderRefund(asked.method, asked.amount, order.paid, order.refunds.map(refundRecordOf));
      if (!checked.ok) return fail(this.refusalOf(checked.error, asked));
      let payment: RefundableCardPayment | null = null;
      if (asked.method === 'card') {
        const found = this.paymentFor(order, asked.amount);
        if (!found.ok) return found;
        payment = found.value;
      }
      const id = await scope.add({
        orderId: order.orderId,
        returnId: asked.returnId,
        method: asked.method,
        amount: asked.amount,
        status: asked.method === 'card' ? 'Pending' : 'Confirmed',
        requestKey: asked.requestKey,
        payment,
        note: asked.note,
        createdBy: asked.staffUserId,
        at: asked.now,
      });
      if (id === null) {
        const taken = await scope.refundOfKey(asked.requestKey);
        if (!taken) throw new Error(`refund key ${asked.requestKey} was taken, then not found`);
        return this.repeated(taken, asked);
      }
      if (asked.method === 'store-credit' && order.userId !== null) await scope.creditStoreCredit({ userId: order.userId, refundId: id, amount: asked.amount, at: asked.now });
      await scope.audit({
        action: 'create',
        entity: 'refund',
        entityId: id,
        details: { order_id: order.orderId, return_id: asked.returnId, method: asked.method, amount: asked.amount, request_key: asked.requestKey },
      });
      const refund: StoredRefund = { id, orderId: order.orderId, returnId: asked.returnId, method: asked.method, amount: asked.amount, status: asked.method === 'card' ? 'Pending' : 'Confirmed', paymentId: payment?.id ?? null };
      return ok({ refund, repeated: false });
    });
  }

  private repeated(earlier: StoredRefund, asked: RefundAsked): Result<Decided, RefundRefusal> {
    return sameRefund(earlier, asked) ? ok({ refund: earlier, repeated: true }) : refused('key_reused', RefundMessages.keyReused);
  }

  /** The card payment of this gateway the refund goes back to (src/domain/returns `cardPaymentFor`). */
  private paymentFor(order: OrderToRefund, amount: number): Result<RefundableCardPayment, RefundRefusal> {
    const payments = order.cardPayments.filter((payment) => payment.gateway === this.gateway.name);
    if (payments.length === 0) return refused('no_card_payment', RefundMessages.noCardPayment(order.orderId));
    const cardRefunds = order.refunds.filter((refund) => refund.method === 'card').map((refund) => ({ ...refundRecordOf(refund), paymentId: refund.paymentId }));
    const paymentId = cardPaymentFor(amount, payments, cardRefunds);
    const payment = payments.find((candidate) => candidate.id === paymentId);
    if (payment) return ok(payment);
    const mostLeft = Math.max(...payments.map((candidate) => refundableAmount(candidate.amount, cardRefunds.filter((refund) => refund.paymentId === candidate.id))));
    return refused('over_refundable', RefundMessages.overCardRefundable(mostLeft));
  }

  private refusalOf(refusal: OrderRefundRefusal, asked: RefundAsked): RefundRefusal {
    switch (refusal.code) {
      case 'not-positive':
        return { code: 'not_positive', message: RefundMessages.notPositive };
      case 'no-card-payment':
        return { code: 'no_card_payment', message: RefundMessages.noCardPayment(asked.orderId) };
      case 'over-refundable':
        return { code: 'over_refundable', message: asked.method === 'card' ? RefundMessages.overCardRefundable(refusal.refundable) : RefundMessages.overRefundable(refusal.refundable) };
    }
  }
}
