import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { AdminOrderQueries } from '../../../adapters/db/admin/AdminOrderQueries';
import { AdminPaymentQueries } from '../../../adapters/db/admin/AdminPaymentQueries';
import { DASHBOARD_MONTHS, type DashboardMonth, DashboardQueries } from '../../../adapters/db/admin/DashboardQueries';
import { growthPercent } from '../../../application/admin/Growth';
import { errorResponses } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { iso } from './adminSchemas';
import { orderListItemJson, orderListItemToJson } from './orderJson';

const RECENT = 5;

const growthJson = () =>
  z.object({
    this_month: z.number(),
    last_month: z.number(),
    percent: z.number().nullable().describe('Month-over-month change; null when last month had none'),
  });

const dashboardJson = z.object({
  generated_at: z.string(),
  totals: z.object({
    orders: z.number().int(),
    revenue: z.number().describe('EGP of payments the gateway confirmed'),
    customers: z.number().int(),
    products: z.number().int(),
    active_products: z.number().int(),
    active_ai_subscriptions: z.number().int(),
  }),
  growth: z.object({ orders: growthJson(), revenue: growthJson().describe('EGP'), customers: growthJson() }),
  revenue_by_month: z
    .array(z.object({ month: z.string().describe('YYYY-MM, Cairo time'), revenue: z.number().describe('EGP'), orders: z.number().int(), new_customers: z.number().int() }))
    .describe(`The last ${DASHBOARD_MONTHS} months, the current one last`),
  orders_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  recent_orders: z.array(orderListItemJson),
  recent_payments: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      amount: z.number().describe('EGP'),
      gateway: z.string(),
      status: z.string(),
      customer_name: z.string(),
      created_at: z.string(),
    }),
  ),
});

function growthOf(months: readonly DashboardMonth[], figure: (month: DashboardMonth) => number) {
  const current = months.at(-1);
  const previous = months.at(-2);
  const thisMonth = current ? figure(current) : 0;
  const lastMonth = previous ? figure(previous) : 0;
  return { this_month: thisMonth, last_month: lastMonth, percent: growthPercent(thisMonth, lastMonth) };
}

export function adminDashboardRoutes(app: ZodApp, context: ServerContext): void {
  const dashboard = new DashboardQueries(context.db);
  const orders = new AdminOrderQueries(context.db);
  const payments = new AdminPaymentQueries(context.db);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Shop totals, month-over-month growth, six months of revenue, and the latest orders and payments (Admin)',
        description: 'Months are calendar months in Cairo. Revenue counts only payments the gateway confirmed.',
        security: [{ bearer: [] }],
        response: { 200: dashboardJson, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const now = context.now();
      const latest = { limit: RECENT, offset: 0 };
      const [totals, months, byStatus, recentOrders, recentPayments] = await Promise.all([
        dashboard.totals(),
        dashboard.months(now),
        dashboard.ordersByStatus(),
        orders.list({}, latest),
        payments.list({}, latest),
      ]);
      return {
        generated_at: iso(now),
        totals: {
          orders: totals.orders,
          revenue: poundsFromPiasters(totals.revenue),
          customers: totals.customers,
          products: totals.products,
          active_products: totals.activeProducts,
          active_ai_subscriptions: totals.activeAiSubscriptions,
        },
        growth: {
          orders: growthOf(months, (month) => month.orders),
          revenue: growthOf(months, (month) => poundsFromPiasters(month.revenue)),
          customers: growthOf(months, (month) => month.newCustomers),
        },
        revenue_by_month: months.map((month) => ({ month: month.month, revenue: poundsFromPiasters(month.revenue), orders: month.orders, new_customers: month.newCustomers })),
        orders_by_status: byStatus,
        recent_orders: recentOrders.items.map(orderListItemToJson),
        recent_payments: recentPayments.items.map((payment) => ({
          id: payment.id,
          order_id: payment.orderId,
          amount: poundsFromPiasters(payment.amount),
          gateway: payment.gateway,
          status: payment.status,
          customer_name: payment.customerName,
          created_at: iso(payment.createdAt),
        })),
      };
    },
  );
}
