import { and, asc, eq, isNotNull, min } from 'drizzle-orm';
import { isOrderStatus } from '@tiara/domain/order-lifecycle';
import type { Piasters } from '@tiara/domain/money';
import { type OrderHistoryFacts, type StatusChange, type StoreCreditGivenBack, isCourierId } from '@tiara/domain/order-tracking';
import { coversTotal } from '@tiara/domain/store-credit';
import type { Database } from './Database';
import { orderEvents, payments, refunds, returnEvents, storeCreditEntries } from './schema';

/** What the timeline needs to know of the order itself. */
export interface TimelineOrder {
  readonly id: number;
  readonly createdAt: Date;
  readonly total: Piasters;
  /** The store credit it was paid with (0..total). */
  readonly storeCredit: Piasters;
  /** That credit, back in the customer's ledger since the order ended unfulfilled; null until then. */
  readonly storeCreditGivenBack: StoreCreditGivenBack | null;
}

/**
 * What an order's timeline is drawn from besides its placing: its successful payment (or, for an
 * order store credit paid in full, the credit it spent), its recorded changes of status, that
 * credit given back, the steps of its returns, and the refunds confirmed on it.
 */
export class OrderTimelineQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async factsOf(order: TimelineOrder): Promise<OrderHistoryFacts> {
    const orderId = order.id;
    const [[paid], [paidWithCredit], events, returnSteps, confirmedRefunds] = await Promise.all([
      // A payment row is written when the payment starts and marked Success when the gateway confirms it.
      this.db
        .select({ at: min(payments.updatedAt) })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success'))),
      // The credit left the customer's ledger in the order's own transaction; the ledger is append-only, so the entry stays when the credit is later given back.
      coversTotal(order.total, order.storeCredit)
        ? this.db
            .select({ at: min(storeCreditEntries.createdAt) })
            .from(storeCreditEntries)
            .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, 'spent')))
        : [],
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
      placedAt: order.createdAt,
      paidAt: paid?.at ?? null,
      paidWithStoreCreditAt: paidWithCredit?.at ?? null,
      changes,
      returnSteps,
      refunds: confirmedRefunds.flatMap(({ at, amount, method }) => (at === null ? [] : [{ at, amount, method }])),
      storeCreditGivenBack: order.storeCreditGivenBack,
    };
  }
}
