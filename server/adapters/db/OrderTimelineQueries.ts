import { and, asc, eq, isNotNull, min } from 'drizzle-orm';
import { isOrderStatus } from '@tiara/domain/order-lifecycle';
import { type OrderHistoryFacts, type StatusChange, isCourierId } from '@tiara/domain/order-tracking';
import type { Database } from './Database';
import { orderEvents, payments, refunds, returnEvents } from './schema';

/**
 * What an order's timeline is drawn from besides its placing: its successful payment, its recorded
 * changes of status, the steps of its returns, and the refunds confirmed on it.
 */
export class OrderTimelineQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async factsOf(orderId: number, placedAt: Date): Promise<OrderHistoryFacts> {
    const [[paid], events, returnSteps, confirmedRefunds] = await Promise.all([
      // A payment row is written when the payment starts and marked Success when the gateway confirms it.
      this.db
        .select({ at: min(payments.updatedAt) })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success'))),
      this.db
        .select({ status: orderEvents.status, at: orderEvents.createdAt, courier: orderEvents.courier, trackingNumber: orderEvents.trackingNumber, trackingLink: orderEvents.trackingLink })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      this.db.select({ kind: returnEvents.kind, at: returnEvents.createdAt }).from(returnEvents).where(eq(returnEvents.orderId, orderId)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
      // Only money that went back counts: a card refund the gateway has not confirmed is not a step yet.
      this.db
        .select({ at: refunds.confirmedAt, amount: refunds.amountPiasters, method: refunds.method })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'Confirmed'), isNotNull(refunds.confirmedAt)))
        .orderBy(asc(refunds.confirmedAt), asc(refunds.id)),
    ]);
    const changes: StatusChange[] = events.flatMap((event) => {
      if (!isOrderStatus(event.status)) return [];
      const shipment =
        event.courier !== null && isCourierId(event.courier) && event.trackingNumber !== null
          ? { courier: event.courier, trackingNumber: event.trackingNumber, trackingLink: event.trackingLink }
          : null;
      return [{ status: event.status, at: event.at, shipment }];
    });
    return {
      placedAt,
      paidAt: paid?.at ?? null,
      changes,
      returnSteps,
      refunds: confirmedRefunds.flatMap(({ at, amount, method }) => (at === null ? [] : [{ at, amount, method }])),
    };
  }
}
