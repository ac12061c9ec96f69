import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRecordsRepository } from '../../../server/adapters/payments/PaymentRecordsRepository';
import { orderConfirmationMail } from '../../../server/application/mail/MailTemplates';
import { type OrderShop, insertOrderShop, insertProduct, insertPromo, orderPayload, productLine } from '../support/orderFixtures';
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

  /** The confirmation of order `orderId` (the outbox orders by the clock, which these tests do not move). */
  const mailOf = async (orderId: number) => (await server.outbox.list()).find((mail) => new RegExp(`#${orderId}(?!\\d)`).test(mail.subject));

  it('is sent for a cash order once it is placed, with its lines and total', async () => {
    const placed = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([productLine(shop.plain, 2)]) });
    expect(placed.statusCode).toBe(201);
    const [mail] = await server.outbox.list(1);
    expect(mail?.to).toBe('mona@clinic.example');
    expect(mail?.subject).toBe(`Tiara: order #${placed.json().orderid} received`);
    expect(mail?.text).toContain(`2 × ${shop.plain.name}: 1,800 EGP`);
    expect(mail?.text).toContain('Payment: Cash on Delivery');
  });

  it('shows the order’s own subtotal, shipping and discount with its code, adding up to the total charged', async () => {
    const customer = await server.createUser();
    const promo = await insertPromo(server, { kind: 'percent', value: 10 });
    // 10% of 1,800 + 50 shipping.
    const body = orderPayload([productLine(shop.plain, 2)], { userId: customer.id, discount: 18_500, promoCodeId: promo.id });
    const placed = await server.request({ method: 'POST', url: '/api/order/create', token: customer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    const mail = await mailOf(placed.json().orderid);
    expect(mail?.subject).toBe(`Tiara: order #${placed.json().orderid} received`);
    expect(mail?.text).toContain(`Subtotal: 1,800 EGP\nShipping: 50 EGP\nDiscount (${promo.code}): -185 EGP\nTotal: 1,665 EGP\nPayment: Cash on Delivery`);
    expect(body.total_amount).toBe(1_665);
  });

  it('words the amounts in Arabic for an order placed in Arabic, with the shipping of the governorate', async () => {
    const placed = await server.request({
      method: 'POST',
      url: '/api/order/create',
      headers: { 'accept-language': 'ar' },
      body: orderPayload([productLine(shop.plain)], { governorate: 'Giza', shipping: 15_000 }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const mail = await mailOf(placed.json().orderid);
    expect(mail?.subject).toBe(`Tiara: تم استلام الطلب #${placed.json().orderid}`);
    expect(mail?.text).toContain('\u200fالمجموع الفرعي: 900 ج.م\n\u200fالشحن: 150 ج.م\n\u200fالإجمالي: 1,050 ج.م');
  });

  it('names each line in the order’s language: the Arabic name in an order placed in Arabic, the English in one placed in English', async () => {
    const product = await insertProduct(server, { nameAr: 'طقم حشو تجميلي' });
    const line = productLine({ id: product.id, name: product.name, price: 90_000 });
    const inArabic = await server.request({ method: 'POST', url: '/api/order/create', headers: { 'accept-language': 'ar' }, body: orderPayload([line, productLine(shop.plain)]) });
    const inEnglish = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([line]) });
    expect([inArabic.statusCode, inEnglish.statusCode]).toEqual([201, 201]);
    const arabicMail = await mailOf(inArabic.json().orderid);
    expect(arabicMail?.text).toContain('طقم حشو تجميلي');
    expect(arabicMail?.text).not.toContain(product.name);
    // A line without an Arabic name is written in English.
    expect(arabicMail?.text).toContain(shop.plain.name);
    const englishMail = await mailOf(inEnglish.json().orderid);
    expect(englishMail?.text).toContain(`1 × ${product.name}: 900 EGP`);
    expect(englishMail?.text).not.toContain('طقم حشو تجميلي');
  });

  it('names the lines of a card order’s confirmation, sent once paid, in the order’s language', async () => {
    const product = await insertProduct(server, { nameAr: 'مبرد أسنان' });
    const customer = await server.createUser();
    const placed = await server.request({
      method: 'POST',
      url: '/api/order/create',
      token: customer.token,
      headers: { 'accept-language': 'ar' },
      body: orderPayload([productLine({ id: product.id, name: product.name, price: 90_000 })], { userId: customer.id, paymentMethod: 'credit' }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const confirmation = await new PaymentRecordsRepository(server.db).confirmationOf(placed.json().orderid);
    if (!confirmation) throw new Error('no confirmation');
    expect(orderConfirmationMail(confirmation).text).toContain('مبرد أسنان');
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
