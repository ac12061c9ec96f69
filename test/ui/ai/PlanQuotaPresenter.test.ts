import { describe, expect, it } from 'vitest';
import { PlanQuotaPresenter } from '../../../src/ui/ai/PlanQuotaPresenter';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { nour } from '../account/accountTestKit';
import { type AiKit, aiTestKit, quotaOf } from './aiTestKit';

/** The plan card of a page just opened, once the quota arrived. */
async function openPlan(prepare: (kit: AiKit) => void = () => {}) {
  const kit = aiTestKit();
  prepare(kit);
  const plan = kit.container.get(PlanQuotaPresenter);
  void plan.load(true);
  await settle();
  return { ...kit, plan };
}

describe('PlanQuotaPresenter', () => {
  it('shows a loading placeholder until the quota arrives, then counts the used segmentations up over 1.5 s in 60 steps', async () => {
    const kit = aiTestKit();
    kit.ai.quotas.set(nour.userId, quotaOf(20));
    const plan = kit.container.get(PlanQuotaPresenter);
    const loading = plan.load(true);
    expect(plan.status).toBe('loading');
    expect(await loading).toBe('active');

    expect([plan.status, plan.planName, plan.shownUsed, plan.usedText]).toEqual(['active', 'Pro', 0, '0 / 25']);
    const shown: number[] = [];
    for (let step = 0; step < 60; step++) {
      kit.clock.advance(25);
      shown.push(plan.shownUsed);
    }
    expect(shown).toHaveLength(60);
    expect(shown.slice(0, -1).every((value) => value < 20)).toBe(true);
    expect(shown.every((value, index) => index === 0 || value >= shown[index - 1]!)).toBe(true);
    expect(plan.usedText).toBe('20 / 25');
    expect(kit.clock.pending).toBe(0);
  });

  it.each([
    [5, 'blue', 20],
    [18, 'orange', 7],
    [23, 'red', 2],
  ])('colours the usage bar by SPEC: %i of 25 used is %s', async (used, band, remaining) => {
    const { plan } = await openPlan((kit) => {
      kit.ai.quotas.set(nour.userId, quotaOf(used));
    });
    expect([plan.usageBand, plan.remaining, plan.remainingIsCritical]).toEqual([band, remaining, false]);
    expect(plan.usagePercent).toBe(Math.round((used * 100) / 25));
  });

  it("warns 'Only N segmentations left!' at 1 or 2, and at 0 says so in red and why uploads are disabled", async () => {
    const low = await openPlan((kit) => {
      kit.ai.quotas.set(nour.userId, quotaOf(24));
    });
    expect([low.plan.lowQuotaWarning, low.plan.noQuotaNotice, low.plan.disabledReason]).toEqual(['Only 1 segmentations left!', null, null]);

    const empty = await openPlan((kit) => {
      kit.ai.quotas.set(nour.userId, quotaOf(25));
    });
    expect(empty.plan.lowQuotaWarning).toBeNull();
    expect(empty.plan.noQuotaNotice).toBe('No segmentations remaining. Please upgrade your plan.');
    expect([empty.plan.remaining, empty.plan.remainingIsCritical]).toEqual([0, true]);
    expect(empty.plan.disabledReason).toBe('No segmentations remaining');
    expect(empty.storage.getItem('tiaraAiSubscription')).toBe('true');
  });

  it("without a subscription: 'No active subscription found', uploads disabled, and the flag stored as 'false'", async () => {
    const { plan, toasts, storage, navigator } = await openPlan((kit) => {
      kit.ai.quotas.clear();
    });
    expect(plan.status).toBe('none');
    expect(plan.disabledReason).toBe('No active subscription');
    expect(toasts.toasts).toMatchObject([{ tone: 'error', message: 'No active subscription found. Please subscribe to TiaraAI first.', durationMs: 5_000 }]);
    expect([storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['false', '0']);
    expect(navigator.visited).toEqual([]);
  });

  it('says no subscription in a toast only on the first load', async () => {
    const { plan, toasts, ai } = await openPlan();
    ai.quotas.clear();
    expect(await plan.load(false)).toBe('none');
    expect([plan.status, toasts.toasts]).toEqual(['none', []]);
  });

  it("when the subscription cannot be fetched: the toast, the flag 'false' with allowed '0', and off to /ai", async () => {
    const { toasts, storage, navigator } = await openPlan((kit) => {
      kit.ai.failures.set('activeSubscription', apiFailure('network'));
    });
    expect(toasts.toasts).toMatchObject([{ tone: 'error', message: 'Unable to load subscription data. Please refresh the page.', durationMs: 5_000 }]);
    expect([storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['false', '0']);
    expect(navigator.visited).toEqual(['/ai']);
  });

  it("keeps the account screen's cached quota current", async () => {
    const { session } = await openPlan((kit) => {
      kit.ai.quotas.set(nour.userId, quotaOf(7));
    });
    expect(session.cachedSubscription()?.value.segmentationsUsed).toBe(7);
  });

  it('closing stops the count-up and drops an answer still on its way', async () => {
    const kit = await openPlan((kit) => {
      kit.ai.quotas.set(nour.userId, quotaOf(20));
    });
    kit.plan.closed();
    expect(kit.clock.pending).toBe(0);
    kit.ai.quotas.set(nour.userId, quotaOf(3));
    const loading = kit.plan.load(false);
    kit.plan.closed();
    expect(await loading).toBeNull();
    expect(kit.plan.subscription?.segmentationsUsed).toBe(20);
  });
});
