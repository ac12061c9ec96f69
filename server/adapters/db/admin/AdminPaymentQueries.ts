import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GatewayPayment, PaymentStatus } from '@tiara/domain/card-payment';
import type { Piasters } from '@tiara/domain/money';
import type { Page, PageRequest } from '../../../application/admin/AdminResults';
import type { Database } from '../Database';
import { orders, payments, users } from '../schema';
import { containing } from './searchPattern';

export interface PaymentFilter {
  /** A payment or order number, a gateway id, or part of the customer's e-mail or name. */
  readonly search?: string;
  readonly status?: PaymentStatus;
  readonly orderId?: number;
}

/** A payment with its order and customer. */
export interface AdminPayment extends GatewayPayment {
  readonly orderId: number;
  readonly updatedAt: Date;
  readonly orderStatus: string;
  readonly orderTotal: Piasters;
  readonly paymentMethod: string;
  readonly customerName: string;
  readonly customerEmail: string;
}

/** The gateway's raw payload is never read: the columns below are all the back office shows. */
const columns = {
  id: payments.id,
  orderId: payments.orderId,
  gateway: payments.gateway,
  transactionId: payments.gatewayTransactionId,
  gatewayOrderId: payments.gatewayOrderId,
  status: payments.status,
  amount: payments.amountPiasters,
  currency: payments.currency,
  cardBrand: payments.cardBrand,
  cardLastFour: payments.cardLastFour,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  orderStatus: orders.status,
  orderTotal: orders.totalPiasters,
  paymentMethod: orders.paymentMethod,
  customerName: sql<string>`coalesce(nullif(trim(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}), ''), trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  customerEmail: sql<string>`coalesce(nullif(${orders.shippingEmail}, ''), ${users.email}, '')`,
};

function paymentWhere(filter: PaymentFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? containing(search) : null;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return and(
    pattern
      ? or(
          number === null ? undefined : or(eq(payments.id, number), eq(payments.orderId, number)),
          ilike(payments.gatewayTransactionId, pattern),
          ilike(payments.gatewayOrderId, pattern),
          ilike(orders.shippingEmail, pattern),
          ilike(users.email, pattern),
          ilike(sql`${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}`, pattern),
        )
      : undefined,
    filter.status === undefined ? undefined : eq(payments.status, filter.status),
    filter.orderId === undefined ? undefined : eq(payments.orderId, filter.orderId),
  );
}

/** Payments, read-only: only the gateway's verified reports change them. */
export class AdminPaymentQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  private select() {
    return this.db.select(columns).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).leftJoin(users, eq(users.id, orders.userId));
  }

  /** Newest first. */
  async list(filter: PaymentFilter, page: PageRequest): Promise<Page<AdminPayment>> {
    const where = paymentWhere(filter);
    const [items, [total]] = await Promise.all([
      this.select().where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).leftJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async payment(id: number): Promise<AdminPayment | null> {
    const [row] = await this.select().where(eq(payments.id, id)).limit(1);
    return row ?? null;
  }
}
