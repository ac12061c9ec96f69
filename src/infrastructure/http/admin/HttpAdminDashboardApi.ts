import * as z from 'zod/mini';
import type { AdminDashboardApi, Dashboard } from '../../../application/admin/AdminDashboardApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { count, date, money } from './adminWireSchemas';
import { orderSummarySchema } from './staffOrderSchemas';

const growthSchema = z.pipe(
  z.object({ this_month: z.number(), last_month: z.number(), percent: z.nullable(z.number()) }),
  z.transform((wire) => ({ thisMonth: wire.this_month, lastMonth: wire.last_month, percent: wire.percent })),
);

const dashboardSchema: z.ZodMiniType<Dashboard> = z.pipe(
  z.object({
    generated_at: date,
    totals: z.object({ orders: count, revenue: money, customers: count, products: count, active_products: count, active_ai_subscriptions: count }),
    growth: z.object({ orders: growthSchema, revenue: growthSchema, customers: growthSchema }),
    revenue_by_month: z.array(z.object({ month: z.string(), revenue: money, orders: count, new_customers: count })),
    orders_by_status: z.array(z.object({ status: z.string(), count })),
    recent_orders: z.array(orderSummarySchema),
    recent_payments: z.array(z.object({ id: count, order_id: count, amount: money, gateway: z.string(), status: z.string(), customer_name: z.string(), created_at: date })),
  }),
  z.transform((wire) => ({
    generatedAt: wire.generated_at,
    totals: {
      orders: wire.totals.orders,
      revenue: wire.totals.revenue,
      customers: wire.totals.customers,
      products: wire.totals.products,
      activeProducts: wire.totals.active_products,
      activeAiSubscriptions: wire.totals.active_ai_subscriptions,
    },
    growth: wire.growth,
    revenueByMonth: wire.revenue_by_month.map((month) => ({ month: month.month, revenue: month.revenue, orders: month.orders, newCustomers: month.new_customers })),
    ordersByStatus: wire.orders_by_status,
    recentOrders: wire.recent_orders,
    recentPayments: wire.recent_payments.map((payment) => ({
      id: payment.id,
      orderId: payment.order_id,
      amount: payment.amount,
      gateway: payment.gateway,
      status: payment.status,
      customerName: payment.customer_name,
      createdAt: payment.created_at,
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
