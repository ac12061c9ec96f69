import { describe, expect, it } from 'vitest';
import {
  type AdminPlan,
  type AdminScan,
  type AdminSubscription,
  AdminAiApi,
  type PlanFields,
  type ScanFilter,
  type SubscriptionFilter,
} from '../../../../src/application/admin/ai/AdminAiApi';
import { AdminAiPresenter } from '../../../../src/ui/admin/ai/AdminAiPresenter';
import { FakePort, pageOf, rejected, sectionContainer, settle } from '../management/sectionsTestKit';

const plan = (id: number, name: string): AdminPlan => ({ id, name, price: 290_000, segmentations: 10, periodLabel: '', description: '', nameAr: null, descriptionAr: null, isActive: true, activeSubscriptions: 0, subscriptions: 0 });

const subscription: AdminSubscription = {
  id: 9,
  user: { id: 4, name: 'Mona Hassan', email: 'mona@clinic.example' },
  plan: { id: 2, name: 'Pro' },
  orderId: 31,
  status: 'Active',
  segmentationsAllowed: 25,
  segmentationsUsed: 20,
  segmentationsRemaining: 5,
  scanCount: 20,
  activatedAt: new Date('2026-11-01T10:00:00Z'),
  createdAt: new Date('2026-11-01T09:00:00Z'),
};

class FakeAiApi extends FakePort implements AdminAiApi {
  stored: AdminPlan[] = [plan(1, 'Light Package'), plan(2, 'Pro')];
  scanFilters: ScanFilter[] = [];
  subscriptionFilters: SubscriptionFilter[] = [];

  plans() {
    return this.answer('plans', () => [...this.stored]);
  }
  createPlan(id: number, fields: PlanFields) {
    return this.answer(`create ${id}`, () => {
      const created = { ...fields, id, activeSubscriptions: 0, subscriptions: 0 };
      this.stored.push(created);
      return created;
    });
  }
  updatePlan(id: number, fields: PlanFields) {
    return this.answer(`update ${id}`, () => ({ ...this.stored.find((candidate) => candidate.id === id)!, ...fields }));
  }
  deletePlan(id: number) {
    return this.answer(`delete ${id}`, () => {
      this.stored = this.stored.filter((candidate) => candidate.id !== id);
      return { id };
    });
  }
  subscriptions(filter: SubscriptionFilter) {
    this.subscriptionFilters.push(filter);
    return Promise.resolve(pageOf([subscription], filter));
  }
  setQuota(id: number, allowed: number) {
    return this.answer(`quota ${id} ${allowed}`, () => ({ ...subscription, segmentationsAllowed: allowed, segmentationsRemaining: allowed - subscription.segmentationsUsed }));
  }
  scans(filter: ScanFilter) {
    this.scanFilters.push(filter);
    return Promise.resolve(pageOf<AdminScan>([], filter));
  }
}

async function setUp() {
  const api = new FakeAiApi();
  const kit = sectionContainer(AdminAiApi, api);
  const presenter = kit.container.get(AdminAiPresenter);
  await presenter.opened();
  await settle();
  return { ...kit, api, presenter };
}

describe('AdminAiPresenter', () => {
  it('adds a plan under the free id, with its price in piasters', async () => {
    const { presenter, api, lastToast } = await setUp();
    expect(presenter.freePlanIds).toEqual([3]);
    presenter.addPlanClicked();
    expect(presenter.planEditor.form?.id).toBe('3');
    presenter.planEditor.fieldChanged('name', 'Premium');
    presenter.planEditor.fieldChanged('price', '9800');
    presenter.planEditor.fieldChanged('segmentations', '50');
    presenter.planEditor.fieldChanged('periodLabel', '/month');
    await presenter.savePlanClicked();
    await settle();
    expect(api.calls).toContain('create 3');
    expect(api.stored[2]).toMatchObject({ id: 3, name: 'Premium', price: 980_000, segmentations: 50, periodLabel: '/month' });
    expect(presenter.plans).toHaveLength(3);
    expect(lastToast()?.message).toBe('Plan added.');
    presenter.addPlanClicked();
    expect(presenter.planEditor.form).toBeNull();
    expect(lastToast()?.message).toBe('All three plan ids (1 to 3) are taken: edit or delete a plan instead.');
  });

  it('edits the Arabic name and description beside the English, trimmed, a blank one sent as none', async () => {
    const { presenter, api } = await setUp();
    const sent: PlanFields[] = [];
    const update = api.updatePlan.bind(api);
    api.updatePlan = (id, fields) => {
      sent.push(fields);
      return update(id, fields);
    };
    presenter.editPlanClicked({ ...presenter.plans[1]!, nameAr: 'باقة Pro' });
    expect(presenter.planEditor.form).toMatchObject({ name: 'Pro', nameAr: 'باقة Pro', descriptionAr: '' });
    presenter.planEditor.fieldChanged('nameAr', '  ');
    presenter.planEditor.fieldChanged('descriptionAr', ' للعيادات المزدحمة ');
    await presenter.savePlanClicked();
    await settle();
    expect(api.calls).toContain('update 2');
    expect(sent).toEqual([expect.objectContaining({ name: 'Pro', nameAr: null, descriptionAr: 'للعيادات المزدحمة' })]);
  });

  it('validates a plan and shows a refused delete', async () => {
    const { presenter, api, lastToast } = await setUp();
    presenter.editPlanClicked(presenter.plans[1]!);
    expect(presenter.planEditor.form).toMatchObject({ name: 'Pro', price: '2900', segmentations: '10' });
    presenter.planEditor.fieldChanged('name', ' ');
    presenter.planEditor.fieldChanged('price', '29.999');
    presenter.planEditor.fieldChanged('segmentations', '0');
    await presenter.savePlanClicked();
    expect(presenter.planEditor.errors).toEqual({
      name: 'Name is required.',
      price: 'Price (EGP) must be an amount in EGP of 0 or more, with at most two decimals.',
      segmentations: 'Segmentations must be a whole number of 1 or more.',
    });
    presenter.deletePlanClicked(presenter.plans[1]!);
    api.refuseNext(rejected('Customers subscribed to this plan: switch it off instead.', 409));
    await presenter.confirmation.confirmed();
    expect(lastToast()?.message).toBe('Customers subscribed to this plan: switch it off instead.');
    expect(presenter.plans).toHaveLength(2);
  });

  it('adjusts a quota, never below the segmentations used', async () => {
    const { presenter, api, lastToast } = await setUp();
    presenter.adjustQuotaClicked(presenter.subscriptions.items[0]!);
    expect(presenter.quotaForm?.allowed).toBe('25');
    presenter.quotaTyped('19');
    await presenter.saveQuotaClicked();
    expect(presenter.quotaForm?.error).toBe('The quota cannot be below the 20 segmentations already used.');
    presenter.quotaTyped('x');
    await presenter.saveQuotaClicked();
    expect(presenter.quotaForm?.error).toBe('The quota must be a whole number of 0 or more.');
    presenter.quotaTyped('40');
    await presenter.saveQuotaClicked();
    expect(api.calls).toContain('quota 9 40');
    expect(presenter.quotaForm).toBeNull();
    expect(presenter.subscriptions.items[0]).toMatchObject({ segmentationsAllowed: 40, segmentationsRemaining: 20 });
    expect(lastToast()?.message).toBe('Subscription #9 now allows 40 segmentations.');
  });

  it("shows one subscription's scans, then all, with the status filter", async () => {
    const { presenter, api } = await setUp();
    presenter.scansOfClicked(presenter.subscriptions.items[0]!);
    presenter.scanStatusChosen('Failed');
    await settle();
    expect(api.scanFilters.at(-1)).toEqual({ page: 1, perPage: 20, search: '', status: 'Failed', subscriptionId: 9 });
    presenter.allScansClicked();
    await settle();
    expect(api.scanFilters.at(-1)).toMatchObject({ subscriptionId: undefined, status: 'Failed' });
    presenter.subscriptionStatusChosen('Active');
    presenter.subscriptionSearchChanged('mona');
    await settle();
    expect(api.subscriptionFilters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'mona', status: 'Active' });
  });
});
