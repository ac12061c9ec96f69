import type { AdminOrderDetail } from '../../../../src/application/admin/AdminOrdersApi';
import type { AdminOrderRefundsApi, OrderRefund, OrderRefundRequest } from '../../../../src/application/admin/refunds/AdminOrderRefundsApi';
import type { RefundStatus } from '@tiara/domain/returns';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverRefundMessagesEn } from '../../../../src/locales/server/en/serverRefundMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/** A refund as the fake keeps it, with the request it answers named as the server names it. */
interface KeptRefund {
  readonly key: string;
  readonly refund: OrderRefund;
}

/**
 * An order's refunds as the back office asks for them (see FakeStaffOrdersApi, whose `book` of
 * orders it shares): within what is left to refund of the order, and to the card within what the
 * card may still get back, both of which a refund that may land takes from the order's detail
 * (a Failed one gives it back); once per request, the request being the next of the refunds its
 * asker saw; once one is confirmed the order reads refunded, in full or in part. The card's refunds are settled as `cardAnswer` says; store credit and money paid back
 * by hand are Confirmed at once, store credit never on a guest's order. Requests are kept as sent.
 * A Pending card refund is checked with the gateway again (settled as `checkAnswer` says) once the
 * gateway was last asked about it a minute ago (`aMinutePassed`); checks are kept by refund id.
 */
export class FakeAdminOrderRefundsApi extends FakeApi implements AdminOrderRefundsApi {
  readonly requests: Array<{ readonly orderId: number; readonly request: OrderRefundRequest }> = [];
  /** What the gateway makes of the next card refunds: Confirmed (it answered), Pending (no answer), Failed (it said no). */
  cardAnswer: RefundStatus = 'Confirmed';
  /** What the gateway makes of the next checks: Confirmed (it had made it, or makes it now), Pending (still no answer), Failed (it said no). */
  checkAnswer: RefundStatus = 'Confirmed';
  readonly checks: number[] = [];
  /** The refunds the gateway was asked about less than a minute ago. */
  private readonly askedLately = new Set<number>();
  private readonly kept = new Map<number, KeptRefund[]>();
  private lastId = 0;

  constructor(
    readonly book: Map<number, AdminOrderDetail>,
    private readonly at: Date = new Date('2026-11-21T10:00:00Z'),
  ) {
    super();
  }

  refunds(orderId: number): Promise<ApiResult<OrderRefund[]>> {
    return this.respond('refunds', `refunds ${orderId}`, () => (this.book.has(orderId) ? ok(this.listOf(orderId)) : fail(orderNotFound(orderId))));
  }

  refund(orderId: number, request: OrderRefundRequest): Promise<ApiResult<OrderRefund>> {
    this.requests.push({ orderId, request });
    return this.respond('refund', `refund ${orderId}`, (): ApiResult<OrderRefund> => {
      const order = this.book.get(orderId);
      if (!order) return fail(orderNotFound(orderId));
      const key = `order-${orderId}-refund-${request.refundsSeen + 1}`;
      const earlier = (this.kept.get(orderId) ?? []).find((kept) => kept.key === key)?.refund;
      if (earlier) return earlier.method === request.method && earlier.amount === request.amount ? ok(earlier) : fail(refusal(409, 'key_reused', serverRefundMessagesEn.keyReused));
      const refused = this.refusalOf(order, request);
      if (refused) return fail(refused);
      const status = request.method === 'card' ? this.cardAnswer : 'Confirmed';
      const refund: OrderRefund = {
        id: (this.lastId += 1),
        returnId: null,
        method: request.method,
        amount: request.amount,
        status,
        createdAt: this.at,
        confirmedAt: status === 'Confirmed' ? this.at : null,
        attempts: request.method === 'card' ? 1 : 0,
        lastError: status === 'Pending' ? 'The payment gateway did not answer in time' : status === 'Failed' ? 'The refund was declined by the card issuer.' : null,
        note: request.note,
        createdBy: 'Amira Admin',
        creditNoteNumber: null,
      };
      this.kept.set(orderId, [...(this.kept.get(orderId) ?? []), { key, refund }]);
      if (request.method === 'card') this.askedLately.add(refund.id);
      if (status !== 'Failed') {
        const refundable = order.refundable - request.amount;
        this.book.set(orderId, this.withPaymentState({ ...order, refundable, cardRefundable: Math.min(refundable, request.method === 'card' ? order.cardRefundable - request.amount : order.cardRefundable) }));
      }
      return ok(refund);
    });
  }

  checkWithGateway(refundId: number): Promise<ApiResult<OrderRefund>> {
    this.checks.push(refundId);
    return this.respond('checkWithGateway', `check ${refundId}`, (): ApiResult<OrderRefund> => {
      const found = [...this.kept.entries()].flatMap(([orderId, kept]) => kept.map((entry, index) => ({ orderId, index, refund: entry.refund }))).find((entry) => entry.refund.id === refundId);
      if (!found) return fail(refusal(404, 'refund_not_found', serverRefundMessagesEn.refundNotFound(refundId)));
      const { orderId, index, refund } = found;
      if (refund.method !== 'card' || refund.status !== 'Pending') return fail(refusal(409, 'not_pending_card_refund', serverRefundMessagesEn.notPendingCardRefund(refundId, refund.status)));
      if (this.askedLately.has(refundId)) return fail(refusal(409, 'check_under_way', serverRefundMessagesEn.checkUnderWay(refundId)));
      this.askedLately.add(refundId);
      const status = this.checkAnswer;
      const checked: OrderRefund = {
        ...refund,
        status,
        attempts: refund.attempts + 1,
        confirmedAt: status === 'Confirmed' ? this.at : null,
        lastError: status === 'Pending' ? 'The payment gateway could not be reached' : status === 'Failed' ? 'The refund was declined by the card issuer.' : refund.lastError,
      };
      const kept = this.kept.get(orderId) ?? [];
      this.kept.set(orderId, kept.map((entry, position) => (position === index ? { ...entry, refund: checked } : entry)));
      const order = this.book.get(orderId);
      if (status === 'Failed' && order) this.book.set(orderId, { ...order, refundable: order.refundable + refund.amount, cardRefundable: order.cardRefundable + refund.amount });
      if (status === 'Confirmed' && order) this.book.set(orderId, this.withPaymentState(order));
      return ok(checked);
    });
  }

  /** A minute passed: every refund may be checked with the gateway again. */
  aMinutePassed(): void {
    this.askedLately.clear();
  }

  private refusalOf(order: AdminOrderDetail, request: OrderRefundRequest) {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return refusal(400, 'not_positive', serverRefundMessagesEn.notPositive);
    if (request.method === 'card' && order.paymentMethod !== 'credit') return refusal(409, 'no_card_payment', serverRefundMessagesEn.noCardPayment(order.id));
    if (request.method === 'store-credit' && order.customer.userId === null) return refusal(409, 'guest_order', serverRefundMessagesEn.guestOrder(order.id));
    if (request.method === 'card' && request.amount > order.cardRefundable) return refusal(409, 'over_refundable', serverRefundMessagesEn.overCardRefundable(order.cardRefundable));
    if (request.amount > order.refundable) return refusal(409, 'over_refundable', serverRefundMessagesEn.overRefundable(order.refundable));
    return null;
  }

  /** The order read as the server reads it once its refunds are kept: refunded, in full or in part, once one is confirmed. */
  private withPaymentState(order: AdminOrderDetail): AdminOrderDetail {
    const refunds = this.listOf(order.id);
    const sum = (status: RefundStatus) => refunds.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amount, 0);
    const confirmed = sum('Confirmed');
    if (confirmed === 0) return order;
    return { ...order, paymentState: confirmed >= order.refundable + sum('Pending') + confirmed ? 'refunded' : 'partly_refunded' };
  }

  private listOf(orderId: number): OrderRefund[] {
    return (this.kept.get(orderId) ?? []).map((kept) => kept.refund);
  }
}

const orderNotFound = (id: number) => refusal(404, 'order_not_found', serverRefundMessagesEn.orderNotFound(id));
