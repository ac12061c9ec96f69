import * as z from 'zod/mini';
import { DashboardJson, type GrowthJson } from '@tiara/contract/staff/dashboardJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { AdminDashboardApi, Dashboard, Growth } from '../../../application/admin/AdminDashboardApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { instant } from './adminWireSchemas';
import { summaryOf } from './staffOrderSchemas';

/** A growth figure as the server wrote it (revenue's in pounds). */
const growthOf = (wire: GrowthJson): Growth => ({ thisMonth: wire.this_month, lastMonth: wire.last_month, percent: wire.percent });

const dashboardSchema: z.ZodMiniType<Dashboard> = z.pipe(
  DashboardJson,
  z.transform((wire, context) => ({
    generatedAt: instant(wire.generated_at, context),
    totals: {
      orders: wire.totals.orders,
      revenue: piastersFromPounds(wire.totals.revenue),
      refundedToCards: piastersFromPounds(wire.totals.refunded_to_cards),
      netRevenue: piastersFromPounds(wire.totals.net_revenue),
      customers: wire.totals.customers,
      products: wire.totals.products,
      activeProducts: wire.totals.active_products,
      activeAiSubscriptions: wire.totals.active_ai_subscriptions,
    },
    growth: { orders: growthOf(wire.growth.orders), revenue: growthOf(wire.growth.revenue), netRevenue: growthOf(wire.growth.net_revenue), customers: growthOf(wire.growth.customers) },
    refunds: {
      pendingCount: wire.refunds.pending_count,
      pendingAmount: piastersFromPounds(wire.refunds.pending_amount),
      storeCreditOutstanding: piastersFromPounds(wire.refunds.store_credit_outstanding),
    },
    revenueByMonth: wire.revenue_by_month.map((month) => ({
      month: month.month,
      revenue: piastersFromPounds(month.revenue),
      refundedToCards: piastersFromPounds(month.refunded_to_cards),
      netRevenue: piastersFromPounds(month.net_revenue),
      refunded: piastersFromPounds(month.refunded),
      refundsConfirmed: month.refunds_confirmed,
      orders: month.orders,
      newCustomers: month.new_customers,
    })),
    ordersByStatus: wire.orders_by_status,
    recentOrders: wire.recent_orders.map((order) => summaryOf(order, context)),
    recentPayments: wire.recent_payments.map((payment) => ({
      id: payment.id,
      orderId: payment.order_id,
      amount: piastersFromPounds(payment.amount),
      gateway: payment.gateway,
      status: payment.status,
      customerName: payment.customer_name,
      createdAt: instant(payment.created_at, context),
    })),
  })),
);

/** GET /api/admin/dashboard. */
export class HttpAdminDashboardApi implements AdminDashboardApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  dashboard(): Promise<ApiResult<Dashboard>> {
    return this.http.get('/api/admin/dashboard', dashboardSchema);
  }
}
