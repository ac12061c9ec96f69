import { describe, expect, it } from 'vitest';
import type { AdminPayment, AdminPaymentsApi, PaymentFilter } from '../../../src/application/admin/payments/AdminPaymentsApi';
import type { Piasters } from '@tiara/domain/money';
import type { Subject } from './support/Subject';

/** A customer's card order, placed just now. */
export interface CardOrder {
  readonly orderId: number;
  readonly total: Piasters;
}

export interface AdminPaymentsApiSubject {
  readonly api: AdminPaymentsApi;
  /** A card order whose payment was opened at the gateway and not reported yet (a new one each call). */
  openedCardOrder(): Promise<CardOrder>;
  /** A card order the gateway reported paid (a new one each call). */
  paidCardOrder(): Promise<CardOrder>;
}

/** No payment has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 20 };

async function paymentsOf(api: AdminPaymentsApi, filter: PaymentFilter, orderId: number): Promise<AdminPayment[]> {
  const listed = await api.list(filter);
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.items.filter((payment) => payment.orderId === orderId);
}

/** What the back office's payments screen relies on from the payment calls. */
export function adminPaymentsApiContract(subject: Subject<AdminPaymentsApiSubject>): void {
  describe('AdminPaymentsApi', () => {
    it("finds a card order's payment by its order number, pending until the gateway reports it, with its order and customer, and reads it back", async () => {
      const { api, openedCardOrder } = await subject();
      const order = await openedCardOrder();
      const listed = await paymentsOf(api, { ...firstPage, search: String(order.orderId) }, order.orderId);
      expect(listed).toMatchObject([
        { orderId: order.orderId, status: 'Pending', amount: order.total, currency: 'EGP', transactionId: null, order: { status: 'Pending', total: order.total, paymentMethod: 'credit' }, customer: { name: expect.any(String), email: expect.any(String) } },
      ]);
      expect(await paymentsOf(api, { ...firstPage, search: `#${order.orderId}` }, order.orderId)).toEqual(listed);
      expect(await api.payment(listed[0]!.id)).toEqual({ ok: true, value: listed[0] });
    });

    it('lists only the payments of the status asked for', async () => {
      const { api, paidCardOrder } = await subject();
      const paid = await paidCardOrder();
      expect(await paymentsOf(api, { ...firstPage, search: String(paid.orderId), status: 'Success' }, paid.orderId)).toMatchObject([{ orderId: paid.orderId, status: 'Success', amount: paid.total }]);
      expect(await paymentsOf(api, { ...firstPage, search: String(paid.orderId), status: 'Pending' }, paid.orderId)).toEqual([]);
      const pending = await api.list({ ...firstPage, status: 'Pending' });
      expect(pending.ok && pending.value.items.filter((payment) => payment.status !== 'Pending')).toEqual([]);
    });

    it('lists the newest payment first, in pages of the size asked for', async () => {
      const { api, openedCardOrder } = await subject();
      const older = await openedCardOrder();
      const newer = await openedCardOrder();
      const first = await api.list({ page: 1, perPage: 2 });
      expect(first).toMatchObject({ ok: true, value: { items: [{ orderId: newer.orderId }, { orderId: older.orderId }], page: 1, perPage: 2 } });
      const second = await api.list({ page: 2, perPage: 1 });
      expect(second).toMatchObject({ ok: true, value: { items: [{ orderId: older.orderId }], page: 2, perPage: 1 } });
      expect(second.ok && second.value.pageCount).toBe(second.ok ? second.value.total : -1);
    });

    it('answers not-found for a payment it does not hold', async () => {
      const { api } = await subject();
      expect(await api.payment(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404, code: 'payment_not_found' } });
    });
  });
}
