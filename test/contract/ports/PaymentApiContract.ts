import { describe, expect, it } from 'vitest';
import type { PaymentApi } from '../../../src/application/payments/PaymentApi';
import type { PaymentIntentionPayload } from '@tiara/domain/checkout';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface PaymentApiSubject {
  readonly api: PaymentApi;
  /** Places a card order for the signed-in customer, with the intention payload checkout builds for it. */
  cardOrder(): Promise<{ readonly order: PlacedOrder; readonly intention: PaymentIntentionPayload }>;
  /** The customer pays on the gateway's page the checkout URL opens. */
  payAt(checkoutUrl: string): Promise<void>;
}

/** What checkout and the payment confirmation rely on from the payment calls of SPEC §7. */
export function paymentApiContract(subject: Subject<PaymentApiSubject>): void {
  describe('PaymentApi', () => {
    it("opens the gateway's checkout for a card order: a URL to send the browser to", async () => {
      const { api, cardOrder } = await subject();
      const { intention } = await cardOrder();
      const checkout = await api.createIntention(intention);
      expect(checkout).toMatchObject({ ok: true, value: expect.any(String) });
      expect(checkout.ok && new URL(checkout.value, 'http://shop.example').pathname).not.toBe('/');
    });

    it('takes the status the browser reports once the customer paid', async () => {
      const { api, cardOrder, payAt } = await subject();
      const { order, intention } = await cardOrder();
      const checkout = await api.createIntention(intention);
      await payAt(checkout.ok ? checkout.value : '');
      expect(await api.reportStatus(order.reference, 'Success')).toEqual({ ok: true, value: undefined });
    });

    it('answers not-found for the status of an order it does not hold', async () => {
      const { api } = await subject();
      expect(await api.reportStatus('987654', 'Success')).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
