import { describe, expect, it } from 'vitest';
import { type AdminAiApi, PLAN_IDS, type PlanFields, type ScanStatus } from '../../../src/application/admin/ai/AdminAiApi';
import type { Subject } from './support/Subject';

/** A customer's subscription, as the back office finds it. */
export interface SubscriptionHeld {
  readonly id: number;
  readonly email: string;
}

export interface AdminAiApiSubject {
  readonly api: AdminAiApi;
  /** A name nothing has yet, starting with `base` (a new one each call). */
  uniqueName(base: string): string;
  /** A new customer's active subscription to plan `planId`, allowing `allowed` segmentations of which `used` are used, newer than every one before it. */
  newSubscription(planId: number, allowed: number, used: number): Promise<SubscriptionHeld>;
  /** A scan the subscription's customer uploaded as `fileName`, processed until `status`, newer than every one before it. */
  newScan(subscription: SubscriptionHeld, fileName: string, status: ScanStatus): Promise<{ readonly id: number }>;
}

/** No plan and no subscription has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 5 };

const fieldsOf = ({ name, price, segmentations, periodLabel, description, nameAr, descriptionAr, periodLabelAr, isActive }: PlanFields): PlanFields => ({
  name,
  price,
  segmentations,
  periodLabel,
  description,
  nameAr,
  descriptionAr,
  periodLabelAr,
  isActive,
});

/** What the back office's AI screen relies on from the plan, subscription and scan calls. */
export function adminAiApiContract(subject: Subject<AdminAiApiSubject>): void {
  describe('AdminAiApi', () => {
    it("lists the plans the storefront's cart can name, by id, and reads an edit back", async () => {
      const { api, uniqueName } = await subject();
      const plans = await api.plans();
      if (!plans.ok) throw new Error(plans.error.message);
      expect(plans.value.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
      const premium = plans.value[2]!;
      const described = { ...fieldsOf(premium), description: uniqueName('For busy clinics'), periodLabelAr: '/شهريًا' };
      try {
        expect(await api.updatePlan(premium.id, described)).toEqual({ ok: true, value: { ...described, id: premium.id, activeSubscriptions: premium.activeSubscriptions, subscriptions: premium.subscriptions } });
        const after = await api.plans();
        expect(after.ok && after.value.find((plan) => plan.id === premium.id)).toMatchObject({ description: described.description, price: premium.price });
      } finally {
        await api.updatePlan(premium.id, fieldsOf(premium));
      }
    });

    it('refuses a plan under an id already taken as a conflict, and answers not-found for a plan it does not hold', async () => {
      const { api } = await subject();
      const plans = await api.plans();
      if (!plans.ok) throw new Error(plans.error.message);
      const light = plans.value[0]!;
      const refused = await api.createPlan(light.id, { ...fieldsOf(light), name: 'Another plan' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'plan_exists' } });
      expect(!refused.ok && refused.error.message).toContain(`#${light.id}`);
      expect(await api.plans()).toMatchObject({ ok: true, value: [{ id: light.id, name: light.name }, {}, {}] });
      expect(await api.updatePlan(UNKNOWN_ID, fieldsOf(light))).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.deletePlan(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('counts a new subscription on its plan, and refuses to delete a plan someone subscribed to, naming it', async () => {
      const { api, newSubscription } = await subject();
      const planOf = async () => {
        const plans = await api.plans();
        if (!plans.ok) throw new Error(plans.error.message);
        return plans.value.find((plan) => plan.id === 2)!;
      };
      const before = await planOf();
      await newSubscription(2, 25, 0);
      const after = await planOf();
      expect(after).toMatchObject({ subscriptions: before.subscriptions + 1, activeSubscriptions: before.activeSubscriptions + 1 });
      const refused = await api.deletePlan(2);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'plan_has_subscriptions' } });
      expect(!refused.ok && refused.error.message).toContain(after.name);
      expect(await planOf()).toEqual(after);
    });

    it("finds a subscription by the customer's e-mail and its status, with what remains of it, and sets its allowance, never below what is used", async () => {
      const { api, newSubscription } = await subject();
      const { id, email } = await newSubscription(1, 10, 3);
      const found = await api.subscriptions({ ...firstPage, search: email });
      expect(found).toMatchObject({
        ok: true,
        value: { items: [{ id, user: { email }, plan: { id: 1 }, status: 'Active', segmentationsAllowed: 10, segmentationsUsed: 3, segmentationsRemaining: 7, scanCount: 0 }], total: 1, page: 1, perPage: 5, pageCount: 1 },
      });
      expect(await api.subscriptions({ ...firstPage, search: email, status: 'Cancelled' })).toMatchObject({ ok: true, value: { items: [], total: 0, pageCount: 0 } });
      const refused = await api.setQuota(id, 2);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'quota_below_used' } });
      expect(!refused.ok && refused.error.message).toContain('3');
      expect(await api.setQuota(id, 12)).toMatchObject({ ok: true, value: { id, segmentationsAllowed: 12, segmentationsUsed: 3, segmentationsRemaining: 9 } });
      expect(await api.subscriptions({ ...firstPage, search: email, status: 'Active' })).toMatchObject({ ok: true, value: { items: [{ id, segmentationsAllowed: 12 }] } });
      expect(await api.setQuota(UNKNOWN_ID, 12)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('finds a scan by its file name, lists the scans of a subscription newest first by status, and counts them on it', async () => {
      const { api, uniqueName, newSubscription, newScan } = await subject();
      const subscription = await newSubscription(2, 25, 2);
      const done = `${uniqueName('jaw')}.dcm`;
      const failed = `${uniqueName('skull')}.dcm`;
      const first = await newScan(subscription, done, 'Completed');
      const second = await newScan(subscription, failed, 'Failed');
      expect(await api.scans({ ...firstPage, search: done })).toMatchObject({
        ok: true,
        value: { items: [{ id: first.id, fileName: done, userEmail: subscription.email, subscriptionId: subscription.id, status: 'Completed' }], total: 1 },
      });
      expect(await api.scans({ ...firstPage, subscriptionId: subscription.id })).toMatchObject({ ok: true, value: { items: [{ id: second.id, fileName: failed }, { id: first.id }], total: 2 } });
      expect(await api.scans({ ...firstPage, subscriptionId: subscription.id, status: 'Failed' })).toMatchObject({ ok: true, value: { items: [{ id: second.id, status: 'Failed' }], total: 1 } });
      expect(await api.subscriptions({ ...firstPage, search: subscription.email })).toMatchObject({ ok: true, value: { items: [{ id: subscription.id, scanCount: 2 }] } });
    });
  });
}
