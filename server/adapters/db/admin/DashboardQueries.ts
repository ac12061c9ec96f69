import { asc, count, sql } from 'drizzle-orm';
import { Brand } from '@tiara/domain/brand';
import type { Piasters } from '@tiara/domain/money';
import type { Database } from '../Database';
import { aiSubscriptions, orders, payments, products, refunds, storeCreditEntries, users } from '../schema';

export interface DashboardTotals {
  readonly orders: number;
  /** The sum of the payments the gateway confirmed: money in by card, before refunds. */
  readonly revenue: Piasters;
  /** The sum of the card refunds the gateway confirmed: money back out to cards. */
  readonly refundedToCards: Piasters;
  /** Refunds not confirmed yet (a card refund waiting for the gateway), now. */
  readonly pendingRefunds: number;
  readonly pendingRefundsAmount: Piasters;
  /** What the customers' store credit ledger still owes them. */
  readonly storeCreditOutstanding: Piasters;
  readonly customers: number;
  readonly products: number;
  readonly activeProducts: number;
  readonly activeAiSubscriptions: number;
}

export interface DashboardMonth {
  /** `YYYY-MM`, a calendar month in the shop's time zone (Cairo). */
  readonly month: string;
  /** Card payments confirmed in the month, before refunds. */
  readonly revenue: Piasters;
  /** Card refunds confirmed in the month. */
  readonly refundedToCards: Piasters;
  /** Refunds of every method confirmed in the month, and how many. */
  readonly refunded: Piasters;
  readonly refundsConfirmed: number;
  readonly orders: number;
  readonly newCustomers: number;
}

/** The months the revenue chart shows, the current one last. */
export const DASHBOARD_MONTHS = 6;

const confirmedPayment = sql`${payments.status} = 'Success'`;
const confirmedRefund = sql`${refunds.status} = 'Confirmed'`;
const toCard = sql`${refunds.method} = 'card'`;

/**
 * The dashboard's figures, every one an aggregate computed by the database: no order, payment or
 * user row is loaded to be counted. Months are calendar months in Cairo, the shop's time zone.
 */
export class DashboardQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async totals(): Promise<DashboardTotals> {
    const [row] = await this.db
      .select({
        orders: sql<number>`(select count(*)::int from ${orders})`,
        revenue: sql<number>`(select coalesce(sum(${payments.amountPiasters}), 0)::float8 from ${payments} where ${confirmedPayment})`,
        refundedToCards: sql<number>`(select coalesce(sum(${refunds.amountPiasters}), 0)::float8 from ${refunds} where ${confirmedRefund} and ${toCard})`,
        pendingRefunds: sql<number>`(select count(*)::int from ${refunds} where ${refunds.status} = 'Pending')`,
        pendingRefundsAmount: sql<number>`(select coalesce(sum(${refunds.amountPiasters}), 0)::float8 from ${refunds} where ${refunds.status} = 'Pending')`,
        storeCreditOutstanding: sql<number>`(select coalesce(sum(${storeCreditEntries.amountPiasters}), 0)::float8 from ${storeCreditEntries})`,
        customers: sql<number>`(select count(*)::int from ${users} where ${users.role} = 'User')`,
        products: sql<number>`(select count(*)::int from ${products})`,
        activeProducts: sql<number>`(select count(*)::int from ${products} where ${products.isActive})`,
        activeAiSubscriptions: sql<number>`(select count(*)::int from ${aiSubscriptions} where ${aiSubscriptions.status} = 'Active')`,
      })
      .from(sql`(values (1)) as one`);
    if (!row) throw new Error('the dashboard totals were not computed');
    return row;
  }

  /** The last DASHBOARD_MONTHS calendar months up to the one holding `now`, oldest first, empty months included. */
  months(now: Date): Promise<DashboardMonth[]> {
    const zone = Brand.timeZone;
    const thisMonth = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${zone})`;
    const series = sql`generate_series(${thisMonth} - make_interval(months => ${DASHBOARD_MONTHS - 1}), ${thisMonth}, interval '1 month') as month_start`;
    const within = (column: unknown) => sql`${column} >= (month_start at time zone ${zone}) and ${column} < ((month_start + interval '1 month') at time zone ${zone})`;
    return this.db
      .select({
        month: sql<string>`to_char(month_start, 'YYYY-MM')`,
        revenue: sql<number>`(select coalesce(sum(${payments.amountPiasters}), 0)::float8 from ${payments} where ${confirmedPayment} and ${within(payments.createdAt)})`,
        refundedToCards: sql<number>`(select coalesce(sum(${refunds.amountPiasters}), 0)::float8 from ${refunds} where ${confirmedRefund} and ${toCard} and ${within(refunds.confirmedAt)})`,
        refunded: sql<number>`(select coalesce(sum(${refunds.amountPiasters}), 0)::float8 from ${refunds} where ${confirmedRefund} and ${within(refunds.confirmedAt)})`,
        refundsConfirmed: sql<number>`(select count(*)::int from ${refunds} where ${confirmedRefund} and ${within(refunds.confirmedAt)})`,
        orders: sql<number>`(select count(*)::int from ${orders} where ${within(orders.createdAt)})`,
        newCustomers: sql<number>`(select count(*)::int from ${users} where ${users.role} = 'User' and ${within(users.createdAt)})`,
      })
      .from(series)
      .orderBy(sql`month_start`);
  }

  ordersByStatus(): Promise<Array<{ status: string; count: number }>> {
    return this.db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status).orderBy(asc(orders.status));
  }
}
