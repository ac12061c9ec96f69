import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderReference } from '@tiara/domain/order-reference';
import { OrderRepository } from '../../../server/adapters/db/OrderRepository';
import { orders, payments } from '../../../server/adapters/db/schema';
import { releaseWhatEndedOrdersHeld } from '../../../server/composition/orderEndings';
import { ReleaseExpiredOrders } from '../../../server/application/orders/ReleaseExpiredOrders';
import { type OrderShop, insertOrderShop, insertProduct, insertPromo, orderPayload, orderRow, planLine, productLine, promoState, stockOf, variantStockOf } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;
type Product = { id: number; name: string; price: number };

describe('the order lifecycle', () => {
  let server: TestServer;
  let shop: OrderShop;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let product: Product;

  const place = async (body: unknown, user: TestUser | null = customer): Promise<number> => {
    const response = await server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderid: number }).orderid;
  };
  const confirm = (orderId: number | string, status: string, user: TestUser | null = customer) =>
    server.request({ method: 'POST', url: `/api/order/confirmOrder/${orderId}/${status}`, token: user?.token ?? null });
  const paid = (orderId: number, status: 'Success' | 'Failed' | 'Pending' = 'Success') =>
    server.db.insert(payments).values({ orderId, gateway: 'sandbox', status, amountPiasters: 1 });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
    customer = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  beforeEach(async () => {
    server.clock.set(new Date('2026-11-21T10:00:00Z'));
    const row = await insertProduct(server, { quantity: 10 });
    product = { id: row.id, name: row.name, price: 90_000 };
  });
  afterAll(async () => {
    await server.close();
  });

  describe('confirmOrder Success', () => {
    it.each(['cash', 'pickup'] as const)('accepts a %s order: Pending → Processing, keeping its stock taken', async (paymentMethod) => {
      const orderId = await place(orderPayload([productLine(product, 3)], { userId: customer.id, paymentMethod }));
      const response = await confirm(orderId, 'Success');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: orderId, status: 'Processing' });
      expect(await stockOf(server, product.id)).toBe(7);
    });

    it('is idempotent', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id }));
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await confirm(orderId, 'Success');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ id: orderId, status: 'Processing' });
      }
      expect(await stockOf(server, product.id)).toBe(9);
    });

    it('answers 200 for an order already shipped, without moving it back', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id }));
      await server.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, orderId));
      expect((await confirm(orderId, 'Success')).json()).toEqual({ id: orderId, status: 'Shipped' });
    });

    it('refuses Success for a card order without a verified payment (409), and leaves it Pending', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id, paymentMethod: 'credit' }));
      await paid(orderId, 'Pending');
      await paid(orderId, 'Failed');
      const response = await confirm(orderId, 'Success');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'payment_not_verified', message: `The payment for order #${orderId} has not been confirmed by the payment gateway.` });
      expect((await orderRow(server, orderId)).status).toBe('Pending');
    });

    it('accepts a card order once a successful payment exists, by its AI-plan reference too', async () => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const orderId = await place(orderPayload([planLine(plan)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      await paid(orderId);
      const response = await confirm(orderReference('ai-plan', orderId), 'Success');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: orderId, status: 'Processing' });
      expect((await confirm(orderReference('training', orderId), 'Success')).json()).toEqual({ id: orderId, status: 'Processing' });
    });

    it('refuses to confirm a failed order (409)', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id }));
      expect((await confirm(orderId, 'Failed')).statusCode).toBe(200);
      const response = await confirm(orderId, 'Success');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'order_closed', message: `Order #${orderId} is Failed and can no longer be confirmed.` });
    });

    it('marks the order’s promo use as used', async () => {
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000 });
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id, discount: 5_000, promoCodeId: promo.id }));
      await confirm(orderId, 'Success');
      expect(await promoState(server, promo.id)).toEqual({ usedCount: 1, uses: [{ orderId, status: 'Used', userId: customer.id }] });
    });
  });

  describe('confirmOrder Failed', () => {
    it('fails a pending order and gives back exactly its stock, variant stock and promo use, once', async () => {
      const [variant] = shop.variantProduct.variants;
      if (!variant) throw new Error('no variant');
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, maxUses: 5 });
      const before = { product: await stockOf(server, shop.variantProduct.id), variant: await variantStockOf(server, variant.id) };
      const lines = [productLine(product, 4), productLine(shop.variantProduct, 2, { sku: variant.sku })];
      const orderId = await place(orderPayload(lines, { userId: customer.id, paymentMethod: 'credit', discount: 5_000, promoCodeId: promo.id }));
      expect(await stockOf(server, product.id)).toBe(6);
      expect(await variantStockOf(server, variant.id)).toBe(before.variant - 2);

      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await confirm(orderId, 'Failed');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ id: orderId, status: 'Failed' });
      }
      expect(await stockOf(server, product.id)).toBe(10);
      expect(await stockOf(server, shop.variantProduct.id)).toBe(before.product);
      expect(await variantStockOf(server, variant.id)).toBe(before.variant);
      expect(await promoState(server, promo.id)).toEqual({ usedCount: 0, uses: [{ orderId, status: 'Released', userId: customer.id }] });
      const order = await orderRow(server, orderId);
      expect(order.status).toBe('Failed');
      expect(order.stockReleasedAt).toEqual(new Date('2026-11-21T10:00:00Z'));
    });

    it('gives stock back once when Failed is posted many times at once', async () => {
      const orderId = await place(orderPayload([productLine(product, 5)], { userId: customer.id }));
      const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(orderId, 'Failed')));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(await stockOf(server, product.id)).toBe(10);
    });

    it('refuses to fail an accepted order (409)', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id }));
      await confirm(orderId, 'Success');
      const response = await confirm(orderId, 'Failed');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'order_already_accepted' });
      expect(await stockOf(server, product.id)).toBe(9);
    });

    it('refuses to fail a card order the gateway says was paid (409)', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id, paymentMethod: 'credit' }));
      await paid(orderId);
      expect((await confirm(orderId, 'Failed')).statusCode).toBe(409);
      expect((await orderRow(server, orderId)).status).toBe('Pending');
    });
  });

  describe('who may confirm', () => {
    it('answers another customer as if the order were missing (404) and a caller without a token 401; allows an admin', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: customer.id }));
      for (const outcome of ['Success', 'Failed'] as const) {
        const refused = await confirm(orderId, outcome, other);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ code: 'order_not_found', message: `Order #${orderId} was not found.` });
      }
      expect((await confirm(orderId, 'Success', null)).statusCode).toBe(401);
      expect((await orderRow(server, orderId)).status).toBe('Pending');
      expect((await confirm(orderId, 'Success', admin)).json()).toEqual({ id: orderId, status: 'Processing' });
    });

    it('lets anyone with a guest order’s id confirm it, but only an admin fail it', async () => {
      const orderId = await place(orderPayload([productLine(product, 2)]), null);
      const failedByStranger = await confirm(orderId, 'Failed', null);
      expect(failedByStranger.statusCode).toBe(403);
      expect(failedByStranger.json()).toEqual({ code: 'forbidden', message: 'Only the shop can mark a guest order as failed.' });
      expect((await confirm(orderId, 'Failed', other)).statusCode).toBe(403);
      expect((await confirm(orderId, 'Success', null)).json()).toEqual({ id: orderId, status: 'Processing' });
      const guestOrder = await place(orderPayload([productLine(product, 1)]), null);
      expect((await confirm(guestOrder, 'Failed', admin)).json()).toEqual({ id: guestOrder, status: 'Failed' });
      expect(await stockOf(server, product.id)).toBe(8);
    });

    it('does not confirm a guest card order without a verified payment', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { paymentMethod: 'credit' }), null);
      expect((await confirm(orderId, 'Success', null)).statusCode).toBe(409);
    });

    it('answers 404 for an unknown order and 400 for a malformed id or status', async () => {
      expect((await confirm(987_654, 'Success')).statusCode).toBe(404);
      expect((await confirm('abc', 'Success')).statusCode).toBe(400);
      expect((await confirm('tiaraai-0', 'Success')).statusCode).toBe(400);
      expect((await confirm('99999999999', 'Success')).statusCode).toBe(400);
      expect((await confirm(1, 'Delivered')).statusCode).toBe(400);
    });
  });

  describe('unpaid card orders past their hold', () => {
    it('gives back stock and promo use after the hold, once, and leaves paid, cash and fresh orders alone', async () => {
      // A server of its own, so that the pending card orders of the other tests do not count here.
      const main = server;
      server = await startTestServer({ rateLimits: false });
      try {
        await insertOrderShop(server);
        const buyer = await server.createUser();
        const second = await server.createUser();
        const row = await insertProduct(server, { quantity: 10 });
        const item: Product = { id: row.id, name: row.name, price: 90_000 };
        const release = () => new ReleaseExpiredOrders(new OrderRepository(server.db), releaseWhatEndedOrdersHeld(server.db, server.endedOrderMail)).execute(server.clock.now);
        const promo = await insertPromo(server, { kind: 'fixed', value: 5_000 });
        const unpaid = await place(orderPayload([productLine(item, 2)], { userId: buyer.id, paymentMethod: 'credit', discount: 5_000, promoCodeId: promo.id }), buyer);
        const paidCard = await place(orderPayload([productLine(item, 1)], { userId: buyer.id, paymentMethod: 'credit' }), buyer);
        await paid(paidCard);
        const cash = await place(orderPayload([productLine(item, 1)], { userId: buyer.id }), buyer);
        server.clock.set(new Date('2026-11-21T10:20:00Z'));
        const fresh = await place(orderPayload([productLine(item, 1)], { userId: second.id, paymentMethod: 'credit' }), second);
        expect(await stockOf(server, item.id)).toBe(5);

        server.clock.set(new Date('2026-11-21T10:29:59Z'));
        expect(await release()).toBe(0);
        server.clock.set(new Date('2026-11-21T10:30:00Z'));
        expect(await release()).toBe(1);
        expect(await release()).toBe(0);

        expect((await orderRow(server, unpaid)).status).toBe('Cancelled');
        expect(await stockOf(server, item.id)).toBe(7);
        expect(await promoState(server, promo.id)).toEqual({ usedCount: 0, uses: [{ orderId: unpaid, status: 'Released', userId: buyer.id }] });
        for (const orderId of [paidCard, cash, fresh]) expect((await orderRow(server, orderId)).status).toBe('Pending');

        expect((await confirm(unpaid, 'Failed', buyer)).json()).toEqual({ id: unpaid, status: 'Cancelled' });
        expect((await confirm(unpaid, 'Success', buyer)).statusCode).toBe(409);
        expect(await stockOf(server, item.id)).toBe(7);

        server.clock.set(new Date('2026-11-21T11:00:00Z'));
        expect(await release()).toBe(1);
        expect((await orderRow(server, fresh)).status).toBe('Cancelled');
        expect(await stockOf(server, item.id)).toBe(8);
      } finally {
        await server.close();
        server = main;
      }
    });

    it('follows the configured hold', async () => {
      const shortHold = await startTestServer({ settings: { unpaidOrderHoldMinutes: 5 }, rateLimits: false });
      try {
        const local = await insertOrderShop(shortHold);
        const buyer = await shortHold.createUser();
        const response = await shortHold.request({ method: 'POST', url: '/api/order/create', token: buyer.token, body: orderPayload([productLine(local.plain)], { userId: buyer.id, paymentMethod: 'credit' }) });
        const orderId = (response.json() as { orderid: number }).orderid;
        expect((await orderRow(shortHold, orderId)).reservationExpiresAt).toEqual(new Date('2026-11-21T10:05:00Z'));
      } finally {
        await shortHold.close();
      }
    });
  });
});
