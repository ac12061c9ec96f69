import { describe, expect, it } from 'vitest';
import type { AdminPayment, AdminPaymentsApi, PaymentFilter } from '../../../src/application/admin/payments/AdminPaymentsApi';
import type { Piasters } from '@tiara/domain/money';
import type { Subject } from './support/Subject';

/** A customer's card order, placed just now. */
export interface CardOrder {
  readonly orderId: number;
  readonly total: Piasters;
}

/** A customer of the shop, whose account's e-mail finds their payments. */
export interface PayingCustomer {
  readonly email: string;
  /** A card order of theirs whose payment was opened at the gateway and not reported yet. */
  openedCardOrder(): Promise<CardOrder>;
  /** A card order of theirs the gateway reported paid. */
  paidCardOrder(): Promise<CardOrder>;
}

export interface AdminPaymentsApiSubject {
  readonly api: AdminPaymentsApi;
  /** A new customer each call. */
  newCustomer(): Promise<PayingCustomer>;
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
      const { api, newCustomer } = await subject();
      const customer = await newCustomer();
      const order = await customer.openedCardOrder();
      const listed = await paymentsOf(api, { ...firstPage, search: String(order.orderId) }, order.orderId);
      expect(listed).toMatchObject([
        { orderId: order.orderId, status: 'Pending', amount: order.total, currency: 'EGP', transactionId: null, order: { status: 'Pending', total: order.total, paymentMethod: 'credit' }, customer: { name: expect.any(String), email: expect.any(String) } },
      ]);
      expect(await paymentsOf(api, { ...firstPage, search: `#${order.orderId}` }, order.orderId)).toEqual(listed);
      expect(await api.list({ ...firstPage, search: customer.email })).toEqual({ ok: true, value: { items: listed, total: 1, page: 1, perPage: 20, pageCount: 1 } });
      expect(await api.payment(listed[0]!.id)).toEqual({ ok: true, value: listed[0] });
    });

    it('lists only the payments of the status asked for', async () => {
      const { api, newCustomer } = await subject();
      const paid = await (await newCustomer()).paidCardOrder();
      expect(await paymentsOf(api, { ...firstPage, search: String(paid.orderId), status: 'Success' }, paid.orderId)).toMatchObject([{ orderId: paid.orderId, status: 'Success', amount: paid.total }]);
      expect(await paymentsOf(api, { ...firstPage, search: String(paid.orderId), status: 'Pending' }, paid.orderId)).toEqual([]);
      const pending = await api.list({ ...firstPage, status: 'Pending' });
      expect(pending.ok && pending.value.items.filter((payment) => payment.status !== 'Pending')).toEqual([]);
    });

    it('lists the newest payment first, in pages of the size asked for', async () => {
      const { api, newCustomer } = await subject();
      const customer = await newCustomer();
      const older = await customer.openedCardOrder();
      const newer = await customer.openedCardOrder();
      const search = customer.email;
      expect(await api.list({ page: 1, perPage: 1, search })).toMatchObject({ ok: true, value: { items: [{ orderId: newer.orderId }], total: 2, page: 1, perPage: 1, pageCount: 2 } });
      expect(await api.list({ page: 2, perPage: 1, search })).toMatchObject({ ok: true, value: { items: [{ orderId: older.orderId }], total: 2, page: 2, perPage: 1, pageCount: 2 } });
    });

    it('answers not-found for a payment it does not hold', async () => {
      const { api } = await subject();
      expect(await api.payment(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404, code: 'payment_not_found' } });
    });
  });
}
