import { describe, expect, it } from 'vitest';
import type { PromoApi } from '../../../src/application/promo/PromoApi';
import type { Subject } from './support/Subject';

export interface PromoApiSubject {
  readonly api: PromoApi;
  /** The signed-in customer, who has not used the code. */
  readonly userId: number;
  /** A code the backend takes, worth this percent of the amount. */
  readonly code: { readonly code: string; readonly percent: number };
  /** Places an order for the customer that applies the code. */
  orderWithCode(): Promise<{ readonly orderId: number; readonly promoCodeId: number }>;
}

/** What the cart, checkout and payment confirmation rely on from the promo calls of SPEC §7. */
export function promoApiContract(subject: Subject<PromoApiSubject>): void {
  describe('PromoApi', () => {
    it('accepts a code it holds, with the discount in piasters and the code’s id', async () => {
      const { api, userId, code } = await subject();
      expect(await api.validate({ code: code.code, orderAmount: 100_000, userId })).toMatchObject({
        ok: true,
        value: { isValid: true, discount: (100_000 * code.percent) / 100, promoCodeId: expect.any(Number) },
      });
    });

    it('refuses a code it does not hold with the reason to show, and no discount', async () => {
      const { api, userId } = await subject();
      const check = await api.validate({ code: 'NOSUCHCODE', orderAmount: 100_000, userId });
      expect(check).toMatchObject({ ok: true, value: { isValid: false, discount: 0, message: expect.any(String) } });
      expect(check.ok && check.value.message).not.toBe('');
    });

    it('records the use of the code by an order that applied it', async () => {
      const { api, userId, orderWithCode } = await subject();
      const { orderId, promoCodeId } = await orderWithCode();
      expect(await api.recordUsage({ userId, promoCodeId, orderId, usedAt: new Date() })).toEqual({ ok: true, value: undefined });
    });
  });
}
