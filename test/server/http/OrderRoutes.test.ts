import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, promoCodes } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const ordersUrl = (userId: number | string) => `/api/order/user/${userId}`;

describe('orders as read back by their customer', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const placeOrder = async (
    user: TestUser,
    values: Partial<typeof orders.$inferInsert> & { totalPiasters: number },
    items: Array<Pick<typeof orderItems.$inferInsert, 'productName' | 'unitPricePiasters' | 'quantity'> & Partial<typeof orderItems.$inferInsert>> = [],
  ) => {
    const [order] = await server.db
      .insert(orders)
      .values({ userId: user.id, paymentMethod: 'cash', subtotalPiasters: values.totalPiasters, shippingPiasters: 0, ...values })
      .returning();
    if (!order) throw new Error('order was not created');
    if (items.length > 0) await server.db.insert(orderItems).values(items.map((item) => ({ kind: 'product' as const, productId: 1, orderId: order.id, ...item })));
    return order;
  };
  const get = (userId: number | string, user: TestUser | null) => server.request({ method: 'GET', url: ordersUrl(userId), token: user?.token ?? null });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives an empty list to a customer without orders', async () => {
    const response = await get(owner.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('with orders', () => {
    let first: typeof orders.$inferSelect;
    let second: typeof orders.$inferSelect;

    beforeAll(async () => {
      first = await placeOrder(
        owner,
        { subtotalPiasters: 1_325_050, shippingPiasters: 15_000, totalPiasters: 1_340_050, status: 'Success', paymentMethod: 'cash', createdAt: new Date('2026-10-02T09:00:00Z') },
        [
          { productName: 'NuSmile ZR crown, Upper Right, size 3', unitPricePiasters: 425_025, quantity: 2, productImage: '/uploads/zr.jpg', productId: 7 },
          { productName: 'NeoPutty 1 g', unitPricePiasters: 475_000, quantity: 1, productId: 9 },
        ],
      );
      const [promo] = await server.db.insert(promoCodes).values({ code: 'PLAN10', kind: 'percent', value: 10 }).returning();
      second = await placeOrder(
        owner,
        { subtotalPiasters: 290_000, discountPiasters: 29_000, promoCodeId: promo?.id, totalPiasters: 261_000, paymentMethod: 'credit', createdAt: new Date('2026-11-05T09:00:00Z') },
        [
          { productName: 'Light Package', unitPricePiasters: 290_000, quantity: 1, kind: 'ai-plan', productId: 1 },
        ],
      );
      await placeOrder(other, { totalPiasters: 99_900, createdAt: new Date('2026-11-06T09:00:00Z') }, [{ productName: 'Another clinic’s burs', unitPricePiasters: 99_900, quantity: 1 }]);
    });

    describe('GET /order/user/{userId}: only the user or an admin', () => {
      it('answers the user about themselves', async () => {
        expect((await get(owner.id, owner)).statusCode).toBe(200);
      });

      it("refuses another user's id with 403", async () => {
        const response = await get(owner.id, other);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: "You cannot access another user's data", code: 'forbidden' });
      });

      it('asks for a token (401)', async () => {
        expect((await get(owner.id, null)).statusCode).toBe(401);
      });

      it('refuses a tampered token (401)', async () => {
        const tampered = `${owner.token.slice(0, owner.token.lastIndexOf('.'))}.AAAA`;
        expect((await server.request({ method: 'GET', url: ordersUrl(owner.id), token: tampered })).statusCode).toBe(401);
      });

      it("lets an admin read another user's orders", async () => {
        const response = await get(owner.id, admin);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toHaveLength(2);
      });

      it.each(['me', '0', '-3', '12abc'])('refuses the id %j with 400', async (id) => {
        const response = await get(id, owner);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      });
    });

    it("lists the customer's orders newest first, with items as bought and amounts in pounds: each its own shipping and discount", async () => {
      const response = await get(owner.id, owner);
      expect(response.json()).toEqual([
        {
          id: second.id,
          created_at: '2026-11-05T09:00:00.000Z',
          subtotal: 2900,
          shipping_amount: 0,
          discount_amount: 290,
          promo_code: 'PLAN10',
          total_amount: 2610,
          status: 'Pending',
          payment_method: 'credit',
          order_items: [{ product_name: 'Light Package', quantity: 1, price: 2900, product_image: '', product_id: 1, variant_id: null, kind: 'ai-plan' }],
        },
        {
          id: first.id,
          created_at: '2026-10-02T09:00:00.000Z',
          subtotal: 13250.5,
          shipping_amount: 150,
          discount_amount: 0,
          promo_code: null,
          total_amount: 13400.5,
          status: 'Success',
          payment_method: 'cash',
          order_items: [
            { product_name: 'NuSmile ZR crown, Upper Right, size 3', quantity: 2, price: 4250.25, product_image: '/uploads/zr.jpg', product_id: 7, variant_id: null, kind: 'product' },
            { product_name: 'NeoPutty 1 g', quantity: 1, price: 4750, product_image: '', product_id: 9, variant_id: null, kind: 'product' },
          ],
        },
      ]);
    });

    it("never lists another customer's orders", async () => {
      const body = JSON.stringify((await get(owner.id, owner)).json());
      expect(body).not.toContain('Another clinic');
      expect((await get(other.id, other)).json()).toHaveLength(1);
    });

    it('gives an order without items an empty item list', async () => {
      const loner = await server.createUser();
      await placeOrder(loner, { totalPiasters: 0 });
      expect(((await get(loner.id, loner)).json() as Array<{ order_items: unknown[] }>)[0]?.order_items).toEqual([]);
    });

    it('reads the orders and their items in the same number of queries however many orders there are', async () => {
      const busy = await server.createUser();
      const selects = vi.spyOn(server.db, 'select');
      try {
        await placeOrder(busy, { totalPiasters: 100 }, [{ productName: 'Item', unitPricePiasters: 100, quantity: 1 }]);
        selects.mockClear();
        await get(busy.id, busy);
        const forOneOrder = selects.mock.calls.length;

        for (let index = 0; index < 12; index += 1) {
          await placeOrder(busy, { totalPiasters: 200 }, [
            { productName: `Item ${index}a`, unitPricePiasters: 100, quantity: 1 },
            { productName: `Item ${index}b`, unitPricePiasters: 100, quantity: 1 },
          ]);
        }
        selects.mockClear();
        const response = await get(busy.id, busy);
        expect(response.json()).toHaveLength(13);
        expect(selects.mock.calls.length).toBe(forOneOrder);
        expect(forOneOrder).toBeLessThanOrEqual(2);
      } finally {
        selects.mockRestore();
      }
    });
  });
});
