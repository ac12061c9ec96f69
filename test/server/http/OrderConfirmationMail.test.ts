import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderShop, insertOrderShop, orderPayload, productLine } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

describe('the order confirmation e-mail', () => {
  let server: TestServer;
  let shop: OrderShop;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('is sent for a cash order once it is placed, with its lines and total', async () => {
    const placed = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([productLine(shop.plain, 2)]) });
    expect(placed.statusCode).toBe(201);
    const [mail] = await server.outbox.list(1);
    expect(mail?.to).toBe('mona@clinic.example');
    expect(mail?.subject).toBe(`Tiara: order #${placed.json().orderid} received`);
    expect(mail?.text).toContain(`2 × ${shop.plain.name}: 1,800 EGP`);
    expect(mail?.text).toContain('Payment: Cash on Delivery');
  });

  it('waits for the payment of a card order (sent when the gateway confirms it)', async () => {
    const before = (await server.outbox.list()).length;
    const customer = await server.createUser();
    const placed = await server.request({
      method: 'POST',
      url: '/api/order/create',
      token: customer.token,
      body: orderPayload([productLine(shop.plain)], { userId: customer.id, paymentMethod: 'credit' }),
    });
    expect(placed.statusCode).toBe(201);
    expect(await server.outbox.list()).toHaveLength(before);
  });
});
