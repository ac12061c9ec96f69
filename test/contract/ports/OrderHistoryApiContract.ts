import { describe, expect, it } from 'vitest';
import type { OrderHistoryApi } from '../../../src/application/account/OrderHistoryApi';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface OrderHistoryApiSubject {
  readonly api: OrderHistoryApi;
  /** The signed-in customer. */
  readonly userId: number;
  /** Places an order for the customer (paid, where the backend tells paid orders apart). */
  placeOrder(): Promise<PlacedOrder>;
  /** The id of the product the placed orders bought. */
  readonly productId: number;
}

/**
 * What My orders and the account page rely on from GET /api/order/user/{userId}; the order's
 * shipping and discount and the buy-again strip's call (this server's additions to SPEC) only where
 * the runner says the backend has them: a backend that keeps to SPEC §3 tells the total alone.
 */
export function orderHistoryApiContract(subject: Subject<OrderHistoryApiSubject>, options: { readonly charges: boolean; readonly buyAgain: boolean }): void {
  describe('OrderHistoryApi', () => {
    it('lists an order the customer placed, with its items priced in piasters and its total', async () => {
      const { api, userId, placeOrder } = await subject();
      const placed = await placeOrder();
      const orders = await api.ordersOf(userId);
      const order = orders.ok ? orders.value.find((candidate) => candidate.id === placed.orderId) : undefined;
      expect(order).toMatchObject({ total: placed.total, status: expect.any(String), createdAt: expect.any(Date) });
      expect(order?.items.map(({ name, quantity, price }) => ({ name, quantity, price }))).toEqual(placed.lines);
      expect(order?.charges).toEqual(options.charges ? { shipping: placed.shipping, discount: placed.discount, promoCode: null } : null);
    });

    if (!options.buyAgain) return;
    it('offers again, as the catalogue shows it, a product the customer bought', async () => {
      const { api, userId, placeOrder, productId } = await subject();
      await placeOrder();
      const products = await api.buyAgain(userId);
      expect(products.ok && products.value.find((product) => product.id === productId)).toMatchObject({ id: productId, price: expect.any(Number), variants: expect.any(Array) });
    });
  });
}
