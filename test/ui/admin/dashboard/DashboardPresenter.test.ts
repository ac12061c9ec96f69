import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../src/application/admin/AdminDashboardApi';
import { DashboardPresenter } from '../../../../src/ui/admin/dashboard/DashboardPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminDashboardApi } from '../../../application/support/fakes/FakeAdminDashboardApi';

const dashboard: Dashboard = {
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  totals: { orders: 42, revenue: 1_234_550, refundedToCards: 34_550, netRevenue: 1_200_000, customers: 17, products: 63, activeProducts: 60, activeAiSubscriptions: 3 },
  growth: {
    orders: { thisMonth: 12, lastMonth: 8, percent: 50 },
    revenue: { thisMonth: 5_000, lastMonth: 10_000, percent: -50 },
    netRevenue: { thisMonth: 4_000, lastMonth: 10_000, percent: -60 },
    customers: { thisMonth: 2, lastMonth: 0, percent: null },
  },
  refunds: { pendingCount: 3, pendingAmount: 30_000, storeCreditOutstanding: 12_500 },
  revenueByMonth: [
    { month: '2026-06', revenue: 0, refundedToCards: 0, netRevenue: 0, refunded: 0, refundsConfirmed: 0, orders: 0, newCustomers: 0 },
    { month: '2026-07', revenue: 100_000, refundedToCards: 0, netRevenue: 100_000, refunded: 0, refundsConfirmed: 0, orders: 2, newCustomers: 1 },
    { month: '2026-08', revenue: 400_000, refundedToCards: 0, netRevenue: 400_000, refunded: 0, refundsConfirmed: 0, orders: 5, newCustomers: 2 },
    { month: '2026-09', revenue: 200_000, refundedToCards: 0, netRevenue: 200_000, refunded: 0, refundsConfirmed: 0, orders: 3, newCustomers: 1 },
    { month: '2026-10', revenue: 10_000, refundedToCards: 0, netRevenue: 10_000, refunded: 0, refundsConfirmed: 0, orders: 8, newCustomers: 0 },
    { month: '2026-11', revenue: 5_000, refundedToCards: 1_000, netRevenue: 4_000, refunded: 34_550, refundsConfirmed: 1, orders: 12, newCustomers: 2 },
  ],
  ordersByStatus: [{ status: 'Pending', count: 4 }],
  recentOrders: [],
  recentPayments: [],
};

describe('DashboardPresenter', () => {
  it("shows the server's totals with their month-over-month growth, revenue before and after refunds, this month's refunds and the store credit held", async () => {
    const presenter = new DashboardPresenter(new FakeAdminDashboardApi(dashboard));
    await presenter.opened();
    expect(presenter.cards.map((card) => [card.label, card.value, card.note, card.trend])).toEqual([
      ['Total Orders', '42', '+50% vs last month', 'up'],
      ['Revenue, before refunds', '12,345.50 EGP', '-50% vs last month', 'down'],
      ['Net revenue, after refunds', '12,000 EGP', 'Card payments less card refunds · -60% vs last month', 'down'],
      ['Refunds this month', '345.50 EGP', '1 confirmed · 3 waiting for the gateway', null],
      ['Store credit held', '125 EGP', 'Owed to customers, to spend at checkout', null],
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
    expect(presenter.cards).toHaveLength(8);
  });
});
