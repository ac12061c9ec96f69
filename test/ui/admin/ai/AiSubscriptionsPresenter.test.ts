import { describe, expect, it } from 'vitest';
import { AiSubscriptionsPresenter } from '../../../../src/ui/admin/ai/AiSubscriptionsPresenter';
import { settle } from '../shared/adminFakes';
import { aiContainer } from './aiTestKit';

async function setUp() {
  const kit = aiContainer();
  const subscriptions = kit.container.get(AiSubscriptionsPresenter);
  await subscriptions.list.reload();
  return { ...kit, subscriptions };
}

describe('AiSubscriptionsPresenter', () => {
  it('adjusts a quota, never below the segmentations used', async () => {
    const { subscriptions, api, lastToast } = await setUp();
    subscriptions.adjustQuotaClicked(subscriptions.list.items[0]!);
    expect(subscriptions.quotaForm?.allowed).toBe('25');
    subscriptions.quotaTyped('19');
    await subscriptions.saveQuotaClicked();
    expect(subscriptions.quotaForm?.error).toBe('The quota cannot be below the 20 segmentations already used.');
    subscriptions.quotaTyped('x');
    await subscriptions.saveQuotaClicked();
    expect(subscriptions.quotaForm?.error).toBe('The quota must be a whole number of 0 or more.');
    subscriptions.quotaTyped('40');
    await subscriptions.saveQuotaClicked();
    expect(api.calls).toContain('quota 9 40');
    expect(subscriptions.quotaForm).toBeNull();
    expect(subscriptions.list.items[0]).toMatchObject({ segmentationsAllowed: 40, segmentationsRemaining: 20 });
    expect(lastToast()?.message).toBe('Subscription #9 now allows 40 segmentations.');
  });

  it('filters the subscriptions by status and text', async () => {
    const { subscriptions, api } = await setUp();
    subscriptions.statusChosen('Active');
    subscriptions.searchChanged('mona');
    await settle();
    expect(api.subscriptionFilters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'mona', status: 'Active' });
  });
});
