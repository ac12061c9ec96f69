import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GatewayPayment } from '@tiara/domain/card-payment';
import type { DeliveryDetails } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import type { OrderRefundRecord, PaidByMeans } from '@tiara/domain/returns';
import { type Shipment, type StoreCreditGivenBack, isCourierId } from '@tiara/domain/order-tracking';
import type { Page, PageRequest } from '../../../application/admin/AdminResults';
import { refundRecordOf } from '../../../application/refunds/RefundRecords';
import type { Database } from '../Database';
import { RefundsRepository } from '../RefundsRepository';
import { orderEvents, orderItems, orders, payments, promoCodes, refunds, storeCreditEntries, users } from '../schema';
import { outer } from './outer';
import { containing } from './searchPattern';

export interface OrderFilter {
  /** An order number, or part of the customer's name, e-mail, phone or address. */
  readonly search?: string;
  readonly status?: string;
  readonly userId?: number;
}

export interface OrderCustomer {
  /** Null for a guest order. */
  readonly userId: number | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

export interface OrderListEntry {
  readonly id: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly status: string;
  readonly paymentMethod: string;
  readonly total: Piasters;
  /** The store credit it was paid with (0..total). */
  readonly storeCredit: Piasters;
  readonly itemCount: number;
  readonly governorate: string;
  /** The gateway confirmed a payment for it. */
  readonly paid: boolean;
  readonly customer: OrderCustomer;
  /** What its payment state is read from beyond its method and status (server/http/routes/orderPaymentState.ts). */
  readonly money: OrderMoney;
}

/** An order's money as its payment state reads it, summed by the database for each order of a list. */
export interface OrderMoney {
  /** Its successful card payments, as the gateway took them. */
  readonly card: Piasters;
  /** Its confirmed refunds, every method; a Pending one has given nothing yet. */
  readonly refunded: Piasters;
  /** The store credit it spent, back in the customer's ledger since it ended unfulfilled. */
  readonly storeCreditGivenBack: Piasters;
}

export interface OrderExportEntry extends OrderListEntry {
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  readonly discount: Piasters;
  readonly promoCode: string | null;
  readonly city: string;
  readonly address: string;
}

/** A row of the orders' CSV export: the order with its refunds and the store credit it spent. */
export interface OrderCsvEntry extends OrderExportEntry {
  /** Refunds asked for and not confirmed yet (a card refund waiting for the gateway). */
  readonly refundPending: Piasters;
  /** Store credit the order spent. */
  readonly storeCreditUsed: Piasters;
}

export interface OrderLine {
  readonly id: number;
  readonly kind: 'product' | 'ai-plan' | 'training';
  readonly catalogId: number;
  readonly variantId: number | null;
  readonly sku: string | null;
  readonly trainingPackageId: number | null;
  /** The line's name in English and in Arabic (null: none) as ordered. */
  readonly name: string;
  readonly nameAr: string | null;
  readonly quantity: number;
  readonly unitPrice: Piasters;
  readonly image: string;
}

export interface OrderDetail extends OrderExportEntry {
  readonly shippingDetails: DeliveryDetails;
  /** The customer's account as it is now; null for a guest or a deleted account. */
  readonly account: { readonly id: number; readonly email: string; readonly firstName: string; readonly lastName: string; readonly phone: string } | null;
  readonly reservationExpiresAt: Date | null;
  readonly lines: OrderLine[];
  readonly payments: GatewayPayment[];
  /** The parcel of the order's latest move to Shipped; null before it ships. */
  readonly shipment: Shipment | null;
  /** What it was paid by each means, and its refunds (src/domain/returns). */
  readonly paidByMeans: PaidByMeans;
  readonly refunds: readonly OrderRefundRecord[];
  /** The store credit it spent, back in the customer's ledger since it ended unfulfilled; null for any other order. */
  readonly storeCreditGivenBack: StoreCreditGivenBack | null;
}

const shippingName = sql<string>`trim(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName})`;
const accountName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const isPaid = sql<boolean>`exists (select 1 from ${payments} where ${payments.orderId} = ${outer(orders.id)} and ${payments.status} = 'Success')`;

const refundsOf = (status: 'Confirmed' | 'Pending') =>
  sql<number>`(select coalesce(sum(${refunds.amountPiasters}), 0)::float8 from ${refunds} where ${refunds.orderId} = ${outer(orders.id)} and ${refunds.status} = ${status})`;

const listColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  total: orders.totalPiasters,
  storeCredit: orders.storeCreditPiasters,
  subtotal: orders.subtotalPiasters,
  shipping: orders.shippingPiasters,
  discount: orders.discountPiasters,
  governorate: orders.shippingState,
  city: orders.shippingCity,
  address: orders.shippingAddress,
  promoCode: promoCodes.code,
  itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${outer(orders.id)})`,
  paid: isPaid,
  // As RefundsRepository reads one order's money (its card payments, confirmed refunds and credit given back), for every order of the page in the same query.
  cardPaid: sql<number>`(select coalesce(sum(${payments.amountPiasters}), 0)::float8 from ${payments} where ${payments.orderId} = ${outer(orders.id)} and ${payments.status} = 'Success' and ${payments.gatewayTransactionId} is not null)`,
  refunded: refundsOf('Confirmed'),
  storeCreditGivenBack: sql<number>`(select coalesce(sum(${storeCreditEntries.amountPiasters}), 0)::float8 from ${storeCreditEntries} where ${storeCreditEntries.orderId} = ${outer(orders.id)} and ${storeCreditEntries.kind} = 'restored')`,
  userId: orders.userId,
  // The name and e-mail given at checkout, or the account's when the checkout left them empty.
  customerName: sql<string>`coalesce(nullif(${shippingName}, ''), ${accountName}, '')`,
  customerEmail: sql<string>`coalesce(nullif(${orders.shippingEmail}, ''), ${users.email}, '')`,
  customerPhone: sql<string>`coalesce(nullif(${orders.shippingPhone}, ''), ${users.phone}, '')`,
};

const selectOrders = (db: Database) =>
  db.select(listColumns).from(orders).leftJoin(users, eq(users.id, orders.userId)).leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId));

type ListRow = Awaited<ReturnType<typeof selectOrders>>[number];

const csvColumns = { ...listColumns, refundPending: refundsOf('Pending'), storeCreditUsed: orders.storeCreditPiasters };

function toEntry(row: ListRow): OrderExportEntry {
  const { userId, customerName, customerEmail, customerPhone, cardPaid, refunded, storeCreditGivenBack, ...order } = row;
  return { ...order, customer: { userId, name: customerName, email: customerEmail, phone: customerPhone }, money: { card: cardPaid, refunded, storeCreditGivenBack } };
}

function orderWhere(filter: OrderFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? containing(search) : null;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return and(
    pattern
      ? or(
          number === null ? undefined : eq(orders.id, number),
          ilike(shippingName, pattern),
          ilike(orders.shippingEmail, pattern),
          ilike(users.email, pattern),
          ilike(orders.shippingPhone, pattern),
          ilike(orders.shippingAddress, pattern),
          ilike(orders.shippingCity, pattern),
        )
      : undefined,
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
  );
}

/** Orders as the back office and the sales desk read them. */
export class AdminOrderQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Newest first. */
  async list(filter: OrderFilter, page: PageRequest): Promise<Page<OrderListEntry>> {
    const where = orderWhere(filter);
    const [rows, [total]] = await Promise.all([
      selectOrders(this.db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    return { items: rows.map(toEntry), total: total?.total ?? 0 };
  }

  /** Every order the filter matches, newest first, for the CSV export. */
  async export(filter: OrderFilter): Promise<OrderCsvEntry[]> {
    const rows = await this.db
      .select(csvColumns)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
      .where(orderWhere(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map(({ refundPending, storeCreditUsed, ...row }) => ({ ...toEntry(row), refundPending, storeCreditUsed }));
  }

  async detail(orderId: number): Promise<OrderDetail | null> {
    const [row] = await selectOrders(this.db).where(eq(orders.id, orderId)).limit(1);
    if (!row) return null;
    const [[shipping], [account], lines, paymentRows, [shipped], money, [givenBack]] = await Promise.all([
      this.db
        .select({
          firstName: orders.shippingFirstName,
          middleName: orders.shippingMiddleName,
          lastName: orders.shippingLastName,
          email: orders.shippingEmail,
          phone: orders.shippingPhone,
          address: orders.shippingAddress,
          city: orders.shippingCity,
          state: orders.shippingState,
          postalCode: orders.shippingPostalCode,
          country: orders.shippingCountry,
          reservationExpiresAt: orders.reservationExpiresAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId)),
      row.userId === null
        ? []
        : this.db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone }).from(users).where(eq(users.id, row.userId)),
      this.db
        .select({
          id: orderItems.id,
          kind: orderItems.kind,
          catalogId: orderItems.productId,
          variantId: orderItems.variantId,
          sku: orderItems.sku,
          trainingPackageId: orderItems.trainingPackageId,
          name: orderItems.productName,
          nameAr: orderItems.productNameAr,
          quantity: orderItems.quantity,
          unitPrice: orderItems.unitPricePiasters,
          image: orderItems.productImage,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id)),
      this.db
        .select({
          id: payments.id,
          gateway: payments.gateway,
          transactionId: payments.gatewayTransactionId,
          gatewayOrderId: payments.gatewayOrderId,
          status: payments.status,
          amount: payments.amountPiasters,
          currency: payments.currency,
          cardBrand: payments.cardBrand,
          cardLastFour: payments.cardLastFour,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.id)),
      this.db
        .select({ courier: orderEvents.courier, trackingNumber: orderEvents.trackingNumber, trackingLink: orderEvents.trackingLink })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'Shipped')))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
        .limit(1),
      new RefundsRepository(this.db).moneyOf(orderId),
      // The ledger takes one give-back per order, of all the order spent.
      row.storeCredit === 0
        ? []
        : this.db
            .select({ at: storeCreditEntries.createdAt, amount: storeCreditEntries.amountPiasters })
            .from(storeCreditEntries)
            .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, 'restored')))
            .limit(1),
    ]);
    if (!shipping || !money) return null;
    const { reservationExpiresAt, ...shippingDetails } = shipping;
    const shipment =
      shipped && shipped.courier !== null && isCourierId(shipped.courier) && shipped.trackingNumber !== null
        ? { courier: shipped.courier, trackingNumber: shipped.trackingNumber, trackingLink: shipped.trackingLink }
        : null;
    return {
      ...toEntry(row),
      shippingDetails,
      account: account ?? null,
      reservationExpiresAt,
      lines,
      payments: paymentRows,
      shipment,
      paidByMeans: money.paid,
      refunds: money.refunds.map(refundRecordOf),
      storeCreditGivenBack: givenBack ?? null,
    };
  }
}
