import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderShop, insertOrderShop, insertPromo, orderPayload, productLine, promoState } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

describe('POST /api/promocode/createUserUsage', () => {
  let server: TestServer;
  let shop: OrderShop;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const record = (body: unknown, user: TestUser | null = customer) => server.request({ method: 'POST', url: '/api/promocode/createUserUsage', token: user?.token ?? null, body });
  const placeWithPromo = async (user: TestUser, paymentMethod: 'cash' | 'credit' = 'cash') => {
    const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, maxUses: 10 });
    const response = await server.request({
      method: 'POST',
      url: '/api/order/create',
      token: user.token,
      body: orderPayload([productLine(shop.plain)], { userId: user.id, paymentMethod, discount: 5_000, promoCodeId: promo.id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { promo, orderId: (response.json() as { orderid: number }).orderid };
  };
  const usage = (user: TestUser, promoCodeId: number, orderId: number) => ({ user_id: user.id, promo_code_id: promoCodeId, order_id: orderId, used_at: '2026-11-21T10:05:00Z' });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
    customer = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('marks the use of an accepted order as used, never counting it twice, however often it is called', async () => {
    const { promo, orderId } = await placeWithPromo(customer);
    await server.request({ method: 'POST', url: `/api/order/confirmOrder/${orderId}/Success`, token: customer.token });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await record(usage(customer, promo.id, orderId));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ order_id: orderId, promo_code_id: promo.id, status: 'Used' });
    }
    expect(await promoState(server, promo.id)).toEqual({ usedCount: 1, uses: [{ orderId, status: 'Used', userId: customer.id }] });
  });

  it('leaves the use reserved while the order is unpaid, still answering 200', async () => {
    const { promo, orderId } = await placeWithPromo(customer, 'credit');
    const response = await record(usage(customer, promo.id, orderId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ order_id: orderId, promo_code_id: promo.id, status: 'Reserved' });
    expect((await promoState(server, promo.id)).usedCount).toBe(1);
  });

  it('reports a released use as released and does not bring it back', async () => {
    const { promo, orderId } = await placeWithPromo(customer);
    await server.request({ method: 'POST', url: `/api/order/confirmOrder/${orderId}/Failed`, token: customer.token });
    const response = await record(usage(customer, promo.id, orderId));
    expect(response.json()).toEqual({ order_id: orderId, promo_code_id: promo.id, status: 'Released' });
    expect((await promoState(server, promo.id)).usedCount).toBe(0);
  });

  it('answers 404 for an order without a use of that code, and for an unknown order', async () => {
    const { promo, orderId } = await placeWithPromo(customer);
    const otherPromo = await insertPromo(server);
    const wrongPromo = await record(usage(customer, otherPromo.id, orderId));
    expect(wrongPromo.statusCode).toBe(404);
    expect(wrongPromo.json()).toEqual({ code: 'promo_use_not_found', message: `No use of this promo code was recorded for order #${orderId}.` });
    expect((await record(usage(customer, promo.id, 987_654))).statusCode).toBe(404);
    expect((await promoState(server, otherPromo.id)).usedCount).toBe(0);
  });

  it('is only for the order’s customer or an admin', async () => {
    const { promo, orderId } = await placeWithPromo(customer);
    expect((await record(usage(customer, promo.id, orderId), null)).statusCode).toBe(401);
    expect((await record(usage(customer, promo.id, orderId), other)).statusCode).toBe(403);
    const ownIdOtherOrder = await record(usage(other, promo.id, orderId), other);
    expect(ownIdOtherOrder.statusCode).toBe(404);
    expect(ownIdOtherOrder.json()).toEqual({ code: 'order_not_found', message: `Order #${orderId} was not found.` });
    expect((await record(usage(customer, promo.id, orderId), admin)).statusCode).toBe(200);
  });

  it('refuses malformed bodies with 400', async () => {
    expect((await record({ user_id: customer.id, promo_code_id: -1, order_id: 1 })).statusCode).toBe(400);
    expect((await record({ user_id: customer.id, promo_code_id: 1, order_id: 2 ** 31 })).statusCode).toBe(400);
    expect((await record({ user_id: 'me', promo_code_id: 1, order_id: 1 })).statusCode).toBe(400);
  });

  it('keeps POST /api/PromoCode/validate answering', async () => {
    const promo = await insertPromo(server, { kind: 'percent', value: 10 });
    const response = await server.request({ method: 'POST', url: '/api/PromoCode/validate', token: customer.token, body: { code: promo.code, order_amount: 1_000, user_id: customer.id } });
    expect(response.json()).toMatchObject({ is_valid: true, discount_amount: 100, promo_code_id: promo.id });
  });
});
