import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@tiara/domain/language';
import type { OrderConfirmationData } from '../../application/mail/MailTemplates';
import type { GatewayName } from '../../application/payments/PaymentGateway';
import type {
  AttemptOpening,
  AttemptTarget,
  NewAttempt,
  OrderToPay,
  PaymentRecords,
  PaymentStatus,
  TransactionRecording,
  TransactionToRecord,
} from '../../application/payments/PaymentRecords';
import type { Database } from '../db/Database';
import { paidInFullWithStoreCredit } from '../db/OrderPurchases';
import { orderItems, orders, payments, promoCodes } from '../db/schema';

/** How many open attempts of one order an inquiry asks about at most. */
const MOST_ATTEMPTS_ASKED = 5;

/** What an attempt row keeps in `raw` until a transaction arrives. */
interface AttemptDetails {
  readonly reference: string;
  readonly attempt: number;
  readonly intention_id?: string;
  readonly special_reference?: string;
  readonly refused?: string;
}

function isAttemptDetails(raw: unknown): raw is AttemptDetails {
  return typeof raw === 'object' && raw !== null && typeof (raw as { reference?: unknown }).reference === 'string';
}

/** The row's `raw` with the gateway's transaction added, keeping what the attempt recorded. */
const withTransaction = (transaction: unknown) => sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ transaction })}::jsonb`;

/**
 * The `payments` table. An attempt row is written when a payment intention is opened (no
 * transaction id yet); the first transaction the gateway reports for its gateway order fills it
 * in, and any further transaction of that gateway order gets a row of its own. The unique index on
 * (gateway, transaction id) makes each transaction one row, whatever races there are.
 */
export class PaymentRecordsRepository implements PaymentRecords {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async orderToPay(orderId: number): Promise<OrderToPay | undefined> {
    const [order] = await this.db
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        total: orders.totalPiasters,
        storeCredit: orders.storeCreditPiasters,
        reservationExpiresAt: orders.reservationExpiresAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!order) return undefined;
    const kinds = await this.db.selectDistinct({ kind: orderItems.kind }).from(orderItems).where(eq(orderItems.orderId, orderId));
    return { ...order, itemKinds: kinds.map((row) => row.kind) };
  }

  openAttempt(attempt: NewAttempt): Promise<AttemptOpening> {
    return this.db.transaction(async (tx) => {
      // The order's row lock makes openings, and their checks, one at a time per order.
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, attempt.orderId)).for('update');
      if (!order) return { kind: 'closed', status: 'missing' };
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, attempt.orderId), eq(payments.status, 'Success')))
        .limit(1);
      if (paid) return { kind: 'paid' };
      if (order.status !== 'Pending') return { kind: 'closed', status: order.status };
      await tx
        .update(payments)
        .set({ status: 'Superseded', updatedAt: attempt.now })
        .where(and(eq(payments.orderId, attempt.orderId), eq(payments.status, 'Pending'), isNull(payments.gatewayTransactionId)));
      const [{ latest } = { latest: 0 }] = await tx
        .select({ latest: sql<number>`coalesce(max((${payments.raw}->>'attempt')::int), 0)::int` })
        .from(payments)
        .where(eq(payments.orderId, attempt.orderId));
      const attemptNumber = latest + 1;
      const details: AttemptDetails = { reference: attempt.reference, attempt: attemptNumber };
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: attempt.orderId,
          gateway: attempt.gateway,
          status: 'Pending',
          amountPiasters: attempt.amount,
          currency: attempt.currency,
          raw: details,
          createdAt: attempt.now,
          updatedAt: attempt.now,
        })
        .returning({ id: payments.id });
      if (!row) throw new Error('the payment attempt was not stored');
      return { kind: 'opened', attemptId: row.id, attemptNumber };
    });
  }

  async intentionCreated(attemptId: number, intention: { gatewayOrderId: string; intentionId: string; specialReference: string }, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({
        gatewayOrderId: intention.gatewayOrderId,
        raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ intention_id: intention.intentionId, special_reference: intention.specialReference })}::jsonb`,
        updatedAt: now,
      })
      .where(eq(payments.id, attemptId));
  }

  async intentionRefused(attemptId: number, reason: string, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'Failed', raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ refused: reason })}::jsonb`, updatedAt: now })
      .where(and(eq(payments.id, attemptId), isNull(payments.gatewayTransactionId)));
  }

  async attemptOfGatewayOrder(gateway: GatewayName, gatewayOrderId: string): Promise<AttemptTarget | undefined> {
    const rows = await this.db
      .select({ orderId: payments.orderId, raw: payments.raw })
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.gatewayOrderId, gatewayOrderId)))
      .orderBy(asc(payments.id));
    const attempt = rows.find((row) => isAttemptDetails(row.raw)) ?? rows[0];
    if (!attempt) return undefined;
    return { orderId: attempt.orderId, reference: isAttemptDetails(attempt.raw) ? attempt.raw.reference : String(attempt.orderId) };
  }

  recordTransaction(record: TransactionToRecord): Promise<TransactionRecording> {
    const { transaction } = record;
    const values = {
      status: record.status,
      amountPiasters: transaction.amount,
      currency: transaction.currency,
      cardBrand: transaction.cardBrand,
      cardLastFour: transaction.cardLastFour,
      updatedAt: record.now,
    };
    return this.db.transaction(async (tx) => {
      const [known] = await tx
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .where(and(eq(payments.gateway, record.gateway), eq(payments.gatewayTransactionId, transaction.transactionId)))
        .for('update');
      if (known) {
        // A transaction's state only moves forward: a pending one is decided once, a decided one never changes.
        if (known.status !== 'Pending' || record.status === 'Pending') return { kind: 'duplicate' };
        await tx.update(payments).set({ ...values, raw: withTransaction(transaction.raw) }).where(eq(payments.id, known.id));
        return { kind: 'recorded', successfulPayments: await this.successfulPayments(tx, record.orderId) };
      }
      const [attempt] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.gateway, record.gateway),
            eq(payments.gatewayOrderId, transaction.gatewayOrderId),
            eq(payments.orderId, record.orderId),
            isNull(payments.gatewayTransactionId),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1)
        .for('update');
      if (attempt) {
        await tx
          .update(payments)
          .set({ ...values, gatewayTransactionId: transaction.transactionId, raw: withTransaction(transaction.raw) })
          .where(eq(payments.id, attempt.id));
      } else {
        const inserted = await tx
          .insert(payments)
          .values({
            ...values,
            orderId: record.orderId,
            gateway: record.gateway,
            gatewayTransactionId: transaction.transactionId,
            gatewayOrderId: transaction.gatewayOrderId,
            raw: { transaction: transaction.raw },
            createdAt: record.now,
          })
          .onConflictDoNothing({ target: [payments.gateway, payments.gatewayTransactionId] })
          .returning({ id: payments.id });
        // Another report of the same transaction was recorded between our read and our insert.
        if (inserted.length === 0) return { kind: 'duplicate' };
      }
      return { kind: 'recorded', successfulPayments: await this.successfulPayments(tx, record.orderId) };
    });
  }

  private async successfulPayments(db: Database, orderId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success')));
    return row?.count ?? 0;
  }

  async gatewayOrdersAwaitingResult(orderId: number, gateway: GatewayName): Promise<string[]> {
    const rows = await this.db
      .select({ gatewayOrderId: payments.gatewayOrderId })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.gateway, gateway),
          isNotNull(payments.gatewayOrderId),
          inArray(payments.status, ['Pending', 'Superseded', 'Failed']),
        ),
      )
      .orderBy(desc(payments.id));
    const gatewayOrders = [...new Set(rows.flatMap((row) => (row.gatewayOrderId ? [row.gatewayOrderId] : [])))];
    return gatewayOrders.slice(0, MOST_ATTEMPTS_ASKED);
  }

  async paymentStatusOf(orderId: number): Promise<PaymentStatus | null> {
    const rows = await this.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
    if (rows.some((row) => row.status === 'Success')) return 'Success';
    return rows[0]?.status ?? null;
  }

  async confirmationOf(orderId: number): Promise<OrderConfirmationData | null> {
    const [row] = await this.db
      .select({ order: orders, promoCode: promoCodes.code })
      .from(orders)
      .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
      .where(eq(orders.id, orderId))
      .limit(1);
    const order = row?.order;
    if (!order || order.shippingEmail.trim() === '') return null;
    const lines = await this.db
      .select({ kind: orderItems.kind, name: orderItems.productName, nameAr: orderItems.productNameAr, quantity: orderItems.quantity, unitPricePiasters: orderItems.unitPricePiasters })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    return {
      to: order.shippingEmail,
      customerName: [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' '),
      orderId,
      lines,
      shippingPiasters: order.shippingPiasters,
      discountPiasters: order.discountPiasters,
      promoCode: row.promoCode,
      totalPiasters: order.totalPiasters,
      storeCreditPiasters: order.storeCreditPiasters,
      paymentMethod: 'credit',
      language: order.language ?? DEFAULT_LANGUAGE,
    };
  }

  async paidOrdersAwaitingSettlement(): Promise<number[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'Pending'),
          eq(orders.paymentMethod, 'credit'),
          or(
            sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'Success')`,
            paidInFullWithStoreCredit(),
          ),
        ),
      )
      .orderBy(asc(orders.id));
    return rows.map((row) => row.id);
  }
}
