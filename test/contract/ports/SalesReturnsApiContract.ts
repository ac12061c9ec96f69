import { describe, expect, it } from 'vitest';
import type { AdminReturnsApi } from '../../../src/application/admin/returns/StaffReturnsApi';
import type { SalesReturnsApi } from '../../../src/application/sales/SalesReturnsApi';
import { type ReturnAsker, answered, detailOf } from './AdminReturnsApiContract';
import type { Subject } from './support/Subject';

export interface SalesReturnsApiSubject {
  readonly api: SalesReturnsApi;
  /** The back office's returns port over the same sales person's token. */
  readonly backOffice: AdminReturnsApi;
  readonly requestReturn: ReturnAsker;
}

/** What the sales desk's returns rely on: it decides, receives and exchanges, never gives money back, and its token opens nothing of the back office. */
export function salesReturnsApiContract(subject: Subject<SalesReturnsApiSubject>): void {
  describe('SalesReturnsApi', () => {
    it('approves, receives and restocks the goods, and resolves by exchange with a replacement order', async () => {
      const { api, requestReturn } = await subject();
      const asked = await requestReturn({ reason: 'wrong-item', outcome: 'exchange' });
      const listed = await api.returns({ search: String(asked.orderId), status: null }, { page: 1, perPage: 20 });
      expect(listed.ok && listed.value.items.filter((request) => request.orderId === asked.orderId).map((request) => request.id)).toEqual([asked.id]);
      answered(await api.decide(asked.id, { decision: 'approve' }));
      expect(answered(await api.receive(asked.id, true))).toMatchObject({ status: 'Received', restocked: true });
      const resolved = answered(await api.resolve(asked.id, { resolution: 'exchange' }));
      expect(resolved).toMatchObject({ status: 'Resolved', resolution: 'exchange', exchangeOrderId: expect.any(Number) });
      expect(resolved.exchangeOrderId).not.toBe(asked.orderId);
    });

    it('never gives money back: a refund, store credit or money paid by hand is refused, the return as it was', async () => {
      const { api, requestReturn } = await subject();
      const asked = await requestReturn();
      answered(await api.decide(asked.id, { decision: 'approve' }));
      for (const settlement of [
        { resolution: 'card-refund', amount: asked.worth },
        { resolution: 'store-credit', amount: asked.worth },
        { resolution: 'paid-back-by-hand', amount: asked.worth, note: 'Cash' },
      ] as const) {
        const refused = await api.resolve(asked.id, settlement);
        expect(refused.ok).toBe(false);
        expect(!refused.ok && refused.error.message).not.toBe('');
      }
      expect(await detailOf(api, asked.id)).toMatchObject({ status: 'Approved', refunds: [] });
    });

    it("reaches none of the back office's return calls with a sales token: each is forbidden", async () => {
      const { api, backOffice, requestReturn } = await subject();
      const { id } = await requestReturn();
      const forbidden = { ok: false, error: { kind: 'forbidden', status: 403 } };
      expect(await backOffice.returns({ search: '', status: null }, { page: 1, perPage: 20 })).toMatchObject(forbidden);
      expect(await backOffice.returnDetail(id)).toMatchObject(forbidden);
      expect(await backOffice.decide(id, { decision: 'approve' })).toMatchObject(forbidden);
      expect((await detailOf(api, id)).status).toBe('Requested');
    });
  });
}
