import { describe, expect, it } from 'vitest';
import { AiScansPresenter } from '../../../../src/ui/admin/ai/AiScansPresenter';
import { AiSubscriptionsPresenter } from '../../../../src/ui/admin/ai/AiSubscriptionsPresenter';
import { settle } from '../shared/adminFakes';
import { aiContainer } from './aiTestKit';

describe('AiScansPresenter', () => {
  it("shows one subscription's scans, then all, with the status filter", async () => {
    const { container, api } = aiContainer();
    const subscriptions = container.get(AiSubscriptionsPresenter);
    await subscriptions.list.reload();
    const scans = container.get(AiScansPresenter);
    scans.scansOfClicked(subscriptions.list.items[0]!);
    scans.statusChosen('Failed');
    await settle();
    expect(api.scanFilters.at(-1)).toEqual({ page: 1, perPage: 20, search: '', status: 'Failed', subscriptionId: 9 });
    scans.allScansClicked();
    await settle();
    expect(api.scanFilters.at(-1)).toMatchObject({ subscriptionId: undefined, status: 'Failed' });
  });
});
