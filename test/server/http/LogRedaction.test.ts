import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHmac } from '../../../server/adapters/payments/Hmac';
import { SANDBOX_APPROVED_CARD } from '../../../server/adapters/payments/SandboxGateway';
import { callbackHmacMessage } from '../../../server/adapters/payments/PaymobTransactions';
import { loggerOptions } from '../../../server/http/buildApp';
import { redactLogLine } from '../../../server/http/logRedaction';
import { insertOrderShop, type OrderShop, productLine } from '../support/orderFixtures';
import { checkoutKeys, openCheckout, pathOf, placeCardOrder, sandboxOf, submitCard, card } from '../support/paymentFixtures';
import { TEST_SANDBOX_HMAC_SECRET, type TestServer, startTestServer } from '../support/testServer';

/**
 * The real app with the real logger options, its lines captured: a card purchase through the
 * sandbox, a password reset and a stock alert stopped from its link leave none of their secrets,
 * tokens or e-mail addresses in the log.
 */
const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the log of a day of customers names no secret, token or e-mail address', () => {
  let server: TestServer;
  let shop: OrderShop;
  let log = '';
  /** Every value that may not be written to the log, by what it is. */
  const secrets = new Map<string, string>();

  const keep = (what: string, value: string | null | undefined) => {
    expect(value, what).toBeTruthy();
    secrets.set(what, value as string);
  };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    server = await startTestServer({ rateLimits: false, settings: { publicUrl: 'https://shop.example' }, logger: { ...(loggerOptions as object), level: 'debug', stream } });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('pays for an order by card through the sandbox', async () => {
    const customer = await server.createUser({ firstName: 'Mona' });
    keep("the customer's e-mail", customer.email);
    const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
    const checkoutUrl = await openCheckout(server, order, customer);
    keep("the sandbox's client secret", checkoutKeys(checkoutUrl).clientSecret);

    expect((await server.request({ method: 'GET', url: pathOf(checkoutUrl) })).statusCode).toBe(200);
    const paid = await submitCard(server, checkoutUrl, card());
    expect(paid.statusCode, paid.body).toBe(303);
    const gatewayReturn = new URL(String(paid.headers.location), 'http://localhost');
    keep("the return's hmac", gatewayReturn.searchParams.get('hmac'));
    keep('the transaction id', gatewayReturn.searchParams.get('id'));
    expect(gatewayReturn.searchParams.get('source_data.pan')).toBe(SANDBOX_APPROVED_CARD.slice(-4));
    // Named with their parameter: four digits alone could be any process id or response time.
    keep("the card's last four digits", `source_data.pan=${SANDBOX_APPROVED_CARD.slice(-4)}`);

    const transaction = await sandboxOf(server).callbacksDelivered().then(() => sandboxOf(server).transaction(secrets.get('the transaction id') ?? ''));
    if (!transaction) throw new Error('the sandbox kept no transaction');
    keep("the callback's hmac", signHmac(TEST_SANDBOX_HMAC_SECRET, callbackHmacMessage(transaction)));

    const back = await server.request({ method: 'GET', url: pathOf(gatewayReturn.toString()) });
    expect(back.statusCode, back.body).toBe(302);
    await server.request({ method: 'GET', url: pathOf(String(back.headers.location)) });
    const status = await server.request({ method: 'POST', url: `/api/payment/payment-status/${order.orderId}/Success`, token: customer.token });
    expect(status.statusCode, status.body).toBe(200);

    // The payment went through the log: its lines are there, without their values.
    expect(log).toContain('"url":"/api/payment/return?');
    expect(log).toContain('hmac=[redacted]');
  });

  it('resets a password with the code it e-mailed', async () => {
    const email = 'nour.reset@clinic.example';
    keep('the reset e-mail', email);
    const signup = await server.request({ method: 'POST', url: '/api/user/signup', body: { first_name: 'Nour', last_name: 'Reset', email, password_hash: 'the old password', phone: '01012345678' } });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await server.request({ method: 'POST', url: '/api/user/forgot-password', body: { email } })).statusCode).toBe(200);
    const mail = (await server.outbox.list(100)).find((message) => message.to === email && message.subject.includes('reset code'));
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    keep('the reset code', code);
    const reset = await server.request({ method: 'POST', url: '/api/user/reset-password', body: { email, code, new_password: 'a brand new password' } });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("waits for a product's stock and stops the wait from the e-mail's link", async () => {
    const admin = await server.createUser({ role: 'Admin' });
    keep("the admin's e-mail", admin.email);
    const email = 'salma.waits@clinic.example';
    keep("the visitor's e-mail", email);
    const product = await server.request({ method: 'POST', url: '/api/admin/products', token: admin.token, body: { name: 'Nitrile gloves S', price: 250, quantity: 0, category_id: 1 } });
    expect(product.statusCode, product.body).toBe(201);
    const productId = (product.json() as { id: number }).id;
    expect((await server.request({ method: 'POST', url: '/api/stock-alerts', body: { product_id: productId, email } })).statusCode).toBe(201);
    const waiting = (await server.outbox.list(100)).find((message) => message.to === email);
    const stopLink = /https:\/\/shop\.example(\/stock-alerts\/stop\?token=[\w-]+)/.exec(waiting?.text ?? '')?.[1];
    keep("the alert's stop token", stopLink?.split('token=')[1]);

    expect((await server.request({ method: 'GET', url: stopLink ?? '' })).statusCode).toBe(200);
    const stopped = await server.app.inject({ method: 'POST', url: '/stock-alerts/stop', payload: `token=${secrets.get("the alert's stop token") ?? ''}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stopped.statusCode).toBe(200);
    expect(log).toContain('"url":"/stock-alerts/stop?token=[redacted]"');
  });

  it('writes errors that quote an address, an e-mail or a failed query without them', () => {
    const token = secrets.get("the alert's stop token") ?? '';
    server.app.log.error({ err: new Error(`550 5.1.1 <${secrets.get("the customer's e-mail") ?? ''}>: Recipient address rejected`) }, 'an e-mail could not be sent');
    server.app.log.warn({ err: new Error(`GET https://shop.example/stock-alerts/stop?token=${token} failed`) }, `while opening /stock-alerts/stop?token=${token}`);
    const failedQuery = Object.assign(new Error(`Failed query: insert into "users" ("email", "reset_code") values ($1, $2)\nparams: ${secrets.get('the reset e-mail') ?? ''},${secrets.get('the reset code') ?? ''}`), {
      query: 'insert into "users" ("email", "reset_code") values ($1, $2)',
      params: [secrets.get('the reset e-mail'), secrets.get('the reset code')],
    });
    server.app.log.warn({ err: failedQuery }, 'constraint refused a write');
    expect(log).toContain('Recipient address rejected');
    expect(log).toContain('params: [redacted]');
  });

  it('holds none of them', () => {
    expect(secrets.size).toBe(11);
    // Whole words only: a six-digit code may well be the tail of some response time's digits.
    for (const [what, value] of secrets) expect(new RegExp(`(?<![\\w.])${escapedForRegExp(value)}(?!\\w)`).test(log), `${what} (${value}) is in the log`).toBe(false);
    // The e-mail addresses' local parts, however the line was cut.
    for (const [what, value] of secrets) if (what.endsWith('e-mail')) expect(log, what).not.toContain(value.split('@')[0]);
  });
});

describe('redactLogLine', () => {
  it.each([
    ['{"url":"/api/payment/return?id=1234567&hmac=ab12&source_data.pan=1111"}', '{"url":"/api/payment/return?id=[redacted]&hmac=[redacted]&source_data.pan=[redacted]"}'],
    ['{"url":"/products?category=1&page=2#top"}', '{"url":"/products?category=[redacted]&page=[redacted]#top"}'],
    ['{"url":"/api/scans/uploads/0f4c2a9e8b7d6c5b4a3f2e1d0c9b8a7f"}', '{"url":"/api/scans/uploads/[redacted]"}'],
    ['{"url":"/api/scans/uploads/0f4c2a9e8b7d6c5b4a3f2e1d0c9b8a7f?x=1"}', '{"url":"/api/scans/uploads/[redacted]?x=[redacted]"}'],
    ['{"url":"/api/admin/products/42","hostname":"tiara-server-7d9f8b6c5d-x2x9z"}', '{"url":"/api/admin/products/42","hostname":"tiara-server-7d9f8b6c5d-x2x9z"}'],
    ['{"msg":"mail to Mona.Hassan+orders@clinic.example failed"}', '{"msg":"mail to [e-mail] failed"}'],
    ['{"url":"/api/users?email=mona%40clinic.example"}', '{"url":"/api/users?email=[redacted]"}'],
    ['{"err":{"message":"Failed query: select 1\\nparams: mona@clinic.example,123456","params":["mona@clinic.example","a \\"quoted\\" one"]}}', '{"err":{"message":"Failed query: select 1\\nparams: [redacted]","params":"[redacted]"}}'],
  ])('%s', (line, redacted) => {
    expect(redactLogLine(line)).toBe(redacted);
  });
});
