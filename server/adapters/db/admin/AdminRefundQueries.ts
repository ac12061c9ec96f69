import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Piasters } from '@tiara/domain/money';
import type { Page, PageRequest } from '../../../application/admin/AdminResults';
import type { AdminRefund, RefundMethod, RefundStatus } from '@tiara/domain/returns';
import type { Database } from '../Database';
import { creditNotes, orders, refunds, storeCreditEntries, users } from '../schema';
import { containing } from './searchPattern';

export interface RefundFilter {
  /** An order number, a credit note number, or part of the customer's e-mail or name. */
  readonly search?: string;
  readonly status?: RefundStatus;
  readonly method?: RefundMethod;
}

/** The store credit ledger summed over every customer. */
export interface StoreCreditTotals {
  readonly issued: Piasters;
  /** Positive: what orders took. */
  readonly spent: Piasters;
  readonly restored: Piasters;
  readonly outstanding: Piasters;
  readonly customersWithBalance: number;
}

const staff = alias(users, 'refund_staff');
const customerAccount = alias(users, 'refund_customer');

const columns = {
  id: refunds.id,
  orderId: refunds.orderId,
  returnId: refunds.returnId,
  method: refunds.method,
  amount: refunds.amountPiasters,
  status: refunds.status,
  attempts: refunds.attempts,
  lastError: refunds.lastError,
  note: refunds.note,
  createdBy: sql<string | null>`nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '')`,
  createdAt: refunds.createdAt,
  confirmedAt: refunds.confirmedAt,
  creditNoteId: creditNotes.id,
  creditNoteNumber: creditNotes.number,
  customerName: sql<string>`coalesce(nullif(trim(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}), ''), trim(${customerAccount.firstName} || ' ' || ${customerAccount.lastName}), '')`,
  customerEmail: sql<string>`coalesce(nullif(${orders.shippingEmail}, ''), ${customerAccount.email}, '')`,
};

function joined(db: Database) {
  return db
    .select(columns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(customerAccount, eq(customerAccount.id, orders.userId))
    .leftJoin(staff, eq(staff.id, refunds.createdBy))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id));
}

type RefundRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function refundOf({ creditNoteId, creditNoteNumber, customerName, customerEmail, ...refund }: RefundRow): AdminRefund {
  return {
    ...refund,
    creditNote: creditNoteId === null || creditNoteNumber === null ? null : { id: creditNoteId, number: creditNoteNumber },
    customer: { name: customerName, email: customerEmail },
  };
}

function searchWhere(search: string | undefined): SQL | undefined {
  const wanted = search?.trim();
  if (!wanted) return undefined;
  // A number is an order's: every credit note number holds digits too.
  if (/^#?\d{1,9}$/.test(wanted)) return eq(refunds.orderId, Number(wanted.replace('#', '')));
  const pattern = containing(wanted);
  return or(
    ilike(creditNotes.number, pattern),
    ilike(orders.shippingEmail, pattern),
    ilike(customerAccount.email, pattern),
    ilike(sql`${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}`, pattern),
  );
}

function refundWhere(filter: RefundFilter): SQL | undefined {
  return and(
    searchWhere(filter.search),
    filter.status === undefined ? undefined : eq(refunds.status, filter.status),
    filter.method === undefined ? undefined : eq(refunds.method, filter.method),
  );
}

/** Refunds and store credit, read-only: refunds change through the refunds' own use cases, the ledger only grows. */
export class AdminRefundQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Newest first. */
  async list(filter: RefundFilter, page: PageRequest): Promise<Page<AdminRefund>> {
    const where = refundWhere(filter);
    const [rows, [total]] = await Promise.all([
      joined(this.db).where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).limit(page.limit).offset(page.offset),
      this.db
        .select({ total: count() })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .leftJoin(customerAccount, eq(customerAccount.id, orders.userId))
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .where(where),
    ]);
    return { items: rows.map(refundOf), total: total?.total ?? 0 };
  }

  async storeCredit(): Promise<StoreCreditTotals> {
    const balances = this.db
      .select({ balance: sql<number>`sum(${storeCreditEntries.amountPiasters})`.as('balance') })
      .from(storeCreditEntries)
      .groupBy(storeCreditEntries.userId)
      .as('balances');
    const sumOf = (kind: 'refund' | 'spent' | 'restored') =>
      sql<number>`(select coalesce(sum(${storeCreditEntries.amountPiasters}), 0)::float8 from ${storeCreditEntries} where ${storeCreditEntries.kind} = ${kind})`;
    const [row] = await this.db
      .select({
        issued: sumOf('refund'),
        spent: sql<number>`-${sumOf('spent')}`,
        restored: sumOf('restored'),
        outstanding: sql<number>`(select coalesce(sum(${storeCreditEntries.amountPiasters}), 0)::float8 from ${storeCreditEntries})`,
        customersWithBalance: sql<number>`(select count(*)::int from ${balances} where ${balances.balance} > 0)`,
      })
      .from(sql`(values (1)) as one`);
    if (!row) throw new Error('the store credit totals were not computed');
    return row;
  }
}
