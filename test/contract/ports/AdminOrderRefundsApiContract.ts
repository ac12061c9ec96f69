import { describe, expect, it } from 'vitest';
import type { AdminOrdersApi } from '../../../src/application/admin/AdminOrdersApi';
import type { AdminOrderRefundsApi } from '../../../src/application/admin/refunds/AdminOrderRefundsApi';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface AdminOrderRefundsApiSubject {
  readonly api: AdminOrderRefundsApi;
  /** The same back office's orders, whose detail says what may still be refunded. */
  readonly orders: AdminOrdersApi;
  /** A customer's order paid by card, then cancelled by the shop. */
  cancelledCardOrder(): Promise<PlacedOrder>;
  /** A customer's cash order, waiting for the shop: nothing paid yet. */
  waitingCashOrder(): Promise<PlacedOrder>;
  /** The gateway gives no answer to the next refund asked of it. */
  gatewayGoesQuiet(): void;
  /** A minute passes: a refund asked about before may be checked again. */
  aMinutePasses(): void;
}

/** An order number no order has, and a refund number no refund has. */
const UNKNOWN_ORDER = 987_654;
const UNKNOWN_REFUND = 987_654;

/** What the back office's order refunds rely on (issue 29): the list, a refund to the card within what it paid, once per request, and the refusals. */
export function adminOrderRefundsApiContract(subject: Subject<AdminOrderRefundsApiSubject>): void {
  describe('AdminOrderRefundsApi', () => {
    it('lists no refunds of a cancelled card order yet, whose detail offers its whole total to the card, and answers not-found for an order it does not hold', async () => {
      const { api, orders, cancelledCardOrder } = await subject();
      const order = await cancelledCardOrder();
      expect(await orders.order(order.orderId)).toMatchObject({ ok: true, value: { status: 'Cancelled', refundable: order.total, cardRefundable: order.total } });
      expect(await api.refunds(order.orderId)).toEqual({ ok: true, value: [] });
      expect(await api.refunds(UNKNOWN_ORDER)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('refunds part of it to the card, lists the refund, and leaves the rest to refund', async () => {
      const { api, orders, cancelledCardOrder } = await subject();
      const order = await cancelledCardOrder();
      const part = 10_000;
      const refund = await api.refund(order.orderId, { method: 'card', amount: part, note: null, refundsSeen: 0 });
      expect(refund).toMatchObject({ ok: true, value: { method: 'card', amount: part, status: 'Confirmed', returnId: null, attempts: 1, lastError: null, confirmedAt: expect.any(Date) } });
      expect(refund.ok && refund.value.createdBy).not.toBeNull();
      const listed = await api.refunds(order.orderId);
      expect(listed.ok && listed.value.map(({ id, amount, status }) => ({ id, amount, status }))).toEqual([{ id: refund.ok ? refund.value.id : 0, amount: part, status: 'Confirmed' }]);
      expect(await orders.order(order.orderId)).toMatchObject({ ok: true, value: { refundable: order.total - part, cardRefundable: order.total - part } });
    });

    it('answers the same request sent twice with the same refund, and refuses the request for another refund', async () => {
      const { api, cancelledCardOrder } = await subject();
      const order = await cancelledCardOrder();
      const request = { method: 'card', amount: 5_000, note: null, refundsSeen: 0 } as const;
      const first = await api.refund(order.orderId, request);
      const second = await api.refund(order.orderId, request);
      expect(second).toEqual(first);
      const other = await api.refund(order.orderId, { ...request, amount: 6_000 });
      expect(other).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'key_reused' } });
      const listed = await api.refunds(order.orderId);
      expect(listed.ok && listed.value.map((refund) => refund.amount)).toEqual([5_000]);
    });

    it('refuses more than the card may get back, a card refund of an order the card never paid, and a refund of nothing, each with its reason', async () => {
      const { api, cancelledCardOrder, waitingCashOrder } = await subject();
      const order = await cancelledCardOrder();
      const tooMuch = await api.refund(order.orderId, { method: 'card', amount: order.total + 1, note: null, refundsSeen: 0 });
      expect(tooMuch).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'over_refundable' } });
      expect(!tooMuch.ok && tooMuch.error.message).not.toBe('');
      const cash = await waitingCashOrder();
      expect(await api.refund(cash.orderId, { method: 'card', amount: 100, note: null, refundsSeen: 0 })).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'no_card_payment' } });
      expect(await api.refund(order.orderId, { method: 'by-hand', amount: 0, note: null, refundsSeen: 0 })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'not_positive' } });
      expect(await api.refunds(order.orderId)).toEqual({ ok: true, value: [] });
    });

    it('checks a card refund left Pending with the gateway again once a minute has passed since it was asked, which confirms it; refuses a refund not Pending and one it does not hold', async () => {
      const { api, cancelledCardOrder, gatewayGoesQuiet, aMinutePasses } = await subject();
      const order = await cancelledCardOrder();
      gatewayGoesQuiet();
      const refund = await api.refund(order.orderId, { method: 'card', amount: 4_000, note: null, refundsSeen: 0 });
      expect(refund).toMatchObject({ ok: true, value: { status: 'Pending', attempts: 1, lastError: expect.any(String), confirmedAt: null } });
      const refundId = refund.ok ? refund.value.id : 0;
      expect(await api.checkWithGateway(refundId)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'check_under_way' } });
      aMinutePasses();
      const checked = await api.checkWithGateway(refundId);
      expect(checked).toMatchObject({ ok: true, value: { id: refundId, status: 'Confirmed', attempts: 2, confirmedAt: expect.any(Date) } });
      expect(await api.refunds(order.orderId)).toMatchObject({ ok: true, value: [{ id: refundId, status: 'Confirmed' }] });
      const again = await api.checkWithGateway(refundId);
      expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'not_pending_card_refund' } });
      expect(!again.ok && again.error.message).toContain('Confirmed');
      expect(await api.checkWithGateway(UNKNOWN_REFUND)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404, code: 'refund_not_found' } });
    });

    it('records money paid back by hand, Confirmed at once with its note', async () => {
      const { api, cancelledCardOrder } = await subject();
      const order = await cancelledCardOrder();
      const refund = await api.refund(order.orderId, { method: 'by-hand', amount: 2_500, note: 'Bank transfer of 25 EGP', refundsSeen: 0 });
      expect(refund).toMatchObject({ ok: true, value: { method: 'by-hand', amount: 2_500, status: 'Confirmed', note: 'Bank transfer of 25 EGP', attempts: 0 } });
    });
  });
}
