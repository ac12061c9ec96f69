import { describe, expect, it } from 'vitest';
import type { AiApi } from '../../../src/application/ai/AiApi';
import { aiPlanById } from '@tiara/domain/ai-plan';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface AiApiSubject {
  readonly api: AiApi;
  /** The signed-in customer, without a plan yet. */
  readonly userId: number;
  /** Whether the backend shows this customer the AI tab. */
  readonly hasAccess: boolean;
  /** Whether the backend names the plan of the newest subscription (SPEC §3 promises only the counts). */
  readonly namesThePlan: boolean;
  /** Places the customer's card order for the plan (SPEC §9 plan id), not paid yet. */
  planOrder(planId: number): Promise<PlacedOrder>;
  /** The customer pays the order. */
  pay(order: PlacedOrder): Promise<void>;
}

const PRO = 2;

/** What the navbar, the AI screens, the account page and the payment confirmation rely on from the AI calls of SPEC §7. */
export function aiApiContract(subject: Subject<AiApiSubject>): void {
  describe('AiApi', () => {
    it('says whether the customer sees the AI tab', async () => {
      const { api, userId, hasAccess } = await subject();
      expect(await api.hasAccess(userId)).toEqual({ ok: true, value: hasAccess });
    });

    it('answers no quota for a customer without a plan', async () => {
      const { api, userId } = await subject();
      expect(await api.activeSubscription(userId)).toEqual({ ok: true, value: null });
    });

    it('activates the plan a paid order bought, after which the quota counts its segmentations', async () => {
      const { api, userId, planOrder, pay, namesThePlan } = await subject();
      const order = await planOrder(PRO);
      expect(await api.subscribe(userId, { subscriptionId: PRO, orderId: order.orderId })).toEqual({ ok: true, value: undefined });
      await pay(order);
      expect(await api.activate(userId, order.reference)).toMatchObject({ ok: true });
      expect(await api.activeSubscription(userId)).toMatchObject({
        ok: true,
        value: { isActive: true, planId: namesThePlan ? PRO : null, segmentationsAllowed: aiPlanById(PRO)?.segmentations, segmentationsUsed: 0 },
      });
    });

    it('answers not-found when activating an order that bought no plan', async () => {
      const { api, userId } = await subject();
      expect(await api.activate(userId, 'tiaraai-987654')).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
