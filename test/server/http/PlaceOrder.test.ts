import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlanCartId } from '@tiara/domain/cart';
import { checkoutRuleMessagesAr } from '../../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { promoMessagesEn } from '../../../src/locales/shared/en/promoMessagesEn';
import { aiPlans, dentalTrainings, productVariants, products, promoCodeUses, promoCodes, trainingPackages } from '../../../server/adapters/db/schema';
import {
  CAIRO_FEE,
  type OrderShop,
  insertOrderShop,
  insertProduct,
  insertPromo,
  itemsOf,
  orderPayload,
  orderRow,
  planLine,
  productLine,
  promoState,
  stockOf,
  trainingLine,
  variantStockOf,
} from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

describe('POST /api/order/create', () => {
  let server: TestServer;
  let shop: OrderShop;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const create = (body: unknown, user: TestUser | null = customer) => server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body });
  const placed = async (body: unknown, user: TestUser | null = customer): Promise<number> => {
    const response = await create(body, user);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderid: number }).orderid;
  };

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

  describe('pricing from the server’s catalogue', () => {
    it('places an order the SPA built and answers 201 { orderid }', async () => {
      const response = await create(orderPayload([productLine(shop.plain, 2)], { userId: customer.id }));
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { orderid: number };
      expect(Object.keys(body)).toEqual(['orderid']);
      const order = await orderRow(server, body.orderid);
      expect(order).toMatchObject({
        userId: customer.id,
        status: 'Pending',
        paymentMethod: 'cash',
        subtotalPiasters: 180_000,
        shippingPiasters: CAIRO_FEE,
        discountPiasters: 0,
        totalPiasters: 185_000,
        shippingState: 'Cairo',
        shippingEmail: 'mona@clinic.example',
        shippingFirstName: 'Mona',
        reservationExpiresAt: null,
      });
      expect(await itemsOf(server, body.orderid)).toEqual([
        expect.objectContaining({ kind: 'product', productId: shop.plain.id, variantId: null, sku: null, productName: shop.plain.name, unitPricePiasters: 90_000, quantity: 2, productImage: shop.plain.image }),
      ]);
    });

    it('refuses a tampered line price with 409 naming the server’s price and total', async () => {
      const response = await create(orderPayload([productLine({ ...shop.plain, price: 100 }, 1)], { userId: customer.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'price_changed',
        message: `The price of ${shop.plain.name} is now 900 EGP. The order total is now 950 EGP; please review your cart.`,
      });
    });

    it('refuses a tampered total with 409', async () => {
      const body = { ...orderPayload([productLine(shop.plain, 1)], { userId: customer.id }), total_amount: 1 };
      const response = await create(body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'price_changed', message: 'Prices have changed since your cart was filled. The order total is now 950 EGP; please review your cart.' });
    });

    it('refuses an order placed at yesterday’s price after the product got dearer', async () => {
      const product = await insertProduct(server, { pricePiasters: 20_000, discountPiasters: 0 });
      const body = orderPayload([productLine({ id: product.id, name: product.name, price: 20_000 })], { userId: customer.id });
      await server.db.update(products).set({ pricePiasters: 25_000 }).where(eq(products.id, product.id));
      expect((await create(body)).statusCode).toBe(409);
      expect(await stockOf(server, product.id)).toBe(50);
    });

    it('ignores the status and shipping amount the client sends', async () => {
      const body = { ...orderPayload([productLine(shop.plain, 1)], { userId: customer.id }), status: 'Delivered', shipping_amount: 0 };
      const orderId = await placed(body);
      expect(await orderRow(server, orderId)).toMatchObject({ status: 'Pending', shippingPiasters: CAIRO_FEE });
    });

    it('prices a variant by its SKU, names it from the catalogue (not from the cart’s words) and takes the variant’s stock (and the product’s total)', async () => {
      const [variant] = shop.variantProduct.variants;
      if (!variant) throw new Error('no variant');
      const cartName = `${shop.variantProduct.name},Upper Right,S3`;
      const before = { product: await stockOf(server, shop.variantProduct.id), variant: await variantStockOf(server, variant.id) };
      const orderId = await placed(orderPayload([productLine(shop.variantProduct, 2, { name: cartName, sku: variant.sku })], { userId: customer.id }));
      expect(await itemsOf(server, orderId)).toEqual([
        expect.objectContaining({
          kind: 'product',
          productId: shop.variantProduct.id,
          variantId: variant.id,
          sku: variant.sku,
          productName: `${shop.variantProduct.name} – Lower Right, size 3`,
          productNameAr: `\u2068${shop.variantProduct.name}\u2069 – السفلي الأيمن، مقاس 3`,
          unitPricePiasters: 45_000,
          quantity: 2,
        }),
      ]);
      expect(await variantStockOf(server, variant.id)).toBe(before.variant - 2);
      expect(await stockOf(server, shop.variantProduct.id)).toBe(before.product - 2);
    });

    it('refuses more of a variant than it holds, naming it, and takes nothing', async () => {
      const [variant] = shop.variantProduct.variants;
      if (!variant) throw new Error('no variant');
      const name = `${shop.variantProduct.name} – Lower Right, size 3`;
      const stock = await variantStockOf(server, variant.id);
      const response = await create(orderPayload([productLine(shop.plain, 1), productLine(shop.variantProduct, stock + 1, { name: 'what the cart said', sku: variant.sku })], { userId: customer.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'out_of_stock', message: `Not enough stock for ${name}. Please reduce the quantity or remove it from your cart.` });
      expect(await variantStockOf(server, variant.id)).toBe(stock);
    });

    it('asks for a variant of a product that has variants, and refuses another product’s SKU', async () => {
      expect((await create(orderPayload([productLine(shop.variantProduct, 1)], { userId: customer.id }))).json()).toMatchObject({ code: 'variant_required' });
      const response = await create(orderPayload([productLine(shop.variantProduct, 1, { sku: 'NOT-A-SKU' })], { userId: customer.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'product_unavailable' });
    });

    it('refuses more of a plain product than is in stock, and leaves the stock alone', async () => {
      const product = await insertProduct(server, { quantity: 2 });
      const line = { id: product.id, name: product.name, price: 90_000 };
      const response = await create(orderPayload([productLine(line, 3)], { userId: customer.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining(product.name) });
      expect(await stockOf(server, product.id)).toBe(2);
      await placed(orderPayload([productLine(line, 2)], { userId: customer.id }));
      expect(await stockOf(server, product.id)).toBe(0);
    });

    it('counts two lines of the same product together against its stock', async () => {
      const product = await insertProduct(server, { quantity: 3 });
      const line = { id: product.id, name: product.name, price: 90_000 };
      expect((await create(orderPayload([productLine(line, 2), productLine(line, 2)], { userId: customer.id }))).statusCode).toBe(409);
      expect(await stockOf(server, product.id)).toBe(3);
    });

    it('refuses an inactive or unknown product with 409', async () => {
      const product = await insertProduct(server, { isActive: false });
      expect((await create(orderPayload([productLine({ id: product.id, name: product.name, price: 90_000 })], { userId: customer.id }))).json()).toEqual({
        code: 'product_unavailable',
        message: `${product.name} is no longer available.`,
      });
      expect((await create(orderPayload([productLine({ id: 999_999, name: 'Ghost', price: 100 })], { userId: customer.id }))).statusCode).toBe(409);
    });

    it('prices AI plans from ai_plans, card only, without shipping', async () => {
      const plan = shop.plans[1];
      if (!plan) throw new Error('no plan');
      const orderId = await placed(orderPayload([planLine(plan)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      const order = await orderRow(server, orderId);
      expect(order).toMatchObject({ paymentMethod: 'credit', subtotalPiasters: 610_000, shippingPiasters: 0, totalPiasters: 610_000 });
      expect(order.reservationExpiresAt?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
      expect(await itemsOf(server, orderId)).toEqual([expect.objectContaining({ kind: 'ai-plan', productId: plan.id, productName: 'Standard Package', unitPricePiasters: 610_000, quantity: 1 })]);
      const cheap = await create(orderPayload([{ ...planLine(plan), price: 290_000 }], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(cheap.statusCode).toBe(409);
    });

    it('prices a training by its chosen package and requires a package when there are some', async () => {
      const chosen = shop.training.packages[1];
      if (!chosen) throw new Error('no package');
      const orderId = await placed(orderPayload([trainingLine(shop.training, chosen.price, chosen.id)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(await itemsOf(server, orderId)).toEqual([
        expect.objectContaining({ kind: 'training', productId: shop.training.id, trainingPackageId: chosen.id, productName: `${shop.training.title} (Lecture and workshop)`, unitPricePiasters: 420_000 }),
      ]);
      const cheaperPackagePrice = await create(orderPayload([trainingLine(shop.training, 150_000, chosen.id)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(cheaperPackagePrice.statusCode).toBe(409);
      const noPackage = await create(orderPayload([trainingLine(shop.training, chosen.price)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(noPackage.statusCode).toBe(400);
      expect(noPackage.json()).toEqual({ code: 'package_required', message: 'Please select a package before registering.' });
      const foreignPackage = await create(orderPayload([trainingLine(shop.training, chosen.price, 999_999)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(foreignPackage.json()).toMatchObject({ code: 'unknown_package' });
    });

    it('registers for a training without packages for free', async () => {
      const orderId = await placed(orderPayload([trainingLine(shop.freeTraining, 0)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(await orderRow(server, orderId)).toMatchObject({ totalPiasters: 0 });
    });

    it('refuses a plan or training bought more than once in an order', async () => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const response = await create(orderPayload([{ ...planLine(plan), quantity: 2 }], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'only_one' });
    });

    it('refuses an unknown plan id', async () => {
      const response = await create({ ...orderPayload([productLine(shop.plain)], { userId: customer.id }), order_items: [{ product_id: aiPlanCartId(3) + 1, product_name: 'Plan 4', quantity: 1, price: 1, product_image: '' }] });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('the names an order keeps of its lines', () => {
    it('keeps each line’s English and Arabic name as the catalogue has them now, the variant’s side and size in Arabic, and null where there is no Arabic', async () => {
      const arabicProduct = await insertProduct(server, { nameAr: 'طقم كومبوزيت عربي' });
      const englishOnly = await insertProduct(server);
      const crown = await insertProduct(server, { name: 'Pedo crown', nameAr: 'تاج أطفال', pricePiasters: 45_000, discountPiasters: 0, isVariant: true });
      const [crownVariant] = await server.db.insert(productVariants).values({ productId: crown.id, sku: `PC-0-4-${crown.id}`, quantity: 5, side: 0, size: '4' }).returning();
      const [course] = await server.db.insert(dentalTrainings).values({ title: 'Rotary endo', titleAr: 'علاج العصب الدوّار', date: new Date('2027-03-10T09:00:00Z') }).returning();
      if (!crownVariant || !course) throw new Error('not inserted');
      const [day] = await server.db.insert(trainingPackages).values({ trainingId: course.id, name: 'Full day', nameAr: 'يوم كامل', pricePiasters: 200_000 }).returning();
      if (!day) throw new Error('no package');
      const plan = shop.plans[2];
      if (!plan) throw new Error('no plan');
      await server.db.update(aiPlans).set({ nameAr: 'باقة احترافية' }).where(eq(aiPlans.id, plan.id));

      const products = await placed(
        orderPayload(
          [
            productLine({ id: arabicProduct.id, name: 'whatever the cart said', price: 90_000 }),
            productLine({ id: englishOnly.id, name: englishOnly.name, price: 90_000 }),
            productLine({ id: crown.id, name: 'Pedo crown – Upper Right, size 4', price: 45_000 }, 1, { sku: crownVariant.sku }),
          ],
          { userId: customer.id },
        ),
      );
      expect((await itemsOf(server, products)).map(({ productName, productNameAr }) => [productName, productNameAr])).toEqual([
        [arabicProduct.name, 'طقم كومبوزيت عربي'],
        [englishOnly.name, null],
        ['Pedo crown – Upper Right, size 4', 'تاج أطفال – العلوي الأيمن، مقاس 4'],
      ]);

      const subscriptions = await placed(orderPayload([planLine(plan), trainingLine(course, 200_000, day.id)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }));
      expect((await itemsOf(server, subscriptions)).map(({ productName, productNameAr }) => [productName, productNameAr])).toEqual([
        [plan.name, 'باقة احترافية'],
        ['Rotary endo (Full day)', 'علاج العصب الدوّار (يوم كامل)'],
      ]);
    });

    it('writes a variant’s side and size in Arabic after the English name, isolated, of a product without an Arabic name', async () => {
      const [variant] = shop.variantProduct.variants;
      if (!variant) throw new Error('no variant');
      const orderId = await placed(orderPayload([productLine(shop.variantProduct, 1, { sku: variant.sku })], { userId: customer.id }));
      expect(await itemsOf(server, orderId)).toEqual([expect.objectContaining({ productNameAr: `\u2068${shop.variantProduct.name}\u2069 – السفلي الأيمن، مقاس 3` })]);
    });

    it('names a line in a refusal in the caller’s language', async () => {
      const product = await insertProduct(server, { quantity: 1, nameAr: 'مادة لاصقة' });
      const response = await server.request({
        method: 'POST',
        url: '/api/order/create',
        token: customer.token,
        headers: { 'accept-language': 'ar' },
        body: orderPayload([productLine({ id: product.id, name: product.name, price: 90_000 }, 2)], { userId: customer.id }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining('مادة لاصقة') });
    });
  });

  describe('shipping', () => {
    it('charges the governorate’s fee, and the default 150 EGP where the table says 0', async () => {
      const cairo = await placed(orderPayload([productLine(shop.plain)], { userId: customer.id }));
      expect((await orderRow(server, cairo)).shippingPiasters).toBe(CAIRO_FEE);
      const giza = await placed(orderPayload([productLine(shop.plain)], { userId: customer.id, governorate: 'Giza', shipping: 15_000 }));
      expect((await orderRow(server, giza)).shippingPiasters).toBe(15_000);
      const aswan = await placed(orderPayload([productLine(shop.plain)], { userId: customer.id, governorate: 'Aswan', shipping: 15_000 }));
      expect((await orderRow(server, aswan)).totalPiasters).toBe(90_000 + 15_000);
    });

    it('charges nothing for pickup', async () => {
      const orderId = await placed(orderPayload([productLine(shop.plain)], { userId: customer.id, paymentMethod: 'pickup' }));
      expect(await orderRow(server, orderId)).toMatchObject({ shippingPiasters: 0, totalPiasters: 90_000, paymentMethod: 'pickup', reservationExpiresAt: null });
    });

    it('refuses a total that left out the shipping fee', async () => {
      const response = await create(orderPayload([productLine(shop.plain)], { userId: customer.id, shipping: 0 }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('950 EGP') });
    });

    it('ships a mixed cart of a product and a plan', async () => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const orderId = await placed(orderPayload([productLine(shop.plain), planLine(plan)], { userId: customer.id, paymentMethod: 'credit' }));
      expect(await orderRow(server, orderId)).toMatchObject({ shippingPiasters: CAIRO_FEE, totalPiasters: 90_000 + 290_000 + CAIRO_FEE });
    });
  });

  describe('where the order goes', () => {
    const NO_PLACE = { shipping_address: '', shipping_city: '', shipping_state: '', shipping_postal_code: '' };

    it('places an AI plan or a training without a delivery address, a governorate or shipping', async () => {
      const plan = shop.plans[0];
      const chosen = shop.training.packages[0];
      if (!plan || !chosen) throw new Error('no plan or package');
      const planOrder = await placed({ ...orderPayload([planLine(plan)], { userId: customer.id, paymentMethod: 'credit', shipping: 0 }), ...NO_PLACE });
      expect(await orderRow(server, planOrder)).toMatchObject({ shippingPiasters: 0, totalPiasters: plan.price, shippingAddress: '', shippingState: '', shippingPhone: '01012345678', shippingEmail: 'mona@clinic.example' });
      const { shipping_address: _a, shipping_city: _c, shipping_state: _s, shipping_postal_code: _p, ...withoutPlace } = orderPayload(
        [trainingLine(shop.training, chosen.price, chosen.id)],
        { userId: customer.id, paymentMethod: 'credit', shipping: 0 },
      );
      const trainingOrder = await placed(withoutPlace);
      expect(await orderRow(server, trainingOrder)).toMatchObject({ shippingPiasters: 0, totalPiasters: chosen.price, shippingAddress: '' });
    });

    it.each([
      ['no street address', { shipping_address: '  ' }, 'Address is required'],
      ['no governorate', { shipping_state: '' }, 'Governorate is required'],
      ['nowhere at all', NO_PLACE, 'Address is required'],
    ])('refuses an order of products with %s (400), and takes no stock', async (_case, change, message) => {
      const before = await stockOf(server, shop.plain.id);
      const response = await create({ ...orderPayload([productLine(shop.plain, 2)], { userId: customer.id }), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'delivery_address_required', message });
      expect(await stockOf(server, shop.plain.id)).toBe(before);
    });

    it('refuses a plan bought with a product when the product has nowhere to go, in the caller’s language', async () => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const response = await server.request({
        method: 'POST',
        url: '/api/order/create',
        token: customer.token,
        body: { ...orderPayload([productLine(shop.plain), planLine(plan)], { userId: customer.id, paymentMethod: 'credit' }), ...NO_PLACE },
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'delivery_address_required', message: checkoutRuleMessagesAr.addressRequired });
    });
  });

  describe('payment methods', () => {
    it.each(['cash', 'pickup'] as const)('refuses %s for a cart with an AI plan or a training (400)', async (paymentMethod) => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const response = await create(orderPayload([productLine(shop.plain), planLine(plan)], { userId: customer.id, paymentMethod }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'payment_method_not_allowed', message: 'Subscriptions require online payment' });
      const training = await create(orderPayload([trainingLine(shop.freeTraining, 0)], { userId: customer.id, paymentMethod, shipping: 0 }));
      expect(training.statusCode).toBe(400);
    });

    it("tells the card-only rule in the caller's language (Accept-Language: ar)", async () => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const response = await server.request({
        method: 'POST',
        url: '/api/order/create',
        token: customer.token,
        body: orderPayload([productLine(shop.plain), planLine(plan)], { userId: customer.id, paymentMethod: 'cash' }),
        headers: { 'accept-language': 'ar-EG' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'payment_method_not_allowed', message: 'الاشتراكات تتطلب الدفع الإلكتروني' });
    });

    it('refuses a payment method outside the three (400)', async () => {
      const response = await create({ ...orderPayload([productLine(shop.plain)], { userId: customer.id }), payment_method: 'Cash on Delivery' });
      expect(response.statusCode).toBe(400);
    });

    it('gives card orders a hold and cash orders none', async () => {
      const card = await placed(orderPayload([productLine(shop.plain)], { userId: customer.id, paymentMethod: 'credit' }));
      expect((await orderRow(server, card)).reservationExpiresAt).toEqual(new Date('2026-11-21T10:30:00Z'));
    });
  });

  describe('promo codes', () => {
    it('applies the discount on subtotal plus shipping and takes the use in the same order', async () => {
      const promo = await insertPromo(server, { kind: 'percent', value: 10, maxUses: 10 });
      const orderId = await placed(orderPayload([productLine(shop.plain, 2)], { userId: customer.id, discount: 18_500, promoCodeId: promo.id }));
      expect(await orderRow(server, orderId)).toMatchObject({ subtotalPiasters: 180_000, shippingPiasters: CAIRO_FEE, discountPiasters: 18_500, totalPiasters: 166_500, promoCodeId: promo.id });
      expect(await promoState(server, promo.id)).toEqual({ usedCount: 1, uses: [{ orderId, status: 'Reserved', userId: customer.id }] });
    });

    it('refuses a total that took no discount, or too much, with 409', async () => {
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000 });
      const noDiscount = await create(orderPayload([productLine(shop.plain)], { userId: other.id, promoCodeId: promo.id }), other);
      expect(noDiscount.statusCode).toBe(409);
      expect(noDiscount.json()).toMatchObject({ message: expect.stringContaining('900 EGP') });
      expect((await create(orderPayload([productLine(shop.plain)], { userId: other.id, discount: 50_000, promoCodeId: promo.id }), other)).statusCode).toBe(409);
      expect((await promoState(server, promo.id)).usedCount).toBe(0);
    });

    it('refuses a second use by the same customer of a once-per-user code', async () => {
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, oncePerUser: true });
      await placed(orderPayload([productLine(shop.plain)], { userId: other.id, discount: 5_000, promoCodeId: promo.id }), other);
      const again = await create(orderPayload([productLine(shop.plain)], { userId: other.id, discount: 5_000, promoCodeId: promo.id }), other);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'promo_rejected', message: promoMessagesEn.refused['already-used'] });
      expect((await promoState(server, promo.id)).usedCount).toBe(1);
    });

    it('lets a code without the once-per-user rule be used again', async () => {
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, oncePerUser: false });
      await placed(orderPayload([productLine(shop.plain)], { userId: other.id, discount: 5_000, promoCodeId: promo.id }), other);
      await placed(orderPayload([productLine(shop.plain)], { userId: other.id, discount: 5_000, promoCodeId: promo.id }), other);
      expect((await promoState(server, promo.id)).usedCount).toBe(2);
    });

    it('re-validates the code now: expired, inactive, exhausted and below-minimum codes are refused', async () => {
      const line = [productLine(shop.plain)];
      const expired = await insertPromo(server, { kind: 'fixed', value: 5_000, endsAt: new Date('2026-11-20T00:00:00Z') });
      const inactive = await insertPromo(server, { kind: 'fixed', value: 5_000, isActive: false });
      const exhausted = await insertPromo(server, { kind: 'fixed', value: 5_000, maxUses: 3, usedCount: 3 });
      const minimum = await insertPromo(server, { kind: 'fixed', value: 5_000, minimumOrderPiasters: 500_000 });
      for (const [promo, message] of [
        [expired, promoMessagesEn.refused.expired],
        [inactive, promoMessagesEn.refused.inactive],
        [exhausted, promoMessagesEn.refused.exhausted],
        [minimum, 'Minimum order amount of 5,000 EGP required'],
      ] as const) {
        const response = await create(orderPayload(line, { userId: customer.id, discount: 5_000, promoCodeId: promo.id }));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code: 'promo_rejected', message });
      }
      const unknown = await create(orderPayload(line, { userId: customer.id, discount: 5_000, promoCodeId: 987_654 }));
      expect(unknown.json()).toEqual({ code: 'promo_rejected', message: promoMessagesEn.refused.unknown });
    });

    it("refuses a code in the caller's language (Accept-Language: ar), with the same code and status", async () => {
      const minimum = await insertPromo(server, { kind: 'fixed', value: 5_000, minimumOrderPiasters: 500_000 });
      const response = await server.request({
        method: 'POST',
        url: '/api/order/create',
        token: customer.token,
        body: orderPayload([productLine(shop.plain)], { userId: customer.id, discount: 5_000, promoCodeId: minimum.id }),
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'promo_rejected', message: 'يجب ألا تقل قيمة الطلب عن 5,000 ج.م' });
    });

    it('takes nothing when the order is refused for stock after the promo was fine', async () => {
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000, maxUses: 1 });
      const product = await insertProduct(server, { quantity: 1 });
      const response = await create(orderPayload([productLine({ id: product.id, name: product.name, price: 90_000 }, 2)], { userId: customer.id, discount: 5_000, promoCodeId: promo.id }));
      expect(response.statusCode).toBe(409);
      expect(await promoState(server, promo.id)).toEqual({ usedCount: 0, uses: [] });
    });

    it('does not let a guest apply a code', async () => {
      const promo = await insertPromo(server, { kind: 'fixed', value: 5_000 });
      const response = await create(orderPayload([productLine(shop.plain)], { discount: 5_000, promoCodeId: promo.id }), null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'sign_in_required', message: promoMessagesEn.signInRequired });
      const [row] = await server.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
      expect(row?.usedCount).toBe(0);
      expect(await server.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id))).toEqual([]);
    });
  });

  describe('who the order is for', () => {
    it('places a guest order (user_id 0, no token) with no customer', async () => {
      const orderId = await placed(orderPayload([productLine(shop.plain)]), null);
      expect((await orderRow(server, orderId)).userId).toBeNull();
    });

    it('places a guest order when user_id is absent', async () => {
      const { user_id: _userId, ...body } = orderPayload([productLine(shop.plain)]);
      const orderId = await placed(body, null);
      expect((await orderRow(server, orderId)).userId).toBeNull();
    });

    it('gives the order to the token’s user when the body says 0', async () => {
      const orderId = await placed(orderPayload([productLine(shop.plain)]), customer);
      expect((await orderRow(server, orderId)).userId).toBe(customer.id);
    });

    it('refuses an order for another user with 403', async () => {
      const response = await create(orderPayload([productLine(shop.plain)], { userId: other.id }), customer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    });

    it('asks for a token when the body names a user (401)', async () => {
      expect((await create(orderPayload([productLine(shop.plain)], { userId: customer.id }), null)).statusCode).toBe(401);
    });

    it('lets an admin place an order for a customer, and refuses an unknown customer with 404', async () => {
      const orderId = await placed(orderPayload([productLine(shop.plain)], { userId: other.id }), admin);
      expect((await orderRow(server, orderId)).userId).toBe(other.id);
      expect((await create(orderPayload([productLine(shop.plain)], { userId: 7_654_321 }), admin)).statusCode).toBe(404);
    });

    it('does not sell a guest an AI plan or a training', async () => {
      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const response = await create(orderPayload([planLine(plan)], { paymentMethod: 'credit', shipping: 0 }), null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'sign_in_required' });
    });
  });

  describe('bad input is a 400', () => {
    it.each([
      ['no items', { order_items: [] }],
      ['a negative quantity', { order_items: [{ product_id: 1, product_name: 'x', quantity: -1, price: 1, product_image: '' }] }],
      ['a price as text', { order_items: [{ product_id: 1, product_name: 'x', quantity: 1, price: '900', product_image: '' }] }],
      ['101 lines', { order_items: Array.from({ length: 101 }, () => ({ product_id: 1, product_name: 'x', quantity: 1, price: 1, product_image: '' })) }],
      ['a negative total', { total_amount: -5 }],
      ['a promo id that is not an id', { promo_code_id: 2 ** 31 }],
    ])('%s', async (_name, change) => {
      const response = await create({ ...orderPayload([productLine(shop.plain)], { userId: customer.id }), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });

  it('shows the placed order in the customer’s order list', async () => {
    const orderId = await placed(orderPayload([productLine(shop.plain, 1)], { userId: customer.id }));
    const response = await server.request({ method: 'GET', url: `/api/order/user/${customer.id}`, token: customer.token });
    const listed = (response.json() as Array<{ id: number; total_amount: number; order_items: unknown[] }>).find((order) => order.id === orderId);
    expect(listed).toMatchObject({ total_amount: 950, status: 'Pending', order_items: [{ product_name: shop.plain.name, quantity: 1, price: 900, product_image: shop.plain.image }] });
  });
});
