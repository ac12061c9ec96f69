import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '@tiara/domain/order-reference';
import { aiSubscriptions, orderItems, orders, payments } from '../../../server/adapters/db/schema';
import { insertAiPlans } from '../support/aiPlanFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const base = '/api/tiaraaisubscription/user';

describe('AI subscriptions: subscribe and activate', () => {
  let server: TestServer;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  /** An order of the user buying these plans (ids 1..3), unpaid until `pay`. */
  const addOrder = async (user: TestUser, planIds: number[], values: Partial<typeof orders.$inferInsert> = {}) => {
    const [order] = await server.db
      .insert(orders)
      .values({ userId: user.id, paymentMethod: 'credit', subtotalPiasters: 290_000, shippingPiasters: 0, totalPiasters: 290_000, reservationExpiresAt: new Date('2026-11-21T10:30:00Z'), ...values })
      .returning();
    if (!order) throw new Error('order was not created');
    if (planIds.length > 0) {
      await server.db
        .insert(orderItems)
        .values(planIds.map((planId) => ({ orderId: order.id, kind: 'ai-plan' as const, productId: planId, productName: `Plan ${planId}`, unitPricePiasters: 290_000, quantity: 1 })));
    }
    return order.id;
  };
  const pay = (orderId: number, status: 'Success' | 'Failed' | 'Pending' = 'Success') =>
    server.db.insert(payments).values({ orderId, gateway: 'sandbox', gatewayTransactionId: `tx-${orderId}-${status}-${Math.random()}`, status, amountPiasters: 290_000 });

  const subscribe = (userId: number, body: unknown, caller: TestUser | null = customer) =>
    server.request({ method: 'POST', url: `${base}/${userId}/subscribe`, token: caller?.token ?? null, body });
  const activate = (userId: number, orderId: number | string, caller: TestUser | null = customer) =>
    server.request({ method: 'POST', url: `${base}/${userId}/activate/${orderId}`, token: caller?.token ?? null });
  const active = (user: TestUser) => server.request({ method: 'GET', url: `${base}/${user.id}/active`, token: user.token });
  const subscriptionsOf = (user: TestUser) => server.db.select().from(aiSubscriptions).where(eq(aiSubscriptions.userId, user.id)).orderBy(aiSubscriptions.id);

  beforeAll(async () => {
    server = await startTestServer();
    await insertAiPlans(server);
    customer = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('POST .../subscribe', () => {
    it("creates a Pending subscription tied to the user's order, with the plan's segmentations", async () => {
      const orderId = await addOrder(customer, [2]);
      const response = await subscribe(customer.id, { subscription_id: 2, order_id: orderId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Subscription created',
        subscription_id: expect.any(Number),
        plan_id: 2,
        order_id: orderId,
        status: 'Pending',
        segmentations_allowed: 25,
        segmentations_used: 0,
      });
      const stored = (await subscriptionsOf(customer)).filter((row) => row.orderId === orderId);
      expect(stored).toEqual([expect.objectContaining({ planId: 2, status: 'Pending', segmentationsAllowed: 25, segmentationsUsed: 0, activatedAt: null })]);
      expect((await active(customer)).statusCode).toBe(404);
    });

    it('is idempotent per order: the same subscription again, even when called twice at once', async () => {
      const orderId = await addOrder(customer, [1]);
      const first = await subscribe(customer.id, { subscription_id: 1, order_id: orderId });
      const again = await Promise.all([subscribe(customer.id, { subscription_id: 1, order_id: orderId }), subscribe(customer.id, { subscription_id: 1, order_id: orderId })]);
      for (const response of again) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ subscription_id: first.json().subscription_id, message: 'This order already holds this subscription' });
      }
      expect((await subscriptionsOf(customer)).filter((row) => row.orderId === orderId)).toHaveLength(1);
    });

    it('does not refuse a user who already has an Active subscription', async () => {
      const firstOrder = await addOrder(other, [1]);
      await pay(firstOrder);
      expect((await activate(other.id, firstOrder, other)).statusCode).toBe(200);
      const response = await subscribe(other.id, { subscription_id: 3, order_id: await addOrder(other, [3]) }, other);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('Pending');
    });

    it("refuses another user's id (403) and a visitor (401); an admin may subscribe for the customer", async () => {
      const orderId = await addOrder(customer, [1]);
      const forbidden = await subscribe(customer.id, { subscription_id: 1, order_id: orderId }, other);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('forbidden');
      expect((await subscribe(customer.id, { subscription_id: 1, order_id: orderId }, null)).statusCode).toBe(401);
      expect((await subscriptionsOf(customer)).filter((row) => row.orderId === orderId)).toHaveLength(0);
      const byAdmin = await subscribe(customer.id, { subscription_id: 1, order_id: orderId }, admin);
      expect(byAdmin.statusCode).toBe(200);
      expect((await subscriptionsOf(customer)).filter((row) => row.orderId === orderId)).toHaveLength(1);
    });

    it("answers 404 for an unknown order or another user's order", async () => {
      const othersOrder = await addOrder(other, [1]);
      for (const orderId of [othersOrder, 999_999_999]) {
        const response = await subscribe(customer.id, { subscription_id: 1, order_id: orderId });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Order not found', code: 'order_not_found' });
      }
    });

    it('answers 400 when the order does not contain that plan, or the body is wrong', async () => {
      const orderId = await addOrder(customer, [1]);
      const wrongPlan = await subscribe(customer.id, { subscription_id: 2, order_id: orderId });
      expect(wrongPlan.statusCode).toBe(400);
      expect(wrongPlan.json()).toEqual({ message: 'This order does not include this plan', code: 'plan_not_in_order' });
      for (const body of [{ subscription_id: 4, order_id: orderId }, { subscription_id: 1 }, { subscription_id: '1', order_id: -1 }, null]) {
        const response = await subscribe(customer.id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBeTypeOf('string');
      }
    });

    it('answers 409 for a cancelled or failed unpaid order', async () => {
      for (const status of ['Cancelled', 'Failed']) {
        const response = await subscribe(customer.id, { subscription_id: 1, order_id: await addOrder(customer, [1], { status }) });
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('order_closed');
      }
    });
  });

  describe('POST .../activate/{orderId}', () => {
    it("refuses an order that has not been paid (409), whatever the order's status says", async () => {
      const user = await server.createUser();
      const orderId = await addOrder(user, [1], { status: 'Processing' });
      await subscribe(user.id, { subscription_id: 1, order_id: orderId }, user);
      await pay(orderId, 'Failed');
      await pay(orderId, 'Pending');
      const response = await activate(user.id, orderId, user);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This order has not been paid', code: 'not_paid' });
      expect((await subscriptionsOf(user)).map((row) => row.status)).toEqual(['Pending']);
      expect((await active(user)).statusCode).toBe(404);
    });

    it('activates the subscription of a paid order, accepts the tiaraai- reference, and is idempotent', async () => {
      const user = await server.createUser();
      const orderId = await addOrder(user, [1]);
      await subscribe(user.id, { subscription_id: 1, order_id: orderId }, user);
      await pay(orderId);
      server.clock.set(new Date('2026-11-21T10:05:00Z'));
      const first = await activate(user.id, orderReference('ai-plan', orderId), user);
      expect(first.statusCode).toBe(200);
      const expected = { is_active: true, segmentations_allowed: 10, segmentations_used: 0, name: 'Light Package', plan_id: 1, subscription_id: expect.any(Number) };
      expect(first.json()).toEqual(expected);
      const [stored] = await subscriptionsOf(user);
      expect(stored).toMatchObject({ status: 'Active', activatedAt: new Date('2026-11-21T10:05:00Z') });

      server.clock.set(new Date('2026-11-21T11:00:00Z'));
      const again = await Promise.all([activate(user.id, orderId, user), activate(user.id, orderReference('ai-plan', orderId), user)]);
      for (const response of again) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(first.json());
      }
      expect(await subscriptionsOf(user)).toEqual([stored]);
      expect((await active(user)).json()).toEqual(first.json());
      server.clock.set(new Date('2026-11-21T10:00:00Z'));
    });

    it('adds the segmentations of a plan bought while another is active', async () => {
      const user = await server.createUser();
      const lightOrder = await addOrder(user, [1]);
      await subscribe(user.id, { subscription_id: 1, order_id: lightOrder }, user);
      await pay(lightOrder);
      await activate(user.id, lightOrder, user);
      await server.db.update(aiSubscriptions).set({ segmentationsUsed: 7 }).where(eq(aiSubscriptions.orderId, lightOrder));

      server.clock.set(new Date('2026-11-21T10:10:00Z'));
      const proOrder = await addOrder(user, [2]);
      expect((await subscribe(user.id, { subscription_id: 2, order_id: proOrder }, user)).statusCode).toBe(200);
      await pay(proOrder);
      const response = await activate(user.id, proOrder, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ is_active: true, segmentations_allowed: 35, segmentations_used: 7, name: 'Pro Package', plan_id: 2 });
      expect((await active(user)).json()).toEqual(response.json());
      expect((await subscriptionsOf(user)).map((row) => row.status)).toEqual(['Active', 'Active']);
      server.clock.set(new Date('2026-11-21T10:00:00Z'));
    });

    it('creates and activates the subscription of a paid plan whose subscribe call never arrived', async () => {
      const user = await server.createUser();
      const orderId = await addOrder(user, [3]);
      await pay(orderId);
      const response = await activate(user.id, orderId, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ segmentations_allowed: 50, name: 'Premium Package', plan_id: 3 });
      expect((await subscriptionsOf(user)).map((row) => [row.orderId, row.planId, row.status])).toEqual([[orderId, 3, 'Active']]);
    });

    it('answers 404 for a paid order that bought no plan', async () => {
      const user = await server.createUser();
      const orderId = await addOrder(user, []);
      await pay(orderId);
      const response = await activate(user.id, orderId, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No subscription was bought with this order', code: 'no_subscription' });
    });

    it("answers 404 for an unknown order or another user's paid order, and activates nothing", async () => {
      const othersOrder = await addOrder(other, [2]);
      await subscribe(other.id, { subscription_id: 2, order_id: othersOrder }, other);
      await pay(othersOrder);
      for (const orderId of [othersOrder, 999_999_999]) {
        const response = await activate(customer.id, orderId);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('order_not_found');
      }
      expect((await subscriptionsOf(other)).find((row) => row.orderId === othersOrder)?.status).toBe('Pending');
    });

    it('answers 400 for an order id that is not a bare id or an AI-plan reference', async () => {
      for (const reference of ['abc', '-1', '0', '12.5', 'tiaradentaltraining-12', 'tiaraai-', '99999999999']) {
        const response = await activate(customer.id, encodeURIComponent(reference));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }
    });

    it("refuses another user's id (403) and a visitor (401); an admin may activate the customer's paid order", async () => {
      const user = await server.createUser();
      const orderId = await addOrder(user, [1]);
      await pay(orderId);
      expect((await activate(user.id, orderId, other)).statusCode).toBe(403);
      expect((await activate(user.id, orderId, null)).statusCode).toBe(401);
      expect(await subscriptionsOf(user)).toEqual([]);
      const byAdmin = await activate(user.id, orderId, admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toMatchObject({ is_active: true, segmentations_allowed: 10 });
    });
  });
});
