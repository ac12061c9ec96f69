import { describe, expect, it } from 'vitest';
import type { OrderDetailApi } from '../../../src/application/orders/OrderDetailApi';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface OrderDetailApiSubject {
  readonly api: OrderDetailApi;
  /** Places an order for the signed-in customer. */
  placeOrder(): Promise<PlacedOrder>;
}

/** What the order page relies on from GET /api/order/{orderId} (this server's addition to SPEC). */
export function orderDetailApiContract(subject: Subject<OrderDetailApiSubject>): void {
  describe('OrderDetailApi', () => {
    it('reads an order the customer placed: its lines priced in piasters, its shipping, discount and total, and its history from when it was placed', async () => {
      const { api, placeOrder } = await subject();
      const placed = await placeOrder();
      const detail = await api.order(placed.orderId);
      expect(detail).toMatchObject({
        ok: true,
        value: { id: placed.orderId, shipping: placed.shipping, discount: placed.discount, promoCode: null, total: placed.total, storeCredit: placed.storeCredit, timeline: [expect.objectContaining({ kind: 'placed', at: expect.any(Date) })] },
      });
      expect(detail.ok && detail.value.lines.map(({ name, quantity, price }) => ({ name, quantity, price }))).toEqual(placed.lines);
    });

    it('answers not-found for an order it does not hold', async () => {
      const { api } = await subject();
      expect(await api.order(987_654)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
