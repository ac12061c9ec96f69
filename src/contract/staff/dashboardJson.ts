import * as z from 'zod/mini';
import { StaffOrderJson } from './orderJson';

/** GET /api/admin/dashboard: the shop's totals and growth by Cairo calendar month, and the latest orders and payments. Money in pounds. */

/** A figure this month and last; `percent` is null when last month had none. */
export const GrowthJson = z.object({ this_month: z.number(), last_month: z.number(), percent: z.nullable(z.number()) });
export type GrowthJson = z.infer<typeof GrowthJson>;

/**
 * A month (YYYY-MM) of confirmed revenue (card payments, before refunds), card refunds confirmed,
 * net revenue (revenue less those refunds), refunds of every method confirmed, orders and new customers.
 */
export const DashboardMonthJson = z.object({
  month: z.string(),
  revenue: z.number(),
  refunded_to_cards: z.number(),
  net_revenue: z.number(),
  refunded: z.number(),
  refunds_confirmed: z.int(),
  orders: z.int(),
  new_customers: z.int(),
});
export type DashboardMonthJson = z.infer<typeof DashboardMonthJson>;

export const RecentPaymentJson = z.object({
  id: z.int(),
  order_id: z.int(),
  amount: z.number(),
  gateway: z.string(),
  status: z.string(),
  customer_name: z.string(),
  created_at: z.string(),
});
export type RecentPaymentJson = z.infer<typeof RecentPaymentJson>;

/** `revenue` is before refunds; `net_revenue` after the card refunds confirmed (`refunded_to_cards`). */
export const DashboardTotalsJson = z.object({
  orders: z.int(),
  revenue: z.number(),
  refunded_to_cards: z.number(),
  net_revenue: z.number(),
  customers: z.int(),
  products: z.int(),
  active_products: z.int(),
  active_ai_subscriptions: z.int(),
});
export type DashboardTotalsJson = z.infer<typeof DashboardTotalsJson>;

export const DashboardGrowthJson = z.object({ orders: GrowthJson, revenue: GrowthJson, net_revenue: GrowthJson, customers: GrowthJson });
export type DashboardGrowthJson = z.infer<typeof DashboardGrowthJson>;

/** Refunds waiting for the gateway now (how many, how much), and the store credit customers hold (the month's confirmed refunds are in `revenue_by_month`). */
export const DashboardRefundsJson = z.object({
  pending_count: z.int(),
  pending_amount: z.number(),
  store_credit_outstanding: z.number(),
});
export type DashboardRefundsJson = z.infer<typeof DashboardRefundsJson>;

export const DashboardJson = z.object({
  generated_at: z.string(),
  totals: DashboardTotalsJson,
  growth: DashboardGrowthJson,
  refunds: DashboardRefundsJson,
  revenue_by_month: z.array(DashboardMonthJson),
  orders_by_status: z.array(z.object({ status: z.string(), count: z.int() })),
  recent_orders: z.array(StaffOrderJson),
  recent_payments: z.array(RecentPaymentJson),
});
export type DashboardJson = z.infer<typeof DashboardJson>;
