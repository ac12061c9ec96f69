import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRepository } from '../../../server/adapters/db/OrderRepository';
import { notifications, stockAlerts } from '../../../server/adapters/db/schema';
import { ReleaseExpiredOrders } from '../../../server/application/orders/ReleaseExpiredOrders';
import { releaseWhatEndedOrdersHeld } from '../../../server/composition/orderEndings';
import { insertOrderShop, insertProduct, orderPayload, productLine } from '../support/orderFixtures';
import { type BackOffice, type TestUser, expectRefusal, startBackOffice } from './admin/adminTestKit';

interface ProductJson {
  id: number;
  variants: Array<{ id: number }>;
}

describe('back-in-stock alerts', () => {
  let office: BackOffice;
  let serial = 0;

  beforeAll(async () => {
    office = await startBackOffice({ settings: { publicUrl: 'https://shop.example' } });
  });
  afterAll(async () => {
    await office.server.close();
  });

  const newProduct = (fields: Record<string, unknown> = {}) => {
    serial += 1;
    return office.ok<ProductJson>('POST', '/api/admin/products', { name: `Nitrile gloves M ${serial}`, price: 250, quantity: 0, category_id: 1, ...fields });
  };
  const newVariantProduct = async (quantities: readonly number[]) => {
    const product = await newProduct({ name: `Stainless crowns ${serial + 1}`, is_variant: true, quantity: undefined });
    const variants = [];
    for (const [index, quantity] of quantities.entries()) {
      variants.push(await office.ok<{ id: number }>('POST', `/api/admin/products/${product.id}/variants`, { sku: `CROWN-${product.id}-${index}`, quantity, size: String(index + 2) }));
    }
    return { id: product.id, variants };
  };
  const setStock = (productId: number, quantity: number) => office.ok('PATCH', `/api/admin/products/${productId}`, { quantity });
  const setVariantStock = (productId: number, variantId: number, quantity: number) => office.ok('PATCH', `/api/admin/products/${productId}/variants/${variantId}`, { quantity });
  const subscribe = (body: Record<string, unknown>, user: TestUser | null, headers: Record<string, string> = {}) =>
    office.server.request({ method: 'POST', url: '/api/stock-alerts', body, token: user?.token ?? null, headers });
  const mailTo = async (to: string) => {
    await office.server.settled();
    return (await office.server.outbox.list()).filter((mail) => mail.to === to);
  };
  const noticesOf = (userId: number) => office.server.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('puts a signed-in customer on the list once, and tells them once when the back office raises the stock', async () => {
    const customer = await office.server.createUser({ firstName: 'Nadia' });
    const product = await newProduct();

    const first = await subscribe({ product_id: product.id, email: 'ignored@else.example' }, customer);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ product_id: product.id, variant_id: null, created: true, message: "We'll e-mail you when it's back in stock." });
    const again = await subscribe({ product_id: product.id }, customer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, created: false, message: "You're already on the list: we'll e-mail you when it's back in stock." });
    expect(await office.server.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id))).toHaveLength(1);
    // A signed-in customer sees the alert in the account; no e-mail until the stock is back.
    expect(await mailTo(customer.email)).toEqual([]);

    await setStock(product.id, 5);
    const [mail, ...more] = await mailTo(customer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Tiara: Nitrile gloves M ${serial} is back in stock`);
    expect(mail?.text).toContain('Hello Nadia,');
    expect(mail?.text).toContain(`https://shop.example/products/${product.id}`);
    const notices = await noticesOf(customer.id);
    expect(notices).toMatchObject([{ category: 6, title: 'Back in stock', message: `Nitrile gloves M ${serial} is back in stock. Order it before it runs out again.`, titleAr: 'عاد إلى المخزون' }]);
    // The product has no Arabic name: the Arabic notice names it as written.
    expect(notices[0]?.messageAr).toContain(`Nitrile gloves M ${serial}`);
    expect(notices[0]?.messageAr).toContain('عاد إلى المخزون');

    // Raising it again, or selling out and coming back, sends nothing more: the alert is spent.
    await setStock(product.id, 9);
    await setStock(product.id, 0);
    await setStock(product.id, 3);
    expect(await mailTo(customer.email)).toHaveLength(1);
    expect(await noticesOf(customer.id)).toHaveLength(1);
    const listed = await office.server.request({ method: 'GET', url: '/api/stock-alerts/mine', token: customer.token });
    expect(listed.json()).toEqual([]);
  });

  it('e-mails a visitor that they wait, with a stop link, and mails the product in the language they asked in', async () => {
    const product = await newProduct({ name_ar: 'قفازات نتريل' });
    const email = `visitor${serial}@clinic.example`;
    const asked = await subscribe({ product_id: product.id, email: `  ${email.toUpperCase()} ` }, null, { 'accept-language': 'ar' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe('سنرسل إليك بريدًا إلكترونيًا عندما يعود إلى المخزون.');
    expect((await subscribe({ product_id: product.id, email }, null)).statusCode).toBe(200);

    const [waiting, ...others] = await mailTo(email.toUpperCase());
    expect(others).toEqual([]);
    expect(waiting?.text).toContain('قفازات نتريل');
    expect(waiting?.text).toMatch(/https:\/\/shop\.example\/stock-alerts\/stop\?token=[\w-]{43}/);

    await setStock(product.id, 2);
    const mails = await mailTo(email.toUpperCase());
    expect(mails).toHaveLength(2);
    const back = mails.find((mail) => mail.subject.includes('عاد إلى المخزون'));
    expect(back?.subject).toBe('Tiara: \u2068قفازات نتريل\u2069 عاد إلى المخزون');
    expect(back?.text).toContain(`https://shop.example/products/${product.id}`);
  });

  it("lets a visitor stop the alert from the e-mail's link: the page asks, only its button stops", async () => {
    const product = await newProduct();
    const email = `stopper${serial}@clinic.example`;
    expect((await subscribe({ product_id: product.id, email }, null)).statusCode).toBe(201);
    const [waiting] = await mailTo(email);
    const token = /token=([\w-]+)/.exec(waiting?.text ?? '')?.[1] ?? '';

    const opened = await office.server.request({ method: 'GET', url: `/stock-alerts/stop?token=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toContain(`Stop waiting for Nitrile gloves M ${serial}?`);
    expect(opened.body).toContain('<form method="post" action="/stock-alerts/stop">');
    const [row] = await office.server.db.select().from(stockAlerts).where(eq(stockAlerts.token, token));
    expect(row?.cancelledAt).toBeNull();

    const stopped = await office.server.app.inject({ method: 'POST', url: '/stock-alerts/stop', payload: `token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain(`Done: you will get no e-mail about Nitrile gloves M ${serial}.`);
    const repeated = await office.server.app.inject({ method: 'POST', url: '/stock-alerts/stop', payload: `token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(repeated.statusCode).toBe(404);
    expect(repeated.body).toContain('This link is not valid any more');
    expect((await office.server.request({ method: 'GET', url: '/stock-alerts/stop?token=made-up' })).statusCode).toBe(404);

    await setStock(product.id, 4);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('refuses what cannot be waited for, and a visitor without a valid e-mail, with SPEC’s texts', async () => {
    const customer = await office.server.createUser();
    const inStock = await newProduct({ quantity: 3 });
    const inactive = await newProduct({ is_active: false });
    const out = await newProduct();
    const crowns = await newVariantProduct([0, 4]);
    expectRefusal(await subscribe({ product_id: inStock.id }, customer), 409, 'in_stock', 'This product is in stock: you can order it now');
    expectRefusal(await subscribe({ product_id: inactive.id }, customer), 404, 'product_not_found');
    expectRefusal(await subscribe({ product_id: 2_000_000_000 }, customer), 404, 'product_not_found');
    expectRefusal(await subscribe({ product_id: crowns.id }, customer), 409, 'in_stock');
    expectRefusal(await subscribe({ product_id: crowns.id, variant_id: crowns.variants[1]?.id }, customer), 409, 'in_stock');
    expectRefusal(await subscribe({ product_id: out.id, variant_id: crowns.variants[0]?.id }, customer), 404, 'variant_not_found');
    expectRefusal(await subscribe({ product_id: out.id }, null), 400, 'email_required', 'Email is required');
    expectRefusal(await subscribe({ product_id: out.id, email: 'mona@clinic' }, null), 400, 'invalid_email', 'Please enter a valid email address');
    expectRefusal(await subscribe({ product_id: 'seven' }, null), 400, 'validation_failed');
    const ghost = await office.server.tokens.issue(987_654, 'User', office.server.clock.now);
    expectRefusal(await office.server.request({ method: 'POST', url: '/api/stock-alerts', body: { product_id: out.id }, token: ghost }), 401, 'unauthenticated');
  });

  it('fires a variant alert for its variant only, and a product alert of a variant product for any variant', async () => {
    const waitsForSize = await office.server.createUser();
    const waitsForAny = await office.server.createUser();
    const crowns = await newVariantProduct([0, 0]);
    const [size2, size3] = crowns.variants;
    expect((await subscribe({ product_id: crowns.id, variant_id: size2?.id }, waitsForSize)).statusCode).toBe(201);
    expect((await subscribe({ product_id: crowns.id }, waitsForAny)).statusCode).toBe(201);

    await setVariantStock(crowns.id, size3?.id ?? 0, 6);
    expect(await mailTo(waitsForAny.email)).toHaveLength(1);
    expect(await mailTo(waitsForSize.email)).toEqual([]);

    await setVariantStock(crowns.id, size2?.id ?? 0, 1);
    expect(await mailTo(waitsForSize.email)).toHaveLength(1);
    expect(await mailTo(waitsForAny.email)).toHaveLength(1);
  });

  it('tells those waiting when a new variant arrives with stock, or an inactive product with stock goes back on sale', async () => {
    const customer = await office.server.createUser();
    const crowns = await newVariantProduct([0]);
    expect((await subscribe({ product_id: crowns.id }, customer)).statusCode).toBe(201);
    await office.ok('POST', `/api/admin/products/${crowns.id}/variants`, { sku: `CROWN-${crowns.id}-new`, quantity: 2, size: '9' });
    expect(await mailTo(customer.email)).toHaveLength(1);

    const other = await office.server.createUser();
    const product = await newProduct();
    expect((await subscribe({ product_id: product.id }, other)).statusCode).toBe(201);
    await office.ok('PATCH', `/api/admin/products/${product.id}`, { is_active: false, quantity: 8 });
    expect(await mailTo(other.email)).toEqual([]);
    await office.ok('PATCH', `/api/admin/products/${product.id}`, { is_active: true });
    expect(await mailTo(other.email)).toHaveLength(1);
  });

  it('sends one e-mail when two servers raise the same stock at the same moment', async () => {
    const customer = await office.server.createUser();
    const product = await newProduct();
    expect((await subscribe({ product_id: product.id }, customer)).statusCode).toBe(201);
    const sibling = await office.server.sibling();
    const raise = (request: typeof sibling.request, quantity: number) => request({ method: 'PATCH', url: `/api/admin/products/${product.id}`, token: office.admin.token, body: { quantity } });
    const answers = await Promise.all([raise(sibling.request, 3), raise((options) => office.server.request(options), 4), raise(sibling.request, 5)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await mailTo(customer.email)).toHaveLength(1);
    expect(await noticesOf(customer.id)).toHaveLength(1);
  });

  it("names a waited variant's option in the reader's language", async () => {
    const owner = await office.server.createUser();
    const bands = await newProduct({ name: `Matrix bands ${serial + 1}`, is_variant: true, quantity: undefined });
    const variant = await office.ok<{ id: number }>('POST', `/api/admin/products/${bands.id}/variants`, { sku: `BANDS-${bands.id}-ET`, quantity: 0, variable_option: 0 });
    expect((await subscribe({ product_id: bands.id, variant_id: variant.id }, owner)).statusCode).toBe(201);
    const labelIn = async (language: string) =>
      (await office.server.request({ method: 'GET', url: '/api/stock-alerts/mine', token: owner.token, headers: { 'accept-language': language } })).json()[0]?.variant_label;
    expect([await labelIn('en'), await labelIn('ar')]).toEqual(['Extrathin', 'رفيع جدًا']);
  });

  it("lists and cancels only the customer's own waiting alerts", async () => {
    const owner = await office.server.createUser();
    const stranger = await office.server.createUser();
    const product = await newProduct({ name_ar: 'كمامات' });
    const crowns = await newVariantProduct([0]);
    const alert = (await subscribe({ product_id: product.id }, owner)).json();
    expect((await subscribe({ product_id: crowns.id, variant_id: crowns.variants[0]?.id }, owner)).statusCode).toBe(201);

    const listed = await office.server.request({ method: 'GET', url: '/api/stock-alerts/mine', token: owner.token, headers: { 'accept-language': 'ar' } });
    expect(listed.json()).toMatchObject([
      { id: alert.id, product_id: product.id, variant_id: null, product_name: 'كمامات', variant_label: null },
      { product_id: crowns.id, variant_id: crowns.variants[0]?.id, variant_label: '2' },
    ]);
    expect((await office.server.request({ method: 'GET', url: '/api/stock-alerts/mine', token: stranger.token })).json()).toEqual([]);
    expectRefusal(await office.server.request({ method: 'GET', url: '/api/stock-alerts/mine' }), 401, 'unauthenticated');

    expectRefusal(await office.server.request({ method: 'DELETE', url: `/api/stock-alerts/${alert.id}`, token: stranger.token }), 404, 'stock_alert_not_found');
    const cancelled = await office.server.request({ method: 'DELETE', url: `/api/stock-alerts/${alert.id}`, token: owner.token });
    expect(cancelled.json()).toEqual({ id: alert.id, cancelled: true });
    expectRefusal(await office.server.request({ method: 'DELETE', url: `/api/stock-alerts/${alert.id}`, token: owner.token }), 404, 'stock_alert_not_found');

    await setStock(product.id, 1);
    expect(await mailTo(owner.email)).toEqual([]);
    // Once stopped, the customer may ask again.
    await setStock(product.id, 0);
    expect((await subscribe({ product_id: product.id }, owner)).statusCode).toBe(201);
  });
  describe('stock an ended order gives back', () => {
    /** A product whose last two units a customer orders, leaving it out of stock for the one who waits. */
    async function soldOut(paymentMethod: 'cash' | 'credit') {
      await insertOrderShop(office.server);
      const row = await insertProduct(office.server, { quantity: 2, discountPiasters: 0 });
      const buyer = await office.server.createUser();
      const placed = await office.server.request({
        method: 'POST',
        url: '/api/order/create',
        token: buyer.token,
        body: orderPayload([productLine({ id: row.id, name: row.name, price: row.pricePiasters }, 2)], { userId: buyer.id, paymentMethod }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return { productId: row.id, name: row.name, orderId: placed.json().orderid as number };
    }

    it('tells the customer waiting when the back office cancels the order that took the last units', async () => {
      const { productId, name, orderId } = await soldOut('cash');
      const waiting = await office.server.createUser({ firstName: 'Salma' });
      expect((await subscribe({ product_id: productId }, waiting)).statusCode).toBe(201);
      // The alert keeps the shop's address it was asked on, for a link no request is there to give.
      const [stored] = await office.server.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));
      expect(stored?.origin).toBe('https://shop.example');

      await office.ok('PUT', `/api/admin/orders/${orderId}/status`, { status: 'Cancelled' }, 200);
      const [mail, ...more] = await mailTo(waiting.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`Tiara: ${name} is back in stock`);
      expect(mail?.text).toContain(`https://shop.example/products/${productId}`);
      expect(await noticesOf(waiting.id)).toMatchObject([{ category: 6, title: 'Back in stock' }]);
    });

    it('tells a visitor once when the sweep ends an unpaid card order, on the address the alert was asked on', async () => {
      const { productId, orderId } = await soldOut('credit');
      const email = `sweep${serial}@clinic.example`;
      expect((await subscribe({ product_id: productId, email }, null)).statusCode).toBe(201);
      await office.server.db.update(stockAlerts).set({ origin: 'https://branch.shop.example' }).where(eq(stockAlerts.productId, productId));

      const later = new Date(office.server.clock.now.getTime() + 31 * 60_000);
      const sweep = new ReleaseExpiredOrders(new OrderRepository(office.server.db), releaseWhatEndedOrdersHeld(office.server.db, office.server.endedOrderMail));
      try {
        office.server.clock.set(later);
        expect(await sweep.execute(later)).toBeGreaterThanOrEqual(1);
        // A second run (another server's sweep, or a retry after a crash) finds nothing left to tell.
        await releaseWhatEndedOrdersHeld(office.server.db, office.server.endedOrderMail)(orderId);
      } finally {
        office.server.clock.set(new Date(later.getTime() - 31 * 60_000));
      }
      const back = (await mailTo(email)).filter((mail) => mail.subject.includes('back in stock'));
      expect(back).toHaveLength(1);
      expect(back[0]?.text).toContain(`https://branch.shop.example/products/${productId}`);
    });

    it('leaves a variant’s wait alone when the order gave back another variant', async () => {
      const shop = await insertOrderShop(office.server);
      const [awaited, ordered] = shop.variantProduct.variants;
      if (!awaited || !ordered) throw new Error('the shop has two variants');
      await setVariantStock(shop.variantProduct.id, awaited.id, 0);
      const buyer = await office.server.createUser();
      const placed = await office.server.request({
        method: 'POST',
        url: '/api/order/create',
        token: buyer.token,
        body: orderPayload([productLine(shop.variantProduct, 5, { sku: ordered.sku })], { userId: buyer.id }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const customer = await office.server.createUser();
      expect((await subscribe({ product_id: shop.variantProduct.id, variant_id: awaited.id }, customer)).statusCode).toBe(201);

      await office.ok('PUT', `/api/admin/orders/${placed.json().orderid}/status`, { status: 'Cancelled' }, 200);
      expect(await mailTo(customer.email)).toEqual([]);
      expect(await noticesOf(customer.id)).toEqual([]);
    });
  });
});
