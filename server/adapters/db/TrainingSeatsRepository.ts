import { and, desc, eq, inArray, isNotNull, lte, not, sql } from 'drizzle-orm';
import type { SeatClaim, SeatClaimOutcome, SeatConfirmation, TrainingRegistration, TrainingSeats } from '../../application/trainings/TrainingSeats';
import type { Database } from './Database';
import { findOrderLine, findOrderPurchase, isOrderOpen, orderIsPaid } from './OrderPurchases';
import { dentalTrainings, trainingRegistrations, users } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type RegistrationRow = typeof trainingRegistrations.$inferSelect;

const SEAT_HOLDING_STATUSES = ['Pending', 'Confirmed'] as const;

/** The one place a seat is taken: never beyond capacity, whoever else is registering at the same moment. */
async function takeSeat(tx: Transaction, trainingId: number): Promise<boolean> {
  const taken = await tx
    .update(dentalTrainings)
    .set({ seatsTaken: sql`${dentalTrainings.seatsTaken} + 1` })
    .where(and(eq(dentalTrainings.id, trainingId), sql`(${dentalTrainings.capacity} is null or ${dentalTrainings.seatsTaken} < ${dentalTrainings.capacity})`))
    .returning({ id: dentalTrainings.id });
  return taken.length > 0;
}

/** Called only with registrations this transaction just moved out of a seat-holding status, so each seat comes back once. */
async function giveSeatsBack(tx: Transaction, released: ReadonlyArray<{ trainingId: number }>): Promise<void> {
  const perTraining = new Map<number, number>();
  for (const { trainingId } of released) perTraining.set(trainingId, (perTraining.get(trainingId) ?? 0) + 1);
  for (const [trainingId, count] of [...perTraining].sort(([a], [b]) => a - b)) {
    await tx
      .update(dentalTrainings)
      .set({ seatsTaken: sql`greatest(${dentalTrainings.seatsTaken} - ${count}, 0)` })
      .where(eq(dentalTrainings.id, trainingId));
  }
}

function registrationOf(row: RegistrationRow, orderId: number): TrainingRegistration {
  return {
    id: row.id,
    trainingId: row.trainingId,
    userId: row.userId,
    orderId,
    status: row.status === 'Confirmed' ? 'Confirmed' : 'Pending',
    expiresAt: row.status === 'Confirmed' ? null : row.expiresAt,
  };
}

export class TrainingSeatsRepository implements TrainingSeats {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  claim({ trainingId, userId, orderId, now }: SeatClaim): Promise<SeatClaimOutcome> {
    return this.db.transaction(async (tx) => {
      // One claim per customer at a time: a double click, or two checkouts racing, must not take two seats.
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      if (!user) return { kind: 'order-not-found' };

      const [training] = await tx
        .select({ id: dentalTrainings.id })
        .from(dentalTrainings)
        .where(and(eq(dentalTrainings.id, trainingId), eq(dentalTrainings.isActive, true)))
        .limit(1);
      if (!training) return { kind: 'training-not-found' };

      const order = await findOrderPurchase(tx, orderId);
      if (!order || order.userId !== userId) return { kind: 'order-not-found' };
      const line = await findOrderLine(tx, orderId, 'training', trainingId);
      if (!line) return { kind: 'training-not-in-order' };

      // After this, every Pending or Confirmed registration of the training is one counted seat.
      await this.releaseExpiredIn(tx, now, trainingId);

      const holding = await tx
        .select({ registration: trainingRegistrations, paid: orderIsPaid(tx, trainingRegistrations.orderId) })
        .from(trainingRegistrations)
        .where(and(eq(trainingRegistrations.trainingId, trainingId), eq(trainingRegistrations.userId, userId), inArray(trainingRegistrations.status, [...SEAT_HOLDING_STATUSES])))
        .orderBy(desc(trainingRegistrations.id));
      const ofThisOrder = holding.find(({ registration }) => registration.orderId === orderId);
      if (ofThisOrder) return { kind: 'already-seated', registration: registrationOf(ofThisOrder.registration, orderId) };
      // A paid registration the payment flow has not confirmed yet is as good as Confirmed.
      if (holding.some(({ registration, paid }) => registration.status === 'Confirmed' || paid)) return { kind: 'already-registered' };
      if (!isOrderOpen(order, now)) return { kind: 'order-closed' };

      // A newer checkout for the same training takes over the seat of the customer's unpaid earlier one.
      const earlier = holding.map(({ registration }) => registration.id);
      const handedOver =
        earlier.length > 0
          ? await tx
              .update(trainingRegistrations)
              .set({ status: 'Cancelled' })
              .where(and(inArray(trainingRegistrations.id, earlier), eq(trainingRegistrations.status, 'Pending')))
              .returning({ trainingId: trainingRegistrations.trainingId })
          : [];
      if (handedOver.length > 1) await giveSeatsBack(tx, handedOver.slice(1));
      if (handedOver.length === 0 && !(await takeSeat(tx, trainingId))) return { kind: 'fully-booked' };

      const [created] = await tx
        .insert(trainingRegistrations)
        .values({
          trainingId,
          userId,
          orderId,
          packageId: line.trainingPackageId,
          status: order.paid ? 'Confirmed' : 'Pending',
          expiresAt: order.paid ? null : order.reservationExpiresAt,
        })
        .returning();
      if (!created) throw new Error('the training registration was not stored');
      return { kind: 'seated', registration: registrationOf(created, orderId) };
    });
  }

  confirmForOrder(orderId: number): Promise<SeatConfirmation> {
    return this.db.transaction(async (tx) => {
      const registrations = await tx
        .select()
        .from(trainingRegistrations)
        .where(eq(trainingRegistrations.orderId, orderId))
        .orderBy(desc(trainingRegistrations.id))
        .for('update');
      let confirmed = 0;
      let unseated = 0;
      const trainingIds = [...new Set(registrations.map((registration) => registration.trainingId))];
      for (const trainingId of trainingIds) {
        const ofTraining = registrations.filter((registration) => registration.trainingId === trainingId);
        const holding = ofTraining.find((registration) => registration.status !== 'Cancelled');
        if (holding) {
          if (holding.status === 'Pending') {
            await tx.update(trainingRegistrations).set({ status: 'Confirmed', expiresAt: null }).where(eq(trainingRegistrations.id, holding.id));
          }
          confirmed += 1;
          continue;
        }
        const newest = ofTraining[0];
        if (!newest) continue;
        const [alreadyConfirmed] = await tx
          .select({ id: trainingRegistrations.id })
          .from(trainingRegistrations)
          .where(and(eq(trainingRegistrations.trainingId, trainingId), eq(trainingRegistrations.userId, newest.userId), eq(trainingRegistrations.status, 'Confirmed')))
          .limit(1);
        if (!alreadyConfirmed && (await takeSeat(tx, trainingId))) {
          await tx.update(trainingRegistrations).set({ status: 'Confirmed', expiresAt: null }).where(eq(trainingRegistrations.id, newest.id));
          confirmed += 1;
        } else {
          unseated += 1;
        }
      }
      return { confirmed, unseated };
    });
  }

  releaseForOrder(orderId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const released = await tx
        .update(trainingRegistrations)
        .set({ status: 'Cancelled' })
        .where(and(eq(trainingRegistrations.orderId, orderId), inArray(trainingRegistrations.status, [...SEAT_HOLDING_STATUSES])))
        .returning({ trainingId: trainingRegistrations.trainingId });
      await giveSeatsBack(tx, released);
      return released.length;
    });
  }

  releaseExpired(now: Date): Promise<number> {
    return this.db.transaction((tx) => this.releaseExpiredIn(tx, now));
  }

  private async releaseExpiredIn(tx: Transaction, now: Date, trainingId?: number): Promise<number> {
    const released = await tx
      .update(trainingRegistrations)
      .set({ status: 'Cancelled' })
      .where(
        and(
          eq(trainingRegistrations.status, 'Pending'),
          isNotNull(trainingRegistrations.expiresAt),
          lte(trainingRegistrations.expiresAt, now),
          trainingId === undefined ? undefined : eq(trainingRegistrations.trainingId, trainingId),
          // A payment that arrived before the sweep keeps the seat; confirming it is the payment flow's job.
          not(orderIsPaid(tx, trainingRegistrations.orderId)),
        ),
      )
      .returning({ trainingId: trainingRegistrations.trainingId });
    await giveSeatsBack(tx, released);
    return released.length;
  }
}
