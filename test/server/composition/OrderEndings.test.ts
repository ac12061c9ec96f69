import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRepository } from '../../../server/adapters/db/OrderRepository';
import { dentalTrainings, trainingRegistrations } from '../../../server/adapters/db/schema';
import { ReleaseExpiredOrders } from '../../../server/application/orders/ReleaseExpiredOrders';
import { releaseWhatEndedOrdersHeld } from '../../../server/composition/orderEndings';
import { type OrderShop, insertOrderShop, orderPayload, trainingLine } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

/** An unpaid training order that ends gives its seat back with its stock, whichever way it ends. */
describe('ending an unpaid order releases its training seat', () => {
  let server: TestServer;
  let shop: OrderShop;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const seatsTaken = async () => (await server.db.select().from(dentalTrainings).where(eq(dentalTrainings.id, shop.training.id)))[0]?.seatsTaken;

  async function registeredOrder() {
    const customer = await server.createUser();
    const pkg = shop.training.packages[0]!;
    const placed = await server.request({
      method: 'POST',
      url: '/api/order/create',
      token: customer.token,
      body: orderPayload([trainingLine(shop.training, pkg.price, pkg.id)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderid as number;
    const registered = await server.request({ method: 'POST', url: `/api/dentaltraining/${shop.training.id}/register/${customer.id}/${orderId}`, token: customer.token });
    expect(registered.statusCode).toBe(200);
    return { customer, orderId };
  }

  it('when the payment is reported failed', async () => {
    const before = await seatsTaken();
    const { customer, orderId } = await registeredOrder();
    expect(await seatsTaken()).toBe((before ?? 0) + 1);
    const failed = await server.request({ method: 'POST', url: `/api/order/confirmOrder/tiaradentaltraining-${orderId}/Failed`, token: customer.token });
    expect(failed.statusCode).toBe(200);
    expect(await seatsTaken()).toBe(before);
    const [registration] = await server.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.orderId, orderId));
    expect(registration?.status).toBe('Cancelled');
  });

  it('when the hold runs out unpaid', async () => {
    const before = await seatsTaken();
    const { orderId } = await registeredOrder();
    server.clock.set(new Date(server.clock.now.getTime() + 31 * 60_000));
    const sweep = new ReleaseExpiredOrders(new OrderRepository(server.db), releaseWhatEndedOrdersHeld(server.db, server.endedOrderMail));
    expect(await sweep.execute(server.clock.now)).toBeGreaterThanOrEqual(1);
    expect(await seatsTaken()).toBe(before);
    const [registration] = await server.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.orderId, orderId));
    expect(registration?.status).toBe('Cancelled');
  });
});
