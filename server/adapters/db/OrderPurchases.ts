import { and, eq, notInArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from './Database';
import { orderItems, orders, payments } from './schema';

/** What seat and subscription rules need to know about an order. */
export interface OrderPurchase {
  readonly id: number;
  readonly userId: number | null;
  readonly status: string;
  /** Until when an unpaid card order holds what it reserved; null for orders that do not expire. */
  readonly reservationExpiresAt: Date | null;
  /** The gateway reported a successful payment for it, or store credit paid all of it. */
  readonly paid: boolean;
}

/** Orders in these statuses have given up what they reserved; only a payment would revive them. */
const CLOSED_ORDER_STATUSES: readonly string[] = ['Cancelled', 'Failed'];

/**
 * Of the order rows in the query, those store credit paid in full (`coversTotal`): the credit was
 * taken from the customer's ledger when the order was written, so it waits for no payment, and it
 * stays paid until it ends unfulfilled and the credit goes back.
 */
export const paidInFullWithStoreCredit = (order: { readonly storeCreditPiasters: AnyPgColumn; readonly totalPiasters: AnyPgColumn; readonly status: AnyPgColumn } = orders) =>
  and(sql`${order.storeCreditPiasters} > 0`, eq(order.storeCreditPiasters, order.totalPiasters), notInArray(order.status, [...CLOSED_ORDER_STATUSES]));

/** The order row of `orderIsPaid`'s subquery, apart from any `orders` of the query around it. */
const creditPaidOrder = alias(orders, 'credit_paid_order');

/**
 * A payment counts only when the gateway said so: a `payments` row with status Success
 * (DESIGN §5, invariant 5), or the shop's own ledger paid it all with store credit. An order's own
 * status never proves payment.
 */
export const orderIsPaid = (db: Database, orderId: AnyPgColumn | number) =>
  sql<boolean>`(exists (${db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success')))}) or exists (${db
    .select({ id: creditPaidOrder.id })
    .from(creditPaidOrder)
    .where(and(eq(creditPaidOrder.id, orderId), paidInFullWithStoreCredit(creditPaidOrder)))}))`;

export async function findOrderPurchase(db: Database, orderId: number): Promise<OrderPurchase | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      reservationExpiresAt: orders.reservationExpiresAt,
      paid: orderIsPaid(db, orders.id),
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** An unpaid order that was cancelled, failed or whose hold ran out can no longer take a seat or a plan. */
export function isOrderOpen(order: OrderPurchase, now: Date): boolean {
  if (order.paid) return true;
  if (CLOSED_ORDER_STATUSES.includes(order.status)) return false;
  return order.reservationExpiresAt === null || order.reservationExpiresAt > now;
}

/** The order's line for this plan or training; order items keep the id within its own catalogue beside the kind. */
export async function findOrderLine(db: Database, orderId: number, kind: 'ai-plan' | 'training', catalogueId: number) {
  const [row] = await db
    .select({ id: orderItems.id, trainingPackageId: orderItems.trainingPackageId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, kind), eq(orderItems.productId, catalogueId)))
    .orderBy(orderItems.id)
    .limit(1);
  return row;
}
