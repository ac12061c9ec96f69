import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import type { StoreCreditApi } from '../../../src/application/store-credit/StoreCreditApi';
import type { Piasters } from '@tiara/domain/money';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface StoreCreditApiSubject {
  /** The store credit of a signed-in customer who was given `given` as a refund in store credit. */
  readonly api: StoreCreditApi;
  readonly given: Piasters;
  /** The store credit of a signed-in customer who never had any. */
  readonly none: StoreCreditApi;
  /** Places an order for the first customer that pays `amount` of its total with store credit. */
  spend(amount: Piasters): Promise<PlacedOrder>;
  /** Asks the order port (OrderApi.create) for such an order, whatever it answers. */
  askToSpend(amount: Piasters): Promise<ApiResult<number>>;
}

/** What the account's store credit and the checkout's choice rely on from GET /api/store-credit (this server's addition to SPEC). */
export function storeCreditApiContract(subject: Subject<StoreCreditApiSubject>): void {
  describe('StoreCreditApi', () => {
    it('reads the balance and the refund that gave it, in piasters', async () => {
      const { api, given } = await subject();
      expect(await api.mine()).toMatchObject({ ok: true, value: { balance: given, entries: [{ id: expect.any(Number), kind: 'refund', amount: given, createdAt: expect.any(Date) }] } });
    });

    it('reads a spend on an order first, negative, with the balance it leaves', async () => {
      const { api, given, spend } = await subject();
      const order = await spend(given / 2);
      const credit = await api.mine();
      expect(credit).toMatchObject({ ok: true, value: { balance: given / 2, entries: [{ kind: 'spent', amount: -given / 2, orderId: order.orderId }, { kind: 'refund', amount: given }] } });
    });

    it('refuses an order that spends more than the balance as a conflict, saying why, and spends nothing', async () => {
      const { api, given, askToSpend } = await subject();
      const refused = await askToSpend(given + 100);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'store_credit_rejected' } });
      expect(!refused.ok && refused.error.message).not.toBe('');
      expect(await api.mine()).toMatchObject({ ok: true, value: { balance: given, entries: [{ kind: 'refund' }] } });
    });

    it('reads nothing for a customer who never had credit', async () => {
      const { none } = await subject();
      expect(await none.mine()).toEqual({ ok: true, value: { balance: 0, entries: [] } });
    });
  });
}
