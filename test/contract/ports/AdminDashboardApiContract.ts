import { describe, expect, it } from 'vitest';
import type { AdminDashboardApi } from '../../../src/application/admin/AdminDashboardApi';
import { Brand } from '@tiara/domain/brand';
import type { Subject } from './support/Subject';

export interface AdminDashboardApiSubject {
  readonly api: AdminDashboardApi;
  /** How many products the shop holds, active or not. */
  readonly products: number;
}

/** The calendar month (YYYY-MM) of `at` in the shop's time zone. */
const shopMonth = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: Brand.timeZone, year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);

/** What the back office's dashboard relies on: figures the server computed, agreeing with each other. */
export function adminDashboardApiContract(subject: Subject<AdminDashboardApiSubject>): void {
  describe('AdminDashboardApi', () => {
    it("answers the shop's totals: every order counted once by its status, the active products among all it holds", async () => {
      const { api, products } = await subject();
      const dashboard = await api.dashboard();
      if (!dashboard.ok) throw new Error(dashboard.error.message);
      const { totals, ordersByStatus } = dashboard.value;
      expect(ordersByStatus.reduce((sum, row) => sum + row.count, 0)).toBe(totals.orders);
      expect(totals.products).toBe(products);
      expect(totals.activeProducts).toBeLessThanOrEqual(totals.products);
    });

    it('answers six calendar months of revenue in piasters, oldest first, the month it was made in last', async () => {
      const { api } = await subject();
      const dashboard = await api.dashboard();
      if (!dashboard.ok) throw new Error(dashboard.error.message);
      const months = dashboard.value.revenueByMonth;
      expect(months).toHaveLength(6);
      expect(months.map((month) => month.month)).toEqual(months.map((month) => month.month).sort());
      expect(new Set(months.map((month) => month.month)).size).toBe(6);
      expect(months.at(-1)?.month).toBe(shopMonth(dashboard.value.generatedAt));
      expect(months.every((month) => Number.isInteger(month.revenue))).toBe(true);
      expect(dashboard.value.totals.revenue).toBeGreaterThanOrEqual(months.reduce((sum, month) => sum + month.revenue, 0));
    });

    it('tells revenue before and after the card refunds, each month and in all, and the refunds of every method apart', async () => {
      const { api } = await subject();
      const dashboard = await api.dashboard();
      if (!dashboard.ok) throw new Error(dashboard.error.message);
      const { totals, revenueByMonth, refunds } = dashboard.value;
      expect(totals.netRevenue).toBe(totals.revenue - totals.refundedToCards);
      for (const month of revenueByMonth) {
        expect(month.netRevenue).toBe(month.revenue - month.refundedToCards);
        expect(month.refunded).toBeGreaterThanOrEqual(month.refundedToCards);
        expect(Number.isInteger(month.refundsConfirmed) && month.refundsConfirmed >= 0).toBe(true);
      }
      expect(refunds.pendingCount >= 0 && refunds.pendingAmount >= 0 && refunds.storeCreditOutstanding >= 0).toBe(true);
      expect(refunds.pendingCount === 0).toBe(refunds.pendingAmount === 0);
    });
  });
}
