import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productVariants, subcategories } from '../../../server/adapters/db/schema';
import { insertProduct } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;
type ItemValues = Partial<typeof orderItems.$inferInsert> & { productId: number };

const buyAgainUrl = (userId: number | string) => `/api/order/user/${userId}/buy-again`;

describe('GET /order/user/{userId}/buy-again: the products a customer orders most', () => {
  let server: TestServer;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let day = 0;

  /** Each order a day after the one before, so "most recent" is the order of the calls. */
  const order = async (user: TestUser, items: readonly ItemValues[], status = 'Delivered') => {
    day += 1;
    const [row] = await server.db
      .insert(orders)
      .values({ userId: user.id, paymentMethod: 'cash', status, subtotalPiasters: 100, shippingPiasters: 0, totalPiasters: 100, createdAt: new Date(Date.UTC(2026, 0, day)) })
      .returning();
    if (!row) throw new Error('order was not created');
    await server.db.insert(orderItems).values(items.map((item) => ({ kind: 'product' as const, productName: 'Bought', unitPricePiasters: 100, quantity: 1, orderId: row.id, ...item })));
    return row;
  };
  const get = (userId: number | string, user: TestUser | null, language?: string) =>
    server.request({ method: 'GET', url: buyAgainUrl(userId), token: user?.token ?? null, ...(language ? { headers: { 'accept-language': language } } : {}) });
  const idsOf = async (user: TestUser) => ((await get(user.id, user)).json() as Array<{ id: number }>).map((product) => product.id);

  beforeAll(async () => {
    server = await startTestServer();
    customer = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a customer without orders with an empty list', async () => {
    const response = await get(customer.id, customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('who may ask', () => {
    it("refuses another customer's id with 403", async () => {
      const response = await get(customer.id, other);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You cannot access another user's data", code: 'forbidden' });
    });

    it('asks for a token (401)', async () => {
      expect((await get(customer.id, null)).statusCode).toBe(401);
    });

    it('lets an admin ask about any customer', async () => {
      expect((await get(customer.id, admin)).statusCode).toBe(200);
    });

    it.each(['me', '0', '12abc'])('refuses the id %j with 400', async (id) => {
      const response = await get(id, customer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  it('ranks by the number of orders holding the product, then by the latest order, at most 8', async () => {
    const buyer = await server.createUser();
    const [gloves, composite, files, burs] = [await insertProduct(server), await insertProduct(server), await insertProduct(server), await insertProduct(server)];
    if (!gloves || !composite || !files || !burs) throw new Error('products not inserted');
    // Gloves in three orders; composite in two (once ten at a time, which counts as one order); files and burs in one each, burs later.
    await order(buyer, [{ productId: gloves.id }, { productId: composite.id, quantity: 10 }]);
    await order(buyer, [{ productId: gloves.id }, { productId: files.id }]);
    await order(buyer, [{ productId: gloves.id }, { productId: composite.id }, { productId: composite.id }]);
    await order(buyer, [{ productId: burs.id }]);
    expect(await idsOf(buyer)).toEqual([gloves.id, composite.id, burs.id, files.id]);

    const many = [];
    for (let index = 0; index < 10; index += 1) many.push(await insertProduct(server));
    await order(
      buyer,
      many.map((product) => ({ productId: product.id })),
    );
    expect(await idsOf(buyer)).toHaveLength(8);
  });

  it('answers each product as the catalogue does, variants included', async () => {
    const buyer = await server.createUser();
    const crown = await insertProduct(server, { name: 'ZR crown', pricePiasters: 45_000, discountPiasters: 5_000, isVariant: true, quantity: 4 });
    const [variant] = await server.db.insert(productVariants).values({ productId: crown.id, sku: `ZR-${crown.id}`, quantity: 4, side: 0, size: '3' }).returning();
    if (!variant) throw new Error('variant not inserted');
    await order(buyer, [{ productId: crown.id, variantId: variant.id, sku: variant.sku }]);

    const [fromBuyAgain] = (await get(buyer.id, buyer)).json() as Array<Record<string, unknown>>;
    const { reviews: _reviews, ...fromCatalogue } = (await server.request({ method: 'GET', url: `/api/product/${crown.id}` })).json() as Record<string, unknown>;
    expect(fromBuyAgain).toEqual(fromCatalogue);
    expect(fromBuyAgain).toMatchObject({ price: 450, discount_fee: 50, variant_products: [{ id: variant.id, sku: variant.sku, quantity: 4, side: 0, size: '3' }] });
  });

  it('leaves out inactive products, products of an inactive subcategory, plans and trainings', async () => {
    const buyer = await server.createUser();
    const [closed] = await server.db.insert(subcategories).values({ name: 'Discontinued line', categoryId: 1, isActive: false }).returning();
    const [open] = await server.db.insert(subcategories).values({ name: 'Current line', categoryId: 1 }).returning();
    if (!closed || !open) throw new Error('subcategories not inserted');
    const onSale = await insertProduct(server, { subcategoryId: open.id });
    const inactive = await insertProduct(server, { isActive: false });
    const inClosedLine = await insertProduct(server, { subcategoryId: closed.id });
    await order(buyer, [{ productId: inactive.id }, { productId: inClosedLine.id }, { productId: onSale.id }]);
    await order(buyer, [{ productId: inactive.id }, { productId: inClosedLine.id }, { productId: 1, kind: 'ai-plan' }, { productId: onSale.id + 1_000, kind: 'training' }]);
    expect(await idsOf(buyer)).toEqual([onSale.id]);
  });

  it('counts neither cancelled nor failed orders, and only the customer’s own', async () => {
    const buyer = await server.createUser();
    const [kept, cancelled, failed] = [await insertProduct(server), await insertProduct(server), await insertProduct(server)];
    await order(buyer, [{ productId: kept.id }], 'Pending');
    await order(buyer, [{ productId: cancelled.id }], 'Cancelled');
    await order(buyer, [{ productId: failed.id }], 'Failed');
    await order(other, [{ productId: cancelled.id }]);
    expect(await idsOf(buyer)).toEqual([kept.id]);
  });

  it('names the products in the reader’s language', async () => {
    const buyer = await server.createUser();
    const product = await insertProduct(server, { name: 'Nitrile gloves', nameAr: 'قفازات نتريل' });
    await order(buyer, [{ productId: product.id }]);
    const response = await get(buyer.id, buyer, 'ar');
    expect(response.headers['vary']).toContain('Accept-Language');
    expect(response.json()).toMatchObject([{ id: product.id, name: 'قفازات نتريل', other_name: 'Nitrile gloves' }]);
  });
});

describe('GET /order/user/{userId}: what each item was', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives the product, the variant bought and the kind of each item', async () => {
    const customer = await server.createUser();
    const crown = await insertProduct(server, { isVariant: true });
    const [variant] = await server.db.insert(productVariants).values({ productId: crown.id, sku: `ZR-${crown.id}`, quantity: 4, side: 0, size: '3' }).returning();
    if (!variant) throw new Error('variant not inserted');
    const [placed] = await server.db.insert(orders).values({ userId: customer.id, paymentMethod: 'credit', subtotalPiasters: 1, shippingPiasters: 0, totalPiasters: 1 }).returning();
    if (!placed) throw new Error('order was not created');
    await server.db.insert(orderItems).values([
      { orderId: placed.id, kind: 'product', productId: crown.id, variantId: variant.id, sku: variant.sku, productName: 'ZR crown – Upper Right, size 3', unitPricePiasters: 1, quantity: 2 },
      { orderId: placed.id, kind: 'training', productId: 4, trainingPackageId: null, productName: 'Crown course', unitPricePiasters: 0, quantity: 1 },
    ]);
    const [answer] = (await server.request({ method: 'GET', url: `/api/order/user/${customer.id}`, token: customer.token })).json() as Array<{ order_items: unknown[] }>;
    expect(answer?.order_items).toEqual([
      expect.objectContaining({ product_name: 'ZR crown – Upper Right, size 3', product_id: crown.id, variant_id: variant.id, kind: 'product' }),
      expect.objectContaining({ product_name: 'Crown course', product_id: 4, variant_id: null, kind: 'training' }),
    ]);
  });
});
