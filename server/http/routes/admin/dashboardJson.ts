import * as z from 'zod/mini';
import { DashboardGrowthJson, DashboardJson, DashboardMonthJson, DashboardRefundsJson, DashboardTotalsJson, GrowthJson, RecentPaymentJson } from '@tiara/contract/staff/dashboardJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { AdminPayment } from '../../../adapters/db/admin/AdminPaymentQueries';
import type { OrderListEntry } from '../../../adapters/db/admin/AdminOrderQueries';
import { DASHBOARD_MONTHS, type DashboardMonth, type DashboardTotals } from '../../../adapters/db/admin/DashboardQueries';
import { growthPercent } from '../../../application/admin/Growth';
import { described, documented } from '../../documented';
import { iso } from './adminSchemas';
import { orderListItemJson, orderListItemToJson } from './orderJson';

/** GET /api/admin/dashboard (src/contract/staff/dashboardJson.ts). */

const growthJson = documented(GrowthJson, { percent: 'Month-over-month change; null when last month had none' });

export const dashboardJson = z.extend(DashboardJson, {
  totals: documented(DashboardTotalsJson, {
    revenue: 'EGP of payments the gateway confirmed, before refunds',
    refunded_to_cards: 'EGP of card refunds the gateway confirmed',
    net_revenue: 'EGP: revenue less the card refunds confirmed',
  }),
  growth: documented(z.extend(DashboardGrowthJson, { orders: growthJson, revenue: growthJson, net_revenue: growthJson, customers: growthJson }), { revenue: 'EGP', net_revenue: 'EGP' }),
  refunds: documented(DashboardRefundsJson, {
    pending_count: 'Refunds waiting for the gateway now',
    pending_amount: 'EGP',
    store_credit_outstanding: 'EGP of store credit the customers hold now',
  }),
  revenue_by_month: described(
    z.array(
      documented(DashboardMonthJson, {
        month: 'YYYY-MM, Cairo time',
        revenue: 'EGP, before refunds',
        refunded_to_cards: 'EGP of card refunds confirmed in the month',
        net_revenue: 'EGP, after those refunds',
        refunded: 'EGP of refunds of every method confirmed in the month',
      }),
    ),
    `The last ${DASHBOARD_MONTHS} months, the current one last`,
  ),
  recent_orders: z.array(orderListItemJson),
  recent_payments: z.array(documented(RecentPaymentJson, { amount: 'EGP' })),
});

/** What the dashboard shows, as the queries answered it. */
export interface DashboardFigures {
  readonly generatedAt: Date;
  readonly totals: DashboardTotals;
  /** The last DASHBOARD_MONTHS months, the current one last. */
  readonly months: readonly DashboardMonth[];
  readonly ordersByStatus: readonly { readonly status: string; readonly count: number }[];
  readonly recentOrders: readonly OrderListEntry[];
  readonly recentPayments: readonly AdminPayment[];
}

/** Money in by card less money back out to cards: what the shop kept of its card revenue. */
const netRevenue = (figures: { readonly revenue: number; readonly refundedToCards: number }) => figures.revenue - figures.refundedToCards;

function growthOf(months: readonly DashboardMonth[], figure: (month: DashboardMonth) => number) {
  const current = months.at(-1);
  const previous = months.at(-2);
  const thisMonth = current ? figure(current) : 0;
  const lastMonth = previous ? figure(previous) : 0;
  return { this_month: thisMonth, last_month: lastMonth, percent: growthPercent(thisMonth, lastMonth) };
}

export function dashboardToJson({ generatedAt, totals, months, ordersByStatus, recentOrders, recentPayments }: DashboardFigures): DashboardJson {
  return {
    generated_at: iso(generatedAt),
    totals: {
      orders: totals.orders,
      revenue: poundsFromPiasters(totals.revenue),
      refunded_to_cards: poundsFromPiasters(totals.refundedToCards),
      net_revenue: poundsFromPiasters(netRevenue(totals)),
      customers: totals.customers,
      products: totals.products,
      active_products: totals.activeProducts,
      active_ai_subscriptions: totals.activeAiSubscriptions,
    },
    growth: {
      orders: growthOf(months, (month) => month.orders),
      revenue: growthOf(months, (month) => poundsFromPiasters(month.revenue)),
      net_revenue: growthOf(months, (month) => poundsFromPiasters(netRevenue(month))),
      customers: growthOf(months, (month) => month.newCustomers),
    },
    refunds: {
      pending_count: totals.pendingRefunds,
      pending_amount: poundsFromPiasters(totals.pendingRefundsAmount),
      store_credit_outstanding: poundsFromPiasters(totals.storeCreditOutstanding),
    },
    revenue_by_month: months.map((month) => ({
      month: month.month,
      revenue: poundsFromPiasters(month.revenue),
      refunded_to_cards: poundsFromPiasters(month.refundedToCards),
      net_revenue: poundsFromPiasters(netRevenue(month)),
      refunded: poundsFromPiasters(month.refunded),
      refunds_confirmed: month.refundsConfirmed,
      orders: month.orders,
      new_customers: month.newCustomers,
    })),
    orders_by_status: [...ordersByStatus],
    recent_orders: recentOrders.map(orderListItemToJson),
    recent_payments: recentPayments.map((payment) => ({
      id: payment.id,
      order_id: payment.orderId,
      amount: poundsFromPiasters(payment.amount),
      gateway: payment.gateway,
      status: payment.status,
      customer_name: payment.customerName,
      created_at: iso(payment.createdAt),
    })),
  };
}
