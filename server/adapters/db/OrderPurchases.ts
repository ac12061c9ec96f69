import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './Database';
import { orderItems, orders, payments } from './schema';

/** What seat and subscription rules need to know about an order. */
export interface OrderPurchase {
  readonly id: number;
  readonly userId: number | null;
  readonly status: string;
  /** Until when an unpaid card order holds what it reserved; null for orders that do not expire. */
  readonly reservationExpiresAt: Date | null;
  /** The gateway reported a successful payment for it. */
  readonly paid: boolean;
}

/** Orders in these statuses have given up what they reserved; only a payment would revive them. */
const CLOSED_ORDER_STATUSES: readonly string[] = ['Cancelled', 'Failed'];

/**
 * A payment counts only when the gateway said so: a `payments` row with status Success
 * (DESIGN §5, invariant 5). An order's own status never proves payment.
 */
export const orderIsPaid = (db: Database, orderId: AnyPgColumn | number) =>
  sql<boolean>`exists (${db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success')))})`;

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
