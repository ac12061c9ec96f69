import { type SQL, and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Piasters } from '@tiara/domain/money';
import { type RefundMethod, paidByMeans } from '@tiara/domain/returns';
import type { AuditStamp } from '../../application/admin/AuditTrail';
import type { GatewayName } from '../../application/payments/PaymentGateway';
import type { RefundStatus } from '../../application/refunds/Refunder';
import type {
  CardRefundRecords,
  ClaimedCardRefund,
  ConfirmedRefund,
  ConfirmedRefunds,
  NewRefund,
  OrderToRefund,
  PaymentRefunds,
  RefundScope,
  RefundToCheck,
  RefundTransaction,
  StoredRefund,
} from '../../application/refunds/RefundRecords';
import { auditedTransaction } from './admin/AuditedTransaction';
import type { Database } from './Database';
import { creditNotes, orders, payments, refunds, storeCreditEntries, users } from './schema';

/** A refund as the back office lists it on its order. */
export interface RefundListEntry extends StoredRefund {
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly note: string | null;
  /** The staff member who asked for it, by name; null when the account is gone. */
  readonly createdBy: string | null;
  readonly creditNoteNumber: string | null;
  readonly creditNoteId: number | null;
}

const storedColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  returnId: refunds.returnId,
  method: refunds.method,
  amount: refunds.amountPiasters,
  status: refunds.status,
  paymentId: refunds.paymentId,
};

const isPendingCard = and(eq(refunds.status, 'Pending' satisfies RefundStatus), eq(refunds.method, 'card' satisfies RefundMethod));

/**
 * The order's payment and refunds, read for a refund (`lock`: its row held until the transaction
 * ends, so refunds of one order are decided one at a time) or for the back office. The store credit
 * it was paid with counts less what was given back when it ended unfulfilled ('restored').
 */
async function orderToRefund(db: Database, orderId: number, lock: boolean): Promise<OrderToRefund | undefined> {
  const query = db
    .select({ userId: orders.userId, paymentMethod: orders.paymentMethod, status: orders.status, total: orders.totalPiasters, storeCredit: orders.storeCreditPiasters })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return undefined;
  const [[restored], cardPayments, orderRefunds] = await Promise.all([
    db
      .select({ amount: sql<number>`coalesce(sum(${storeCreditEntries.amountPiasters}), 0)::int` })
      .from(storeCreditEntries)
      .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, 'restored'))),
    db
      .select({ id: payments.id, gateway: payments.gateway, amount: payments.amountPiasters })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success'), isNotNull(payments.gatewayTransactionId)))
      .orderBy(asc(payments.id)),
    db.select(storedColumns).from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
  ]);
  const storeCredit = Math.max(0, order.storeCredit - (restored?.amount ?? 0));
  return {
    orderId,
    userId: order.userId,
    paid: paidByMeans({ paymentMethod: order.paymentMethod, status: order.status, total: order.total, storeCredit, cardPayments: cardPayments.map((payment) => payment.amount) }),
    cardPayments: cardPayments.map((payment) => ({ ...payment, gateway: payment.gateway as GatewayName })),
    refunds: orderRefunds,
  };
}

/**
 * The `refunds` table, with the ledger entries of store credit refunds. A refund is written in one
 * transaction with its audit entry; a card refund then moves from Pending by conditional updates
 * only (claimed for a call, confirmed, failed), so whichever report comes first settles it and a
 * second changes nothing. The unique request key makes a key name one refund, and the unique
 * (gateway, transaction id) one gateway refund one row.
 */
export class RefundsRepository implements RefundTransaction, CardRefundRecords, ConfirmedRefunds {
  constructor(private readonly db: Database) {}

  run<T>(stamp: AuditStamp, work: (scope: RefundScope) => Promise<T>): Promise<T> {
    return auditedTransaction(this.db, stamp, (tx, audit) =>
      work({
        lockOrder: (orderId) => orderToRefund(tx, orderId, true),
        refundOfKey: async (requestKey) => {
          const [refund] = await tx.select(storedColumns).from(refunds).where(eq(refunds.requestKey, requestKey)).limit(1);
          return refund;
        },
        add: (refund) => this.add(tx, refund),
        creditStoreCredit: async ({ userId, refundId, amount, at }) => {
          // The entry names its refund and the order refunded, which the customer's ledger shows.
          const orderId = sql<number>`(select ${refunds.orderId} from ${refunds} where ${refunds.id} = ${refundId})`;
          await tx.insert(storeCreditEntries).values({ userId, kind: 'refund', amountPiasters: amount, orderId, refundId, createdAt: at });
        },
        audit,
      }),
    );
  }

  private async add(tx: Database, refund: NewRefund): Promise<number | null> {
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: refund.orderId,
        returnId: refund.returnId,
        method: refund.method,
        amountPiasters: refund.amount,
        status: refund.status,
        requestKey: refund.requestKey,
        paymentId: refund.payment?.id ?? null,
        gateway: refund.payment?.gateway ?? null,
        note: refund.note,
        createdBy: refund.createdBy,
        createdAt: refund.at,
        confirmedAt: refund.status === 'Confirmed' ? refund.at : null,
        updatedAt: refund.at,
      })
      .onConflictDoNothing({ target: refunds.requestKey })
      .returning({ id: refunds.id });
    return row?.id ?? null;
  }

  /** The order's payment and refunds, as the back office shows what may still be refunded. */
  moneyOf(orderId: number): Promise<OrderToRefund | undefined> {
    return orderToRefund(this.db, orderId, false);
  }

  /** The order's refunds, oldest first, as the back office lists them. */
  refundsOfOrder(orderId: number): Promise<RefundListEntry[]> {
    return this.listed(eq(refunds.orderId, orderId));
  }

  /** One refund, as the back office lists it. */
  async listedRefund(refundId: number): Promise<RefundListEntry | undefined> {
    const [refund] = await this.listed(eq(refunds.id, refundId));
    return refund;
  }

  private listed(where: SQL): Promise<RefundListEntry[]> {
    return this.db
      .select({
        ...storedColumns,
        createdAt: refunds.createdAt,
        confirmedAt: refunds.confirmedAt,
        attempts: refunds.attempts,
        lastError: refunds.lastError,
        note: refunds.note,
        createdBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        creditNoteNumber: creditNotes.number,
        creditNoteId: creditNotes.id,
      })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdBy))
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(where)
      .orderBy(asc(refunds.id));
  }

  async refundToCheck(refundId: number): Promise<RefundToCheck | undefined> {
    const [refund] = await this.db
      .select({ id: refunds.id, orderId: refunds.orderId, method: refunds.method, status: refunds.status, attempts: refunds.attempts })
      .from(refunds)
      .where(eq(refunds.id, refundId))
      .limit(1);
    return refund;
  }

  async claim(refundId: number, attempts: number, now: Date, untouchedSince: Date | null): Promise<ClaimedCardRefund | null> {
    const [claimed] = await this.db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
      .where(and(eq(refunds.id, refundId), isPendingCard, eq(refunds.attempts, attempts), untouchedSince === null ? undefined : lte(refunds.updatedAt, untouchedSince)))
      .returning({ id: refunds.id, orderId: refunds.orderId, amount: refunds.amountPiasters, attempts: refunds.attempts, paymentId: refunds.paymentId, gateway: refunds.gateway });
    if (!claimed || claimed.paymentId === null || claimed.gateway === null) return null;
    const [payment] = await this.db.select({ transactionId: payments.gatewayTransactionId }).from(payments).where(eq(payments.id, claimed.paymentId));
    if (!payment?.transactionId) return null;
    return { ...claimed, paymentId: claimed.paymentId, gateway: claimed.gateway as GatewayName, paymentTransactionId: payment.transactionId };
  }

  async confirm(refundId: number, gatewayTransactionId: string | null, now: Date): Promise<boolean> {
    const confirmed = await this.db
      .update(refunds)
      .set({ status: 'Confirmed', confirmedAt: now, updatedAt: now, gatewayTransactionId: gatewayTransactionId ?? sql`${refunds.gatewayTransactionId}` })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'Pending')))
      .returning({ id: refunds.id });
    return confirmed.length > 0;
  }

  async fail(refundId: number, error: string, now: Date): Promise<boolean> {
    const failed = await this.db
      .update(refunds)
      .set({ status: 'Failed', lastError: error, updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'Pending')))
      .returning({ id: refunds.id });
    return failed.length > 0;
  }

  async leavePending(refundId: number, error: string, now: Date): Promise<void> {
    await this.db
      .update(refunds)
      .set({ lastError: error, updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'Pending')));
  }

  dueForRetry(gateway: GatewayName, untouchedSince: Date, attempts: number): Promise<Array<{ id: number; attempts: number }>> {
    return this.db
      .select({ id: refunds.id, attempts: refunds.attempts })
      .from(refunds)
      .where(and(isPendingCard, eq(refunds.gateway, gateway), lte(refunds.updatedAt, untouchedSince), lt(refunds.attempts, attempts)))
      .orderBy(asc(refunds.id));
  }

  async refundsOfPayment(paymentId: number): Promise<PaymentRefunds> {
    const rows = await this.db
      .select({ id: refunds.id, amount: refunds.amountPiasters, status: refunds.status })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.method, 'card')))
      .orderBy(asc(refunds.id));
    return {
      confirmed: rows.filter((row) => row.status === 'Confirmed').reduce((total, row) => total + row.amount, 0),
      unconfirmed: rows.filter((row) => row.status === 'Pending').map(({ id, amount }) => ({ id, amount })),
    };
  }

  async paymentOfTransaction(gateway: GatewayName, transactionId: string): Promise<number | undefined> {
    const [payment] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.gatewayTransactionId, transactionId), eq(payments.status, 'Success')))
      .limit(1);
    return payment?.id;
  }

  async refundOfGatewayTransaction(gateway: GatewayName, transactionId: string): Promise<number | undefined> {
    const [refund] = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.gateway, gateway), eq(refunds.gatewayTransactionId, transactionId)))
      .limit(1);
    return refund?.id;
  }

  async unconfirmedRefundFollowing(gateway: GatewayName, follows: { readonly parentTransactionId: string | null; readonly gatewayOrderId: string }, amount: Piasters): Promise<number | undefined> {
    const candidates = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          isPendingCard,
          eq(refunds.gateway, gateway),
          isNull(refunds.gatewayTransactionId),
          eq(refunds.amountPiasters, amount),
          follows.parentTransactionId === null ? eq(payments.gatewayOrderId, follows.gatewayOrderId) : eq(payments.gatewayTransactionId, follows.parentTransactionId),
        ),
      )
      .limit(2);
    return candidates.length === 1 ? candidates[0]?.id : undefined;
  }

  async confirmedRefund(refundId: number): Promise<ConfirmedRefund | undefined> {
    const [refund] = await this.db
      .select({ id: refunds.id, orderId: refunds.orderId, returnId: refunds.returnId, method: refunds.method, amount: refunds.amountPiasters })
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'Confirmed')))
      .limit(1);
    return refund;
  }
}
