import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Piasters } from '@tiara/domain/money';
import { type ChargedOrder, RETURN_STATUSES, type ReturnStatus, isOpenReturn } from '@tiara/domain/returns';
import type { Page, PageRequest } from '../../application/admin/AdminResults';
import type { ReportableLine } from '../../application/returns/ReturnReports';
import type { ReturnView, ReturnViews } from '../../application/returns/ReturnView';
import { outer } from './admin/outer';
import { containing } from './admin/searchPattern';
import type { Database } from './Database';
import { deliveredAt, reportableLinesOf } from './ReturnReportsRepository';
import { creditNotes, orderItems, orders, returnEvents, returnLines, returnPhotos, returns, users } from './schema';

export interface CreditNoteView {
  readonly id: number;
  readonly refundId: number;
  readonly number: string;
  readonly issuedAt: Date;
  readonly amount: Piasters;
}

/** What the customer's order page reads about returns. */
export interface OrderReturnsView {
  readonly userId: number | null;
  readonly deliveredAt: Date | null;
  readonly lines: readonly ReportableLine[];
  readonly returns: readonly ReturnView[];
  readonly creditNotes: readonly CreditNoteView[];
}

export interface StaffReturnView extends ReturnView {
  readonly orderStatus: string;
  readonly paymentMethod: string;
  readonly customer: { readonly name: string; readonly email: string };
}

export interface ReturnEventView {
  readonly kind: 'requested' | 'approved' | 'refused' | 'received' | 'resolved';
  readonly at: Date;
  /** The staff member who took the step, by name; null for the customer's own request. */
  readonly actor: string | null;
  readonly note: string | null;
}

/** What staff resolve a return with: what its order charged, and the return's history. */
export interface StaffReturnDetailView extends StaffReturnView {
  readonly charged: ChargedOrder;
  readonly events: readonly ReturnEventView[];
}

export interface ReturnFilter {
  /** An order number, or part of the customer's name or e-mail. */
  readonly search?: string | undefined;
  readonly status?: ReturnStatus | undefined;
}

const OPEN_STATUSES = RETURN_STATUSES.filter(isOpenReturn);

const shippingName = sql<string>`trim(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName})`;
const accountName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const returnColumns = {
  id: returns.id,
  orderId: returns.orderId,
  status: returns.status,
  reason: returns.reason,
  preferredOutcome: returns.preferredOutcome,
  note: returns.note,
  refusalReason: returns.refusalReason,
  resolution: returns.resolution,
  restocked: returns.restocked,
  createdAt: returns.createdAt,
  exchangeOrderId: sql<number | null>`(select ${orders.id} from ${orders} where ${orders.replacesReturnId} = ${outer(returns.id)})`,
};

const staffColumns = {
  ...returnColumns,
  orderStatus: orders.status,
  paymentMethod: orders.paymentMethod,
  // The account that asked (a return always has one), or what the checkout gave once the account is gone.
  customerName: sql<string>`coalesce(nullif(${accountName}, ''), ${shippingName}, '')`,
  customerEmail: sql<string>`coalesce(${users.email}, nullif(${orders.shippingEmail}, ''), '')`,
};

/** The name of the staff member whose id `column` holds. */
const staffName = (column: AnyColumn) => sql<string | null>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${outer(column)})`;

const selectStaffRows = (db: Database) => db.select(staffColumns).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).leftJoin(users, eq(users.id, returns.userId));

type StaffRow = Awaited<ReturnType<typeof selectStaffRows>>[number];

function returnWhere(filter: ReturnFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? containing(search) : null;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return and(
    pattern
      ? or(number === null ? undefined : eq(returns.orderId, number), ilike(shippingName, pattern), ilike(accountName, pattern), ilike(orders.shippingEmail, pattern), ilike(users.email, pattern))
      : undefined,
    filter.status === undefined ? undefined : eq(returns.status, filter.status),
  );
}

/** Returns and credit notes as the customer's order page and staff's queue read them (the refunds are RefundsRepository's). */
export class ReturnQueries implements ReturnViews {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The order's returnable lines, returns and credit notes; null when there is no such order. */
  async ofOrder(orderId: number): Promise<OrderReturnsView | null> {
    const [order] = await this.db.select({ userId: orders.userId, deliveredAt }).from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    const [lines, found, notes] = await Promise.all([
      reportableLinesOf(this.db, orderId),
      this.db.select(returnColumns).from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt), desc(returns.id)),
      this.db
        .select({ id: creditNotes.id, refundId: creditNotes.refundId, number: creditNotes.number, issuedAt: creditNotes.issuedAt, amount: creditNotes.amountPiasters })
        .from(creditNotes)
        .where(eq(creditNotes.orderId, orderId))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id)),
    ]);
    return {
      ...order,
      lines,
      returns: await this.withLines(found),
      creditNotes: notes,
    };
  }

  /** One return as its customer follows it; null when there is none. */
  async one(returnId: number): Promise<ReturnView | null> {
    const [found] = await this.withLines(await this.db.select(returnColumns).from(returns).where(eq(returns.id, returnId)));
    return found ?? null;
  }

  /** Open requests first (waiting for staff), then the settled ones; oldest first within each. */
  async list(filter: ReturnFilter, page: PageRequest): Promise<Page<StaffReturnView>> {
    const where = returnWhere(filter);
    const open = sql`case when ${returns.status} in (${sql.join(
      OPEN_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) then 0 else 1 end`;
    const [rows, [total]] = await Promise.all([
      selectStaffRows(this.db).where(where).orderBy(open, asc(returns.createdAt), asc(returns.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).leftJoin(users, eq(users.id, returns.userId)).where(where),
    ]);
    return { items: await this.asStaffViews(rows), total: total?.total ?? 0 };
  }

  async detail(returnId: number): Promise<StaffReturnDetailView | null> {
    const [row] = await selectStaffRows(this.db).where(eq(returns.id, returnId));
    if (!row) return null;
    const [[view], [charged], events] = await Promise.all([
      this.asStaffViews([row]),
      this.db
        .select({ subtotal: orders.subtotalPiasters, shipping: orders.shippingPiasters, discount: orders.discountPiasters })
        .from(orders)
        .where(eq(orders.id, row.orderId)),
      this.db
        .select({ kind: returnEvents.kind, at: returnEvents.createdAt, actor: staffName(returnEvents.actorUserId), note: returnEvents.note })
        .from(returnEvents)
        .where(eq(returnEvents.returnId, returnId))
        .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    ]);
    if (!view || !charged) return null;
    return { ...view, charged, events };
  }

  private async asStaffViews(rows: readonly StaffRow[]): Promise<StaffReturnView[]> {
    const found = await this.withLines(rows);
    return found.map(({ customerName, customerEmail, ...view }) => ({ ...view, customer: { name: customerName, email: customerEmail } }));
  }

  /** The returns with their lines and photos. */
  private async withLines<Row extends Omit<ReturnView, 'lines' | 'photoIds'>>(rows: readonly Row[]): Promise<Array<Row & Pick<ReturnView, 'lines' | 'photoIds'>>> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, photos] = await Promise.all([
      this.db
        .select({
          returnId: returnLines.returnId,
          orderItemId: returnLines.orderItemId,
          name: orderItems.productName,
          nameAr: orderItems.productNameAr,
          quantity: returnLines.quantity,
          unitPrice: orderItems.unitPricePiasters,
        })
        .from(returnLines)
        .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
        .where(inArray(returnLines.returnId, ids))
        .orderBy(asc(returnLines.id)),
      this.db.select({ returnId: returnPhotos.returnId, id: returnPhotos.id }).from(returnPhotos).where(inArray(returnPhotos.returnId, ids)).orderBy(asc(returnPhotos.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.returnId === row.id).map(({ returnId: _returnId, ...line }) => line),
      photoIds: photos.filter((photo) => photo.returnId === row.id).map((photo) => photo.id),
    }));
  }
}
