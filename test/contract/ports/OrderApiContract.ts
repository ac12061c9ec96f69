import { describe, expect, it } from 'vitest';
import type { OrderApi } from '../../../src/application/orders/OrderApi';
import type { OrderPayload } from '@tiara/domain/checkout';
import type { Subject } from './support/Subject';

export interface OrderApiSubject {
  readonly api: OrderApi;
  /** SPEC §3's payload of a cash order the backend accepts from the signed-in customer. */
  cashOrder(): OrderPayload;
}

/** No order has this id. */
const UNKNOWN_ORDER = '987654';

/** What checkout and the payment confirmation rely on from order/create and order/confirmOrder. */
export function orderApiContract(subject: Subject<OrderApiSubject>): void {
  describe('OrderApi', () => {
    it("creates an order from SPEC's payload and answers the new order's id", async () => {
      const { api, cashOrder } = await subject();
      const first = await api.create(cashOrder());
      const second = await api.create(cashOrder());
      expect(first).toMatchObject({ ok: true, value: expect.any(Number) });
      expect(second).toMatchObject({ ok: true, value: expect.any(Number) });
      expect(first.ok && second.ok && first.value !== second.value).toBe(true);
    });

    it('refuses an order without items', async () => {
      const { api, cashOrder } = await subject();
      expect(await api.create({ ...cashOrder(), order_items: [] })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
    });

    it('confirms the order it created', async () => {
      const { api, cashOrder } = await subject();
      const created = await api.create(cashOrder());
      expect(await api.confirm(String(created.ok && created.value), 'Success')).toEqual({ ok: true, value: undefined });
    });

    it('answers not-found when confirming an order it does not hold', async () => {
      const { api } = await subject();
      expect(await api.confirm(UNKNOWN_ORDER, 'Success')).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
