import { describe, expect, it } from 'vitest';
import { AdminAiPresenter } from '../../../../src/ui/admin/ai/AdminAiPresenter';
import { settle } from '../shared/adminFakes';
import { aiContainer } from './aiTestKit';

describe('AdminAiPresenter', () => {
  it('opens with the plans, the first page of subscriptions and every scan', async () => {
    const { container, api } = aiContainer();
    const page = container.get(AdminAiPresenter);
    await page.opened();
    await settle();
    expect(page.plans.plans.map((plan) => plan.name)).toEqual(['Light Package', 'Pro']);
    expect(page.subscriptions.list.items.map((row) => row.id)).toEqual([9]);
    expect(api.subscriptionFilters).toEqual([{ page: 1, perPage: 20, search: '', status: undefined }]);
    expect(api.scanFilters).toEqual([{ page: 1, perPage: 20, search: '', status: undefined, subscriptionId: undefined }]);
  });
});
