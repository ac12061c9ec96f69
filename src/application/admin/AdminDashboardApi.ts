import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import type { StaffOrderSummary } from './AdminOrdersApi';

/** A month-over-month figure; `percent` is null when last month had none. */
export interface Growth {
  readonly thisMonth: number;
  readonly lastMonth: number;
  readonly percent: number | null;
}

export interface RevenueMonth {
  /** YYYY-MM, Cairo time. */
  readonly month: string;
  /** Piasters of confirmed card payments, before refunds. */
  readonly revenue: number;
  /** Piasters of card refunds confirmed in the month, and the revenue left after them. */
  readonly refundedToCards: number;
  readonly netRevenue: number;
  /** Piasters of refunds of every method confirmed in the month, and how many. */
  readonly refunded: number;
  readonly refundsConfirmed: number;
  readonly orders: number;
  readonly newCustomers: number;
}

export interface RecentPayment {
  readonly id: number;
  readonly orderId: number;
  /** Piasters. */
  readonly amount: number;
  readonly gateway: string;
  readonly status: string;
  readonly customerName: string;
  readonly createdAt: Date;
}

/** GET /api/admin/dashboard: every figure computed by the server. Money in piasters. */
export interface Dashboard {
  readonly generatedAt: Date;
  readonly totals: {
    readonly orders: number;
    /** Before refunds; `netRevenue` after the card refunds confirmed (`refundedToCards`). */
    readonly revenue: number;
    readonly refundedToCards: number;
    readonly netRevenue: number;
    readonly customers: number;
    readonly products: number;
    readonly activeProducts: number;
    readonly activeAiSubscriptions: number;
  };
  readonly growth: { readonly orders: Growth; readonly revenue: Growth; readonly netRevenue: Growth; readonly customers: Growth };
  /** Refunds waiting for the gateway now, and the store credit customers hold. */
  readonly refunds: { readonly pendingCount: number; readonly pendingAmount: number; readonly storeCreditOutstanding: number };
  /** The last six months, the current one last. */
  readonly revenueByMonth: readonly RevenueMonth[];
  readonly ordersByStatus: readonly { readonly status: string; readonly count: number }[];
  readonly recentOrders: readonly StaffOrderSummary[];
  readonly recentPayments: readonly RecentPayment[];
}

export interface AdminDashboardApi {
  dashboard(): Promise<ApiResult<Dashboard>>;
}

export const AdminDashboardApi: ServiceIdentifier<AdminDashboardApi> = Symbol('AdminDashboardApi');
