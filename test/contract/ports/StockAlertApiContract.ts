import { describe, expect, it } from 'vitest';
import type { StockAlertApi } from '../../../src/application/stock-alerts/StockAlertApi';
import type { Subject } from './support/Subject';

export interface StockAlertApiSubject {
  /** The alerts of a signed-in customer who waits for nothing yet. */
  readonly api: StockAlertApi;
  /** A product on sale with no stock, and one in stock. */
  readonly soldOut: { readonly productId: number; readonly name: string };
  readonly inStock: { readonly productId: number };
}

/** What the Notify-me button and the account's alerts rely on from /api/stock-alerts (this server's addition to SPEC). */
export function stockAlertApiContract(subject: Subject<StockAlertApiSubject>): void {
  describe('StockAlertApi', () => {
    it('subscribes the customer to a sold-out product once: asking again answers the alert already waiting', async () => {
      const { api, soldOut } = await subject();
      const target = { productId: soldOut.productId, variantId: null };
      const first = await api.subscribe(target, null);
      expect(first).toMatchObject({ ok: true, value: { id: expect.any(Number), alreadyWaiting: false, message: expect.any(String) } });
      expect(await api.subscribe(target, null)).toMatchObject({ ok: true, value: { id: first.ok && first.value.id, alreadyWaiting: true } });
    });

    it("lists the customer's waiting alerts with the product's name", async () => {
      const { api, soldOut } = await subject();
      const alert = await api.subscribe({ productId: soldOut.productId, variantId: null }, null);
      expect(await api.mine()).toMatchObject({
        ok: true,
        value: [{ id: alert.ok && alert.value.id, productId: soldOut.productId, variantId: null, productName: soldOut.name, createdAt: expect.any(Date) }],
      });
    });

    it('cancels an alert, which then leaves the list', async () => {
      const { api, soldOut } = await subject();
      const alert = await api.subscribe({ productId: soldOut.productId, variantId: null }, null);
      expect(await api.cancel(alert.ok ? alert.value.id : 0)).toEqual({ ok: true, value: undefined });
      expect(await api.mine()).toEqual({ ok: true, value: [] });
    });

    it('answers not-found when cancelling an alert it does not hold', async () => {
      const { api } = await subject();
      expect(await api.cancel(987_654)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('refuses an alert for a product in stock as a conflict, saying why', async () => {
      const { api, inStock } = await subject();
      const refused = await api.subscribe({ productId: inStock.productId, variantId: null }, null);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
    });
  });
}
