import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../src/application/admin/AdminDashboardApi';
import { DashboardPresenter } from '../../../../src/ui/admin/dashboard/DashboardPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminDashboardApi } from '../../../application/support/fakes/FakeAdminDashboardApi';

const dashboard: Dashboard = {
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  totals: { orders: 42, revenue: 1_234_550, customers: 17, products: 63, activeProducts: 60, activeAiSubscriptions: 3 },
  growth: {
    orders: { thisMonth: 12, lastMonth: 8, percent: 50 },
    revenue: { thisMonth: 5_000, lastMonth: 10_000, percent: -50 },
    customers: { thisMonth: 2, lastMonth: 0, percent: null },
  },
  revenueByMonth: [
    { month: '2026-06', revenue: 0, orders: 0, newCustomers: 0 },
    { month: '2026-07', revenue: 100_000, orders: 2, newCustomers: 1 },
    { month: '2026-08', revenue: 400_000, orders: 5, newCustomers: 2 },
    { month: '2026-09', revenue: 200_000, orders: 3, newCustomers: 1 },
    { month: '2026-10', revenue: 10_000, orders: 8, newCustomers: 0 },
    { month: '2026-11', revenue: 5_000, orders: 12, newCustomers: 2 },
  ],
  ordersByStatus: [{ status: 'Pending', count: 4 }],
  recentOrders: [],
  recentPayments: [],
};

describe('DashboardPresenter', () => {
  it("shows the server's totals with their month-over-month growth", async () => {
    const presenter = new DashboardPresenter(new FakeAdminDashboardApi(dashboard));
    await presenter.opened();
    expect(presenter.cards.map((card) => [card.label, card.value, card.note, card.trend])).toEqual([
      ['Total Orders', '42', '+50% vs last month', 'up'],
      ['Revenue', '12,345.50 EGP', '-50% vs last month', 'down'],
      ['Customers', '17', 'No figures last month', 'level'],
      ['Products', '63', '60 active', null],
      ['Active TiaraAI Subscriptions', '3', 'TiaraAI', null],
    ]);
    expect(presenter.lastUpdated).toBe('Last updated 21 Nov 2026, 12:00');
  });

  it('draws six months of revenue against the best month', async () => {
    const presenter = new DashboardPresenter(new FakeAdminDashboardApi(dashboard));
    await presenter.opened();
    expect(presenter.revenueBars.map((bar) => [bar.label, bar.valueText, bar.share])).toEqual([
      ['Jun 2026', '0 EGP', 0],
      ['Jul 2026', '1,000 EGP', 0.25],
      ['Aug 2026', '4,000 EGP', 1],
      ['Sep 2026', '2,000 EGP', 0.5],
      ['Oct 2026', '100 EGP', 0.025],
      ['Nov 2026', '50 EGP', 0.0125],
    ]);
  });

  it("keeps the last figures and shows the server's message when a refresh fails", async () => {
    const api = new FakeAdminDashboardApi(dashboard);
    const presenter = new DashboardPresenter(api);
    await presenter.opened();
    api.failures.set('dashboard', refusal(403, 'no_longer_staff', 'This account is no longer staff.'));
    await presenter.refreshClicked();
    expect(presenter.error).toBe('This account is no longer staff.');
    expect(presenter.cards).toHaveLength(5);
  });
});
