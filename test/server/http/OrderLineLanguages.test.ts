import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, orderPayload, productLine } from '../support/orderFixtures';
import { type BackOffice, startBackOffice } from './admin/adminTestKit';

interface NamedLines {
  readonly order_items: ReadonlyArray<{ readonly product_name: string }>;
}

/**
 * Issue 28: an order keeps both names of each line, and every reader of its lines (My orders, the
 * order page, the sales desk, the back office) reads them in their own language, Accept-Language,
 * whatever language the order was placed in; a line kept without Arabic reads in English.
 */
describe('order lines in the reader’s language', () => {
  let office: BackOffice;
  let orderId: number;
  let english: { arabicNamed: string; englishOnly: string };

  const namesOf = (body: unknown) => (body as NamedLines).order_items.map((item) => item.product_name);
  const read = (url: string, language: string, token: string) => office.server.request({ method: 'GET', url, token, headers: { 'accept-language': language } });

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
    const arabicNamed = await insertProduct(office.server, { name: 'Lumina Nano-Hybrid A2', nameAr: 'لومينا نانو هايبرد A2' });
    const englishOnly = await insertProduct(office.server, { name: 'Cotton rolls' });
    english = { arabicNamed: arabicNamed.name, englishOnly: englishOnly.name };
    const placed = await office.server.request({
      method: 'POST',
      url: '/api/order/create',
      token: office.customer.token,
      // Placed in English: the reader's language, not the order's, decides what the pages show.
      headers: { 'accept-language': 'en' },
      body: orderPayload(
        [productLine({ id: arabicNamed.id, name: arabicNamed.name, price: 90_000 }), productLine({ id: englishOnly.id, name: englishOnly.name, price: 90_000 })],
        { userId: office.customer.id },
      ),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = (placed.json() as { orderid: number }).orderid;
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('My orders names each line in the reader’s language, and says the answer varies by it', async () => {
    const url = `/api/order/user/${office.customer.id}`;
    const inArabic = await read(url, 'ar', office.customer.token);
    expect(inArabic.statusCode).toBe(200);
    expect(inArabic.headers.vary).toMatch(/accept-language/i);
    const orders = inArabic.json() as Array<NamedLines & { id: number }>;
    expect(namesOf(orders.find((order) => order.id === orderId))).toEqual(['لومينا نانو هايبرد A2', english.englishOnly]);
    const inEnglish = (await read(url, 'en', office.customer.token)).json() as Array<NamedLines & { id: number }>;
    expect(namesOf(inEnglish.find((order) => order.id === orderId))).toEqual([english.arabicNamed, english.englishOnly]);
  });

  it('the order page names each line in the reader’s language', async () => {
    const inArabic = await read(`/api/order/${orderId}`, 'ar', office.customer.token);
    expect(inArabic.statusCode).toBe(200);
    expect(inArabic.headers.vary).toMatch(/accept-language/i);
    expect(namesOf(inArabic.json())).toEqual(['لومينا نانو هايبرد A2', english.englishOnly]);
    expect(namesOf((await read(`/api/order/${orderId}`, 'en', office.customer.token)).json())).toEqual([english.arabicNamed, english.englishOnly]);
  });

  it('the sales desk and the back office read the lines in their own language', async () => {
    for (const [url, token] of [
      [`/api/sales/orders/${orderId}`, office.sales.token],
      [`/api/admin/orders/${orderId}`, office.admin.token],
    ] as const) {
      const inArabic = await read(url, 'ar', token);
      expect(inArabic.statusCode, url).toBe(200);
      expect(namesOf(inArabic.json()), url).toEqual(['لومينا نانو هايبرد A2', english.englishOnly]);
      expect(namesOf((await read(url, 'en', token)).json()), url).toEqual([english.arabicNamed, english.englishOnly]);
    }
  });

  it('reads a line kept before orders had Arabic names (null) in English in every language', async () => {
    await office.server.db.update(orderItems).set({ productNameAr: null }).where(eq(orderItems.orderId, orderId));
    expect(namesOf((await read(`/api/order/${orderId}`, 'ar', office.customer.token)).json())).toEqual([english.arabicNamed, english.englishOnly]);
  });
});
