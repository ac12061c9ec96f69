import type { AdminDashboardApi, Dashboard } from '../../../../src/application/admin/AdminDashboardApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/** A small shop's dashboard on 21 Nov 2026, its figures agreeing with each other as the server's do. Money in piasters. */
export const shopDashboard: Dashboard = {
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  totals: { orders: 12, revenue: 1_634_550, refundedToCards: 45_000, netRevenue: 1_589_550, customers: 17, products: 63, activeProducts: 60, activeAiSubscriptions: 3 },
  growth: {
    orders: { thisMonth: 4, lastMonth: 2, percent: 100 },
    revenue: { thisMonth: 250_000, lastMonth: 500_000, percent: -50 },
    netRevenue: { thisMonth: 205_000, lastMonth: 500_000, percent: -59 },
    customers: { thisMonth: 2, lastMonth: 0, percent: null },
  },
  refunds: { pendingCount: 1, pendingAmount: 10_000, storeCreditOutstanding: 7_500 },
  revenueByMonth: [
    { month: '2026-06', revenue: 0, refundedToCards: 0, netRevenue: 0, refunded: 0, refundsConfirmed: 0, orders: 0, newCustomers: 0 },
    { month: '2026-07', revenue: 100_000, refundedToCards: 0, netRevenue: 100_000, refunded: 0, refundsConfirmed: 0, orders: 2, newCustomers: 1 },
    { month: '2026-08', revenue: 400_000, refundedToCards: 0, netRevenue: 400_000, refunded: 0, refundsConfirmed: 0, orders: 2, newCustomers: 2 },
    { month: '2026-09', revenue: 200_000, refundedToCards: 0, netRevenue: 200_000, refunded: 0, refundsConfirmed: 0, orders: 2, newCustomers: 1 },
    { month: '2026-10', revenue: 500_000, refundedToCards: 0, netRevenue: 500_000, refunded: 0, refundsConfirmed: 0, orders: 2, newCustomers: 0 },
    { month: '2026-11', revenue: 250_000, refundedToCards: 45_000, netRevenue: 205_000, refunded: 52_500, refundsConfirmed: 2, orders: 4, newCustomers: 2 },
  ],
  ordersByStatus: [
    { status: 'Delivered', count: 7 },
    { status: 'Pending', count: 4 },
    { status: 'Processing', count: 1 },
  ],
  recentOrders: [],
  recentPayments: [],
};

/** The back office's dashboard, as the server computed it: `figures`, a small shop's by default. */
export class FakeAdminDashboardApi extends FakeApi implements AdminDashboardApi {
  constructor(public figures: Dashboard = shopDashboard) {
    super();
  }

  dashboard(): Promise<ApiResult<Dashboard>> {
    return this.respond('dashboard', 'dashboard', () => ok(this.figures));
  }
}
