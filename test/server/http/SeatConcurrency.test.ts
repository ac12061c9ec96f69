/**
 * Issue 4 item 10: capacity is never exceeded under concurrency (DESIGN §5). Meaningful on a real
 * PostgreSQL server (TEST_DATABASE_URL), where the requests run on parallel connections; on PGlite
 * they are serialised and the same assertions hold trivially.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrainingSeatsRepository } from '../../../server/adapters/db/TrainingSeatsRepository';
import { dentalTrainings, orderItems, orders, trainingRegistrations } from '../../../server/adapters/db/schema';
import { ReleaseRegistrationsForOrder } from '../../../server/application/trainings/ReleaseRegistrationsForOrder';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const CAPACITY = 3;
const BUYERS = 30;
const START = new Date('2026-11-21T10:00:00Z');

describe('training seats under concurrent registrations', () => {
  let server: TestServer;
  let release: ReleaseRegistrationsForOrder;

  const addTraining = async () => {
    const [row] = await server.db.insert(dentalTrainings).values({ title: 'Endodontics weekend', date: new Date('2027-02-01T07:00:00Z'), capacity: CAPACITY }).returning();
    return row!.id;
  };
  const addOrder = async (user: TestUser, trainingId: number, holdUntil: Date) => {
    const [order] = await server.db
      .insert(orders)
      .values({ userId: user.id, paymentMethod: 'credit', subtotalPiasters: 450_000, shippingPiasters: 0, totalPiasters: 450_000, reservationExpiresAt: holdUntil })
      .returning();
    await server.db.insert(orderItems).values({ orderId: order!.id, kind: 'training', productId: trainingId, productName: 'Dental Training', unitPricePiasters: 450_000, quantity: 1 });
    return order!.id;
  };
  const buyers = async (trainingId: number, holdUntil: Date) => {
    const list: Array<{ user: TestUser; orderId: number }> = [];
    for (let index = 0; index < BUYERS; index += 1) {
      const user = await server.createUser();
      list.push({ user, orderId: await addOrder(user, trainingId, holdUntil) });
    }
    return list;
  };
  const registerAll = (trainingId: number, list: Array<{ user: TestUser; orderId: number }>) =>
    Promise.all(list.map(({ user, orderId }) => server.request({ method: 'POST', url: `/api/dentaltraining/${trainingId}/register/${user.id}/${orderId}`, token: user.token })));
  const seatsTaken = async (trainingId: number) => (await server.db.select().from(dentalTrainings).where(eq(dentalTrainings.id, trainingId)))[0]!.seatsTaken;
  const holding = async (trainingId: number) =>
    (await server.db.select().from(trainingRegistrations).where(and(eq(trainingRegistrations.trainingId, trainingId), eq(trainingRegistrations.status, 'Pending')))).length;

  beforeAll(async () => {
    server = await startTestServer();
    release = new ReleaseRegistrationsForOrder(new TrainingSeatsRepository(server.db));
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    server.clock.set(START);
  });

  it(`${BUYERS} concurrent registrations for ${CAPACITY} seats: exactly ${CAPACITY} hold one, the rest are told it is fully booked`, async () => {
    const trainingId = await addTraining();
    const list = await buyers(trainingId, new Date('2026-11-21T10:30:00Z'));
    const responses = await registerAll(trainingId, list);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CAPACITY);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - CAPACITY);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json()).toEqual({ message: 'This training is fully booked', code: 'fully_booked' });
    }
    expect(await seatsTaken(trainingId)).toBe(CAPACITY);
    expect(await holding(trainingId)).toBe(CAPACITY);

    // Each winner's order released five times at once: every seat comes back exactly once.
    const winners = list.filter((_, index) => responses[index]!.statusCode === 200);
    const released = await Promise.all(winners.flatMap(({ orderId }) => Array.from({ length: 5 }, () => release.execute(orderId))));
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(CAPACITY);
    expect(await seatsTaken(trainingId)).toBe(0);
    expect(await holding(trainingId)).toBe(0);

    // The losers try again, all at once: again exactly as many seats as there are.
    const losers = list.filter((_, index) => responses[index]!.statusCode === 409);
    const retries = await registerAll(trainingId, losers);
    expect(retries.filter((response) => response.statusCode === 200)).toHaveLength(CAPACITY);
    expect(await seatsTaken(trainingId)).toBe(CAPACITY);
    expect(await holding(trainingId)).toBe(CAPACITY);
  });

  it('seats whose hold ran out are given back exactly once while many register at once', async () => {
    const trainingId = await addTraining();
    const first = await buyers(trainingId, new Date('2026-11-21T10:30:00Z'));
    expect((await registerAll(trainingId, first)).filter((response) => response.statusCode === 200)).toHaveLength(CAPACITY);

    server.clock.set(new Date('2026-11-21T10:45:00Z'));
    const second = await buyers(trainingId, new Date('2026-11-21T11:15:00Z'));
    const responses = await registerAll(trainingId, second);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(CAPACITY);
    expect(await seatsTaken(trainingId)).toBe(CAPACITY);
    expect(await holding(trainingId)).toBe(CAPACITY);
  });
});
