import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD, SandboxGateway } from '../../../server/adapters/payments/SandboxGateway';
import { LANGUAGE_STORAGE_KEY } from '@tiara/domain/language';
import { serverSandboxCheckoutMessagesAr as arabic } from '../../../src/locales/server/ar/serverSandboxCheckoutMessagesAr';
import { type OrderShop, insertOrderShop, productLine } from '../support/orderFixtures';
import { card, checkoutKeys, pathOf, paymentsOf, placeCardOrder, sandboxCheckout, sandboxOf, submitCard } from '../support/paymentFixtures';
import { TEST_SANDBOX_HMAC_SECRET, type TestServer, startTestServer } from '../support/testServer';

/** DESIGN §5: the sandbox's hosted checkout page, shaped like Paymob's Unified Checkout. */
describe('the sandbox checkout page', () => {
  let server: TestServer;
  let shop: OrderShop;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A card order's checkout, opened by a client that names `language` (as the storefront always does) or none. */
  async function newCheckout(items?: (intention: Awaited<ReturnType<typeof placeCardOrder>>['intention']) => unknown, language?: string) {
    const customer = await server.createUser();
    const order = await placeCardOrder(server, [productLine(shop.plain, 2)], { user: customer });
    const body = items ? items(order.intention) : order.intention;
    const headers: Record<string, string> = language === undefined ? {} : { 'accept-language': language };
    const response = await server.request({ method: 'POST', url: '/api/payment/create-intention', token: customer.token, body, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { order, checkoutUrl: response.json() as string, customer };
  }

  it('shows the amount and the items, with a labelled card form and a Pay button naming the amount', async () => {
    const { checkoutUrl } = await newCheckout();
    const page = await server.request({ method: 'GET', url: pathOf(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain(`<td><bdi>${shop.plain.name}</bdi></td><td>2</td><td class="amount">1,800 EGP</td>`);
    expect(html).toContain('<td><bdi>Delivery fee</bdi></td><td>1</td><td class="amount">50 EGP</td>');
    expect(html).toContain('<button type="submit">Pay 1,850 EGP</button>');
    for (const [id, label] of [
      ['card_number', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvv', 'CVV'],
      ['card_holder', 'Name on card'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(html).not.toMatch(/<script/i);
  });

  describe("in the shopper's language", () => {
    const ARABIC_PAGE = '<html lang="ar" dir="rtl">';
    const arabicCookie = { cookie: `theme=light; ${LANGUAGE_STORAGE_KEY}=ar` };

    it('is in Arabic, right to left, for a shopper who reads the shop in Arabic: every label, the amounts and the button', async () => {
      const { checkoutUrl } = await newCheckout();
      const page = await server.request({ method: 'GET', url: pathOf(checkoutUrl), headers: { 'accept-language': 'en-US,en;q=0.9', ...arabicCookie } });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain(ARABIC_PAGE);
      expect(html).toContain(`<td><bdi>${shop.plain.name}</bdi></td><td>2</td><td class="amount">1,800 ج.م</td>`);
      expect(html).toContain(`<td><bdi>${arabic.deliveryFee}</bdi></td><td>1</td><td class="amount">50 ج.م</td>`);
      expect(html).toContain('<button type="submit">ادفع 1,850 ج.م</button>');
      for (const [id, label] of [
        ['card_number', arabic.cardNumber],
        ['expiry', arabic.expiry],
        ['cvv', arabic.cvv],
        ['card_holder', arabic.cardHolder],
      ]) {
        expect(html).toContain(`<label for="${id}">${label}</label>`);
      }
      for (const text of [arabic.sandboxNote, arabic.orderSummary, arabic.total, arabic.cardDetails, arabic.testCards]) expect(html).toContain(text.replaceAll("'", '&#39;'));
      expect(html).toContain('<input id="card_number" name="card_number" type="text" dir="ltr"');
      expect(html).toContain('<input type="hidden" name="lang" value="ar">');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('opens in the language the storefront was shown in as the payment opened, whatever the browser and the cookie say', async () => {
      // A shopper who chose Arabic in the shop, whose choice the storefront keeps in its storage
      // only (no cookie), in an English browser: the storefront names Arabic when it opens the payment.
      const { checkoutUrl } = await newCheckout(undefined, 'ar');
      expect(new URL(checkoutUrl).searchParams.get('lang')).toBe('ar');
      const page = await server.request({ method: 'GET', url: pathOf(checkoutUrl), headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(page.body).toContain(ARABIC_PAGE);
      expect(page.body).toContain('<input type="hidden" name="lang" value="ar">');
      expect(page.body).toContain(`<td><bdi>${shop.plain.name}</bdi></td><td>2</td><td class="amount">1,800 ج.م</td>`);
      expect(page.body).toContain(`<td><bdi>${arabic.deliveryFee}</bdi></td>`);
      expect(page.body).toContain('<button type="submit">ادفع 1,850 ج.م</button>');

      const english = await newCheckout(undefined, 'en');
      const englishPage = await server.request({ method: 'GET', url: pathOf(english.checkoutUrl), headers: arabicCookie });
      expect(englishPage.body).toContain('<html lang="en" dir="ltr">');
    });

    it('names the discount and the store credit in the page’s language, and keeps an item’s own name as the shop wrote it', async () => {
      const { checkoutUrl } = await newCheckout(
        (intention) => ({
          ...intention,
          items: [
            { ...intention.items[0], name: 'قفازات نيتريل Medicare', amount: intention.amount + 15_000 },
            { name: 'Discount', amount: -10_000, description: 'Discount', quantity: 1 },
            { name: 'Store credit', amount: -5_000, description: 'Store credit', quantity: 1 },
          ],
        }),
        'ar',
      );
      const html = (await server.request({ method: 'GET', url: pathOf(checkoutUrl) })).body;
      expect(html).toContain('<td><bdi>قفازات نيتريل Medicare</bdi></td>');
      expect(html).toContain(`<td><bdi>${arabic.discount}</bdi></td><td>1</td>`);
      expect(html).toContain(`<td><bdi>${arabic.storeCredit}</bdi></td><td>1</td>`);
      expect(html).not.toContain('>Discount<');
      expect(html).not.toContain('>Store credit<');
    });

    it('follows the browser when the shop has no language of its own yet, and the switch on the page', async () => {
      const { checkoutUrl } = await newCheckout();
      const arabicBrowser = await server.request({ method: 'GET', url: pathOf(checkoutUrl), headers: { 'accept-language': 'ar-EG,ar;q=0.9' } });
      expect(arabicBrowser.body).toContain(ARABIC_PAGE);
      const { publicKey, clientSecret } = checkoutKeys(checkoutUrl);
      expect(arabicBrowser.body).toContain(`href="/sandbox/unifiedcheckout/?publicKey=${publicKey}&amp;clientSecret=${clientSecret}&amp;lang=en" lang="en" hreflang="en">English</a>`);
      const switched = await server.request({ method: 'GET', url: `/sandbox/unifiedcheckout/?publicKey=${publicKey}&clientSecret=${clientSecret}&lang=en`, headers: arabicCookie });
      expect(switched.body).toContain('<html lang="en" dir="ltr">');
      expect(switched.body).toContain('>العربية</a>');
      const unknownLanguage = await server.request({ method: 'GET', url: `/sandbox/unifiedcheckout/?publicKey=${publicKey}&clientSecret=${clientSecret}&lang=fr` });
      expect(unknownLanguage.statusCode).toBe(200);
      expect(unknownLanguage.body).toContain('<html lang="en" dir="ltr">');
    });

    it('tells what is wrong with the card in the language the page was filled in', async () => {
      const { checkoutUrl } = await newCheckout();
      const form = new URLSearchParams({ ...checkoutKeys(checkoutUrl), lang: 'ar', card_number: '4111 1111 1111 1112', expiry: '10/26', cvv: '', card_holder: 'Mona' });
      const invalid = await server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain(ARABIC_PAGE);
      for (const problem of [arabic.cardProblems.cardNumberInvalid, arabic.cardProblems.expired, arabic.cardProblems.cvvInvalid]) expect(invalid.body).toContain(problem);
      expect(invalid.body).toContain(arabic.checkDetails(''));
      expect(invalid.body).toContain('value="Mona"');
      // The first field found wrong takes the focus as the page opens.
      expect(invalid.body).toContain('aria-describedby="card_number-error" autofocus>');
    });

    it('says in Arabic why a link cannot be paid, without a crash', async () => {
      const { checkoutUrl } = await newCheckout();
      const { publicKey } = checkoutKeys(checkoutUrl);
      const headers = { 'accept-language': 'ar' };
      const unknown = await server.request({ method: 'GET', url: `/sandbox/unifiedcheckout/?publicKey=${publicKey}&clientSecret=nope`, headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(ARABIC_PAGE);
      expect(unknown.body).toContain(arabic.linkUnknown.title);
      const incomplete = await server.request({ method: 'GET', url: '/sandbox/unifiedcheckout/', headers });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.body).toContain(arabic.linkIncomplete.message);
      const notSent = await server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: 'card_number=1&lang=ar', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(notSent.statusCode).toBe(400);
      expect(notSent.body).toContain(arabic.paymentNotSent.title);
      const paid = await submitCard(server, checkoutUrl, card());
      expect(paid.statusCode).toBe(303);
      const again = await server.request({ method: 'GET', url: pathOf(checkoutUrl), headers });
      expect(again.body).toContain(arabic.paid.message);
      expect(again.body).toContain(`>${arabic.returnToShop}</a>`);
    });
  });

  it('escapes every value it prints', async () => {
    const { checkoutUrl } = await newCheckout((intention) => ({
      ...intention,
      items: intention.items.map((item, index) => (index === 0 ? { ...item, name: '<img src=x onerror=alert(1)>"&' } : item)),
    }));
    const html = (await server.request({ method: 'GET', url: pathOf(checkoutUrl) })).body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    expect(html).not.toContain('<img');
    const { publicKey, clientSecret } = checkoutKeys(checkoutUrl);
    const form = new URLSearchParams({ publicKey, clientSecret, card_number: '"><script>alert(1)</script>', expiry: '', cvv: '', card_holder: '' });
    const invalid = await server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(invalid.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(invalid.body).not.toMatch(/<script/i);
  });

  it('checks the card details before charging: no transaction, no callback, the form again with the reasons', async () => {
    const { order, checkoutUrl } = await newCheckout();
    const invalid = await submitCard(server, checkoutUrl, { card_number: '4111 1111 1111 1112', expiry: '13/30', cvv: '12', card_holder: ' ' });
    expect(invalid.statusCode).toBe(400);
    for (const message of ['Enter a valid card number.', 'Enter the expiry date as MM/YY.', 'Enter the 3- or 4-digit security code.', 'Enter the name on the card.']) {
      expect(invalid.body).toContain(message);
    }
    expect(invalid.body).toContain('aria-invalid="true" aria-describedby="card_number-error" autofocus>');
    expect(invalid.body.match(/autofocus/g)).toHaveLength(1);
    const expired = await submitCard(server, checkoutUrl, { ...card(), expiry: '10/26' });
    expect(expired.body).toContain('This card has expired.');
    const { gatewayOrderId } = await sandboxCheckout(server, checkoutUrl);
    expect(await sandboxOf(server).inquire(gatewayOrderId)).toEqual({ ok: true, value: null });
    expect((await paymentsOf(server, order.orderId)).map((payment) => payment.status)).toEqual(['Pending']);
  });

  it('approves the test card and sends the browser back once, even when Pay is pressed twice', async () => {
    const { order, checkoutUrl } = await newCheckout();
    const first = await submitCard(server, checkoutUrl, card());
    const second = await submitCard(server, checkoutUrl, card());
    expect(first.statusCode).toBe(303);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    const back = new URL(String(first.headers.location));
    expect(back.pathname).toBe('/api/payment/return');
    expect(back.searchParams.get('success')).toBe('true');
    expect(back.searchParams.get('merchant_order_id')).toBe(`${order.orderId}-1`);
    expect(back.searchParams.get('hmac')).toMatch(/^[0-9a-f]{128}$/);
    expect((await paymentsOf(server, order.orderId)).map((payment) => payment.status)).toEqual(['Success']);
    const page = await server.request({ method: 'GET', url: pathOf(checkoutUrl) });
    expect(page.body).toContain('This order is paid.');
  });

  it('keeps open checkouts where another server of the shop finds and charges them, once', async () => {
    const { checkoutUrl } = await newCheckout();
    const { publicKey, clientSecret } = checkoutKeys(checkoutUrl);
    const otherServer = new SandboxGateway({ hmacSecret: TEST_SANDBOX_HMAC_SECRET, now: () => server.clock.now, db: server.db });
    const lookup = await otherServer.checkout(publicKey, clientSecret);
    if (lookup.kind !== 'open') throw new Error(`the checkout is ${lookup.kind} on the other server`);
    const [first, second] = await Promise.all([otherServer.pay(lookup.checkout, SANDBOX_APPROVED_CARD), sandboxOf(server).pay(lookup.checkout, SANDBOX_APPROVED_CARD)]);
    expect([first?.callback, second?.callback].filter((callback) => callback !== null)).toHaveLength(1);
    expect(first?.redirectUrl).toBe(second?.redirectUrl);
    expect(await sandboxOf(server).checkout(publicKey, clientSecret)).toEqual({ kind: 'paid', redirectUrl: first?.redirectUrl });
    const inquiry = await sandboxOf(server).inquire(lookup.checkout.gatewayOrderId);
    expect(inquiry.ok && inquiry.value?.success).toBe(true);
  });

  it('declines the decline card and still reports it and sends the browser back', async () => {
    const { order, checkoutUrl } = await newCheckout();
    const declined = await submitCard(server, checkoutUrl, card(SANDBOX_DECLINED_CARD));
    expect(declined.statusCode).toBe(303);
    expect(new URL(String(declined.headers.location)).searchParams.get('success')).toBe('false');
    expect((await paymentsOf(server, order.orderId)).map((payment) => payment.status)).toEqual(['Failed']);
  });

  it('answers a page, not a crash, for unknown, incomplete and expired links and odd forms', async () => {
    const { checkoutUrl } = await newCheckout();
    const { publicKey, clientSecret } = checkoutKeys(checkoutUrl);
    const expectPage = async (request: Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>, status: number, text: string) => {
      const response = await request;
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(text);
    };
    await expectPage(server.request({ method: 'GET', url: '/sandbox/unifiedcheckout/' }), 400, 'Payment link incomplete');
    await expectPage(server.request({ method: 'GET', url: `/sandbox/unifiedcheckout/?publicKey=${publicKey}&clientSecret=nope` }), 404, 'Payment link not found');
    await expectPage(server.request({ method: 'GET', url: `/sandbox/unifiedcheckout/?publicKey=wrong&clientSecret=${clientSecret}` }), 404, 'Payment link not found');
    await expectPage(server.request({ method: 'GET', url: `/sandbox/unifiedcheckout/?publicKey=${publicKey}&clientSecret=${clientSecret}&clientSecret=x` }), 400, 'Payment link incomplete');
    await expectPage(server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: 'card_number=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400, 'Payment not sent');
    await expectPage(server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: { publicKey, clientSecret: 'nope' } }), 404, 'Payment link not found');
    const tooLong = await server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: `publicKey=${'x'.repeat(20_000)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(tooLong.statusCode).toBe(413);

    const placedAt = server.clock.now;
    try {
      server.clock.set(new Date(placedAt.getTime() + 29 * 60_000));
      await expectPage(server.request({ method: 'GET', url: pathOf(checkoutUrl) }), 410, 'Payment link expired');
      await expectPage(submitCard(server, checkoutUrl, card()), 410, 'Payment link expired');
    } finally {
      server.clock.set(placedAt);
    }
  });

  it('is not part of the documented API', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/sandbox'))).toEqual([]);
  });
});
