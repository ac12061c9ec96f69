import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrainingSeatsRepository } from '../../../server/adapters/db/TrainingSeatsRepository';
import { dentalTrainings, orderItems, orders, payments, trainingPackages, trainingRegistrations } from '../../../server/adapters/db/schema';
import { ConfirmRegistrationsForOrder } from '../../../server/application/trainings/ConfirmRegistrationsForOrder';
import { ReleaseExpiredRegistrations } from '../../../server/application/trainings/ReleaseExpiredRegistrations';
import { ReleaseRegistrationsForOrder } from '../../../server/application/trainings/ReleaseRegistrationsForOrder';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const START = new Date('2026-11-21T10:00:00Z');
const HOLD_ENDS = new Date('2026-11-21T10:30:00Z');

describe('POST /dentaltraining/{trainingId}/register/{userId}/{orderId}', () => {
  let server: TestServer;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let confirm: ConfirmRegistrationsForOrder;
  let release: ReleaseRegistrationsForOrder;
  let releaseExpired: ReleaseExpiredRegistrations;

  const addTraining = async (capacity: number | null, values: Partial<typeof dentalTrainings.$inferInsert> = {}) => {
    const [row] = await server.db
      .insert(dentalTrainings)
      .values({ title: 'Implantology hands-on', date: new Date('2027-01-15T07:00:00Z'), capacity, ...values })
      .returning();
    if (!row) throw new Error('training was not created');
    const [option] = await server.db.insert(trainingPackages).values({ trainingId: row.id, name: 'Lectures only', pricePiasters: 450_000 }).returning();
    return { id: row.id, packageId: option!.id };
  };

  /** A card order for the training, holding until HOLD_ENDS unless told otherwise. */
  const addOrder = async (user: TestUser, training: { id: number; packageId: number } | null, values: Partial<typeof orders.$inferInsert> = {}) => {
    const [order] = await server.db
      .insert(orders)
      .values({ userId: user.id, paymentMethod: 'credit', subtotalPiasters: 450_000, shippingPiasters: 0, totalPiasters: 450_000, reservationExpiresAt: HOLD_ENDS, ...values })
      .returning();
    if (!order) throw new Error('order was not created');
    await server.db.insert(orderItems).values(
      training
        ? { orderId: order.id, kind: 'training', productId: training.id, trainingPackageId: training.packageId, productName: 'Dental Training', unitPricePiasters: 450_000, quantity: 1 }
        : { orderId: order.id, kind: 'ai-plan', productId: 1_000_001, productName: 'Light Package', unitPricePiasters: 290_000, quantity: 1 },
    );
    return order.id;
  };
  const pay = (orderId: number, status: 'Success' | 'Failed' = 'Success') =>
    server.db.insert(payments).values({ orderId, gateway: 'sandbox', gatewayTransactionId: `tx-${orderId}-${status}-${Math.random()}`, status, amountPiasters: 450_000 });

  const register = (trainingId: number, userId: number, orderId: number | string, caller: TestUser | null = customer) =>
    server.request({ method: 'POST', url: `/api/dentaltraining/${trainingId}/register/${userId}/${orderId}`, token: caller?.token ?? null });
  const seatsTaken = async (trainingId: number) => (await server.db.select().from(dentalTrainings).where(eq(dentalTrainings.id, trainingId)))[0]!.seatsTaken;
  const registrationsOf = (trainingId: number) => server.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.trainingId, trainingId)).orderBy(trainingRegistrations.id);
  const isRegistered = async (trainingId: number, user: TestUser) =>
    (await server.request({ method: 'GET', url: `/api/dentaltraining/${trainingId}/is-registered/${user.id}`, token: user.token })).json().registered;

  beforeAll(async () => {
    server = await startTestServer();
    customer = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
    const seats = new TrainingSeatsRepository(server.db);
    confirm = new ConfirmRegistrationsForOrder(seats);
    release = new ReleaseRegistrationsForOrder(seats);
    releaseExpired = new ReleaseExpiredRegistrations(seats);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    server.clock.set(START);
  });

  describe('ownership', () => {
    it('lets the customer register their own order (200) with a Pending seat until the hold ends', async () => {
      const training = await addTraining(5);
      const orderId = await addOrder(customer, training);
      const response = await register(training.id, customer.id, orderId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        registration_id: expect.any(Number),
        training_id: training.id,
        user_id: customer.id,
        order_id: orderId,
        status: 'Pending',
        expires_at: HOLD_ENDS.toISOString(),
      });
      expect(await seatsTaken(training.id)).toBe(1);
      const [stored] = await registrationsOf(training.id);
      expect(stored).toMatchObject({ userId: customer.id, orderId, packageId: training.packageId, status: 'Pending' });
      expect(await isRegistered(training.id, customer)).toBe(true);
    });

    it("refuses another user's id (403) and a visitor (401), and takes no seat", async () => {
      const training = await addTraining(5);
      const orderId = await addOrder(customer, training);
      const forbidden = await register(training.id, customer.id, orderId, other);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: expect.any(String), code: 'forbidden' });
      expect((await register(training.id, customer.id, orderId, null)).statusCode).toBe(401);
      expect(await seatsTaken(training.id)).toBe(0);
    });

    it("lets an admin register a customer's order", async () => {
      const training = await addTraining(5);
      const orderId = await addOrder(customer, training);
      const response = await register(training.id, customer.id, orderId, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().user_id).toBe(customer.id);
    });

    it("answers 404 for an order of someone else, even to a caller using their own id", async () => {
      const training = await addTraining(5);
      const othersOrder = await addOrder(other, training);
      const response = await register(training.id, customer.id, othersOrder);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found', code: 'order_not_found' });
      expect(await seatsTaken(training.id)).toBe(0);
    });
  });

  describe('refusals', () => {
    it('answers 404 for an unknown or switched-off training and an unknown order', async () => {
      const training = await addTraining(5);
      const hidden = await addTraining(5, { isActive: false });
      const orderId = await addOrder(customer, training);
      expect((await register(999_999, customer.id, orderId)).json()).toEqual({ message: 'Training not found', code: 'training_not_found' });
      expect((await register(hidden.id, customer.id, await addOrder(customer, hidden))).statusCode).toBe(404);
      const unknownOrder = await register(training.id, customer.id, 999_999_999);
      expect(unknownOrder.statusCode).toBe(404);
      expect(unknownOrder.json().code).toBe('order_not_found');
    });

    it('answers 400 when the order does not contain this training', async () => {
      const training = await addTraining(5);
      const elsewhere = await addTraining(5);
      const planOrder = await addOrder(customer, null);
      const otherTrainingOrder = await addOrder(customer, elsewhere);
      for (const orderId of [planOrder, otherTrainingOrder]) {
        const response = await register(training.id, customer.id, orderId);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'This order does not include this training', code: 'training_not_in_order' });
      }
      expect(await seatsTaken(training.id)).toBe(0);
    });

    it('answers 400 for ids that are not positive whole numbers', async () => {
      const training = await addTraining(5);
      for (const url of [`/api/dentaltraining/abc/register/${customer.id}/1`, `/api/dentaltraining/${training.id}/register/${customer.id}/-1`, `/api/dentaltraining/${training.id}/register/${customer.id}/1.5`]) {
        const response = await server.request({ method: 'POST', url, token: customer.token });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBeTypeOf('string');
      }
    });

    it('answers 409 for a cancelled, failed or expired unpaid order', async () => {
      const training = await addTraining(5);
      const cancelled = await addOrder(customer, training, { status: 'Cancelled' });
      const failed = await addOrder(customer, training, { status: 'Failed' });
      const expired = await addOrder(customer, training, { reservationExpiresAt: new Date('2026-11-21T09:59:00Z') });
      for (const orderId of [cancelled, failed, expired]) {
        const response = await register(training.id, customer.id, orderId);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('order_closed');
      }
      expect(await seatsTaken(training.id)).toBe(0);
    });

    it("answers 409 'This training is fully booked' when every seat is held", async () => {
      const training = await addTraining(1);
      expect((await register(training.id, other.id, await addOrder(other, training), other)).statusCode).toBe(200);
      const response = await register(training.id, customer.id, await addOrder(customer, training));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This training is fully booked', code: 'fully_booked' });
      expect(await seatsTaken(training.id)).toBe(1);
      expect(await registrationsOf(training.id)).toHaveLength(1);
    });

    it("answers 409 'You are already registered for this training' once a registration is Confirmed", async () => {
      const training = await addTraining(5);
      const paidOrder = await addOrder(customer, training);
      await register(training.id, customer.id, paidOrder);
      await pay(paidOrder);
      await confirm.execute(paidOrder);
      const response = await register(training.id, customer.id, await addOrder(customer, training));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'You are already registered for this training', code: 'already_registered' });
      expect(await seatsTaken(training.id)).toBe(1);
    });
  });

  describe('seats', () => {
    it('is idempotent for the same order: 200 again, one registration, one seat', async () => {
      const training = await addTraining(5);
      const orderId = await addOrder(customer, training);
      const first = await register(training.id, customer.id, orderId);
      const again = await register(training.id, customer.id, orderId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const doubleClick = await Promise.all([register(training.id, customer.id, orderId), register(training.id, customer.id, orderId)]);
      expect(doubleClick.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(await registrationsOf(training.id)).toHaveLength(1);
      expect(await seatsTaken(training.id)).toBe(1);
    });

    it('works with unlimited capacity', async () => {
      const training = await addTraining(null, { seatsTaken: 10_000 });
      const response = await register(training.id, customer.id, await addOrder(customer, training));
      expect(response.statusCode).toBe(200);
      expect(await seatsTaken(training.id)).toBe(10_001);
    });

    it('confirms on payment: Confirmed, no expiry, still one seat; confirming again changes nothing', async () => {
      const training = await addTraining(5);
      const orderId = await addOrder(customer, training);
      await register(training.id, customer.id, orderId);
      await pay(orderId);
      expect(await confirm.execute(orderId)).toEqual({ confirmed: 1, unseated: 0 });
      expect(await confirm.execute(orderId)).toEqual({ confirmed: 1, unseated: 0 });
      const [stored] = await registrationsOf(training.id);
      expect(stored).toMatchObject({ status: 'Confirmed', expiresAt: null });
      expect(await seatsTaken(training.id)).toBe(1);
      const again = await register(training.id, customer.id, orderId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: 'Confirmed', expires_at: null });
      clockAfterHold();
      await releaseExpired.execute(server.clock.now);
      expect(await seatsTaken(training.id)).toBe(1);
      expect(await isRegistered(training.id, customer)).toBe(true);
    });

    it('registers an order that is already paid as Confirmed', async () => {
      const training = await addTraining(5);
      const orderId = await addOrder(customer, training);
      await pay(orderId);
      const response = await register(training.id, customer.id, orderId);
      expect(response.json()).toMatchObject({ status: 'Confirmed', expires_at: null });
      expect(await seatsTaken(training.id)).toBe(1);
    });

    it('releases on a failed payment exactly once, and a new order can register again', async () => {
      const training = await addTraining(1);
      const failedOrder = await addOrder(customer, training);
      await register(training.id, customer.id, failedOrder);
      await pay(failedOrder, 'Failed');
      const releases = await Promise.all([release.execute(failedOrder), release.execute(failedOrder), release.execute(failedOrder)]);
      expect(releases.sort()).toEqual([0, 0, 1]);
      expect(await release.execute(failedOrder)).toBe(0);
      expect(await seatsTaken(training.id)).toBe(0);
      expect(await isRegistered(training.id, customer)).toBe(false);

      const retry = await register(training.id, customer.id, await addOrder(customer, training));
      expect(retry.statusCode).toBe(200);
      expect(retry.json().status).toBe('Pending');
      expect(await seatsTaken(training.id)).toBe(1);
    });

    it('releases a Pending seat whose hold ran out, once, when anyone registers or the sweep runs', async () => {
      const training = await addTraining(1);
      const abandoned = await addOrder(customer, training);
      await register(training.id, customer.id, abandoned);
      expect((await register(training.id, other.id, await addOrder(other, training, { reservationExpiresAt: new Date('2026-11-21T11:30:00Z') }), other)).statusCode).toBe(409);

      clockAfterHold();
      expect(await isRegistered(training.id, customer)).toBe(false);
      const late = await addOrder(other, training, { reservationExpiresAt: new Date('2026-11-21T11:30:00Z') });
      const response = await register(training.id, other.id, late, other);
      expect(response.statusCode).toBe(200);
      expect(await seatsTaken(training.id)).toBe(1);
      await releaseExpired.execute(server.clock.now);
      expect(await seatsTaken(training.id)).toBe(1);
      expect((await registrationsOf(training.id)).map((registration) => registration.status)).toEqual(['Cancelled', 'Pending']);
    });

    it('the sweep releases expired seats of unpaid orders only', async () => {
      const training = await addTraining(5);
      const unpaid = await addOrder(customer, training);
      const paidLate = await addOrder(other, training);
      await register(training.id, customer.id, unpaid);
      await register(training.id, other.id, paidLate, other);
      await pay(paidLate);
      clockAfterHold();
      expect(await releaseExpired.execute(server.clock.now)).toBeGreaterThanOrEqual(1);
      expect(await releaseExpired.execute(server.clock.now)).toBe(0);
      expect(await seatsTaken(training.id)).toBe(1);
      expect((await registrationsOf(training.id)).map((registration) => registration.status)).toEqual(['Cancelled', 'Pending']);
      expect(await confirm.execute(paidLate)).toEqual({ confirmed: 1, unseated: 0 });
      expect(await seatsTaken(training.id)).toBe(1);
    });

    it("a newer checkout takes over the customer's unpaid earlier seat instead of taking a second one", async () => {
      const training = await addTraining(1);
      const first = await addOrder(customer, training);
      const second = await addOrder(customer, training);
      await register(training.id, customer.id, first);
      const response = await register(training.id, customer.id, second);
      expect(response.statusCode).toBe(200);
      expect(response.json().order_id).toBe(second);
      expect(await seatsTaken(training.id)).toBe(1);
      expect((await registrationsOf(training.id)).map((registration) => [registration.orderId, registration.status])).toEqual([
        [first, 'Cancelled'],
        [second, 'Pending'],
      ]);
    });

    it('a paid registration not yet confirmed counts as registered: a new order is refused and takes nothing over', async () => {
      const training = await addTraining(5);
      const paidOrder = await addOrder(customer, training);
      await register(training.id, customer.id, paidOrder);
      await pay(paidOrder);
      const response = await register(training.id, customer.id, await addOrder(customer, training));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('already_registered');
      expect((await registrationsOf(training.id)).map((registration) => registration.status)).toEqual(['Pending']);
      expect(await seatsTaken(training.id)).toBe(1);
    });

    it('a payment arriving after the seat was released takes a free seat again, or reports it unseated', async () => {
      const training = await addTraining(1);
      const late = await addOrder(customer, training);
      await register(training.id, customer.id, late);
      await release.execute(late);
      await pay(late);
      expect(await confirm.execute(late)).toEqual({ confirmed: 1, unseated: 0 });
      expect(await seatsTaken(training.id)).toBe(1);

      const full = await addTraining(1);
      const lost = await addOrder(customer, full);
      await register(full.id, customer.id, lost);
      await release.execute(lost);
      await register(full.id, other.id, await addOrder(other, full), other);
      await pay(lost);
      expect(await confirm.execute(lost)).toEqual({ confirmed: 0, unseated: 1 });
      expect(await seatsTaken(full.id)).toBe(1);
    });

    it('cancelling a paid order gives its Confirmed seat back', async () => {
      const training = await addTraining(2);
      const orderId = await addOrder(customer, training);
      await register(training.id, customer.id, orderId);
      await pay(orderId);
      await confirm.execute(orderId);
      expect(await release.execute(orderId)).toBe(1);
      expect(await seatsTaken(training.id)).toBe(0);
    });
  });

  function clockAfterHold() {
    server.clock.set(new Date('2026-11-21T10:45:00Z'));
  }
});
