import { type AdminPlan, type AdminScan, type AdminSubscription, AdminAiApi, type PlanFields, type ScanFilter, type SubscriptionFilter } from '../../../../src/application/admin/ai/AdminAiApi';
import { FakePort, pageOf, sectionContainer } from '../shared/sectionsTestKit';

export const plan = (id: number, name: string): AdminPlan => ({
  id,
  name,
  price: 290_000,
  segmentations: 10,
  periodLabel: '',
  description: '',
  nameAr: null,
  descriptionAr: null,
  isActive: true,
  activeSubscriptions: 0,
  subscriptions: 0,
});

export const subscription: AdminSubscription = {
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

/** The back office's AI port: two plans, one subscription, no scans; the filters it was asked with are kept. */
export class FakeAiApi extends FakePort implements AdminAiApi {
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

/** A container wired as the SPA's around a FakeAiApi. */
export function aiContainer() {
  const api = new FakeAiApi();
  return { ...sectionContainer(AdminAiApi, api), api };
}
