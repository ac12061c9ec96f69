import { describe, expect, it } from 'vitest';
import type { Piasters } from '@tiara/domain/money';
import type { AdminRefundsApi, RefundFilter } from '../../../src/application/admin/payments/AdminRefundsApi';
import type { AdminRefund } from '@tiara/domain/returns';
import type { Subject } from './support/Subject';

/** A new customer's card order, paid, and the refunds given on it, in the order they were asked for. */
export interface RefundedOrder {
  readonly orderId: number;
  /** Confirmed to the card: it has a credit note. */
  readonly confirmed: { readonly id: number; readonly amount: Piasters };
  /** Asked of the gateway, which has not answered: no credit note yet. */
  readonly pending: { readonly id: number; readonly amount: Piasters };
}

export interface AdminRefundsApiSubject {
  readonly api: AdminRefundsApi;
  refundedOrder(): Promise<RefundedOrder>;
  /** Store credit given to a new customer by a refund. */
  giveStoreCredit(amount: Piasters): Promise<void>;
}

const firstPage = { page: 1, perPage: 20 };

async function refundsOf(api: AdminRefundsApi, filter: RefundFilter, orderId: number): Promise<AdminRefund[]> {
  const listed = await api.list(filter);
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.items.filter((refund) => refund.orderId === orderId);
}

/** What the back office's refunds report relies on from the refund and store credit calls. */
export function adminRefundsApiContract(subject: Subject<AdminRefundsApiSubject>): void {
  describe('AdminRefundsApi', () => {
    it("finds an order's refunds by its number, newest first, each with its status, method, amount and customer, the confirmed one with its credit note", async () => {
      const { api, refundedOrder } = await subject();
      const order = await refundedOrder();
      const listed = await refundsOf(api, { ...firstPage, search: String(order.orderId) }, order.orderId);
      expect(listed).toMatchObject([
        { id: order.pending.id, status: 'Pending', method: 'card', amount: order.pending.amount, creditNote: null, confirmedAt: null },
        { id: order.confirmed.id, status: 'Confirmed', method: 'card', amount: order.confirmed.amount, creditNote: { id: expect.any(Number), number: expect.stringMatching(/^CN-\d{4}-\d{6}$/) } },
      ]);
      expect(listed[1]?.confirmedAt).toBeInstanceOf(Date);
      // One order, one customer: its e-mail as the checkout took it.
      expect(new Set(listed.map((refund) => refund.customer.email))).toEqual(new Set([expect.stringContaining('@')]));
      const note = await api.creditNote(listed[1]?.creditNote?.id ?? 0);
      expect(note).toMatchObject({ ok: true, value: { fileName: `credit-note-${listed[1]?.creditNote?.number}.pdf` } });
      expect(note.ok && (await note.value.content.text()).startsWith('%PDF')).toBe(true);
    });

    it('lists only the refunds of the status and method asked for', async () => {
      const { api, refundedOrder } = await subject();
      const order = await refundedOrder();
      const search = String(order.orderId);
      expect((await refundsOf(api, { ...firstPage, search, status: 'Pending' }, order.orderId)).map((refund) => refund.id)).toEqual([order.pending.id]);
      expect(await refundsOf(api, { ...firstPage, search, method: 'by-hand' }, order.orderId)).toEqual([]);
      const confirmed = await api.list({ ...firstPage, status: 'Confirmed', method: 'card' });
      expect(confirmed.ok && confirmed.value.items.filter((refund) => refund.status !== 'Confirmed' || refund.method !== 'card')).toEqual([]);
    });

    it('sums the store credit customers were given and still hold', async () => {
      const { api, giveStoreCredit } = await subject();
      const before = await api.storeCredit();
      if (!before.ok) throw new Error(before.error.message);
      await giveStoreCredit(12_500);
      expect(await api.storeCredit()).toEqual({
        ok: true,
        value: { ...before.value, issued: before.value.issued + 12_500, outstanding: before.value.outstanding + 12_500, customersWithBalance: before.value.customersWithBalance + 1 },
      });
    });

    it('answers not-found for a credit note it does not hold', async () => {
      const { api } = await subject();
      expect(await api.creditNote(987_654)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
