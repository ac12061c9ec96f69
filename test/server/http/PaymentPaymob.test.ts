import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHmac } from '../../../server/adapters/payments/Hmac';
import { type Fetch, PaymobGateway } from '../../../server/adapters/payments/PaymobGateway';
import { callbackHmacMessage, redirectHmacMessage } from '../../../server/adapters/payments/PaymobTransactions';
import { type OrderShop, insertOrderShop, orderRow, planLine, productLine } from '../support/orderFixtures';
import { confirmationMails, createIntention, paymentStatus, paymentsOf, placeCardOrder, subscriptionsOf } from '../support/paymentFixtures';
import { TEST_SANDBOX_HMAC_SECRET, type TestServer, startTestServer } from '../support/testServer';

const fixture = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../fixtures/paymob/${name}`, import.meta.url), 'utf8')) as T;

const HMAC_SECRET = 'EB1BCA7D744BB3F1A37649C01BCF6AB0';

/**
 * Paymob (PAYMOB_* set): the same card flow with Paymob's real request and response shapes, the
 * network replaced by a recording of what Paymob answers.
 */
describe('card payments through Paymob', () => {
  let server: TestServer;
  let shop: OrderShop;
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  /** What Paymob knows: the latest transaction of each of its orders. */
  const transactions = new Map<string, Record<string, unknown>>();
  let nextGatewayOrder = 700_000_000;
  let refuseIntentions = false;

  const fetch: Fetch = async (url, init) => {
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({ url, body });
    const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/v1/intention/')) {
      if (refuseIntentions) return json(406, fixture('create-intention-406.json'));
      nextGatewayOrder += 1;
      return json(201, { ...fixture<Record<string, unknown>>('create-intention-201.json'), intention_order_id: nextGatewayOrder, client_secret: `egy_csk_test_${nextGatewayOrder}` });
    }
    if (url.endsWith('/api/ecommerce/orders/transaction_inquiry')) {
      const transaction = transactions.get(String(body.order_id));
      return transaction ? json(200, transaction) : json(404, { detail: 'Not found.' });
    }
    return json(404, { detail: 'Not found.' });
  };

  beforeAll(async () => {
    const gateway = new PaymobGateway(
      { baseUrl: 'https://accept.paymob.com', secretKey: 'egy_sk_test_0123', publicKey: 'egy_pk_test_4567', hmacSecret: HMAC_SECRET, integrationIds: [4_097_558] },
      { fetch },
    );
    server = await startTestServer({ rateLimits: false, payments: { gateway, sandbox: null }, settings: { publicUrl: 'https://shop.example' } });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Paymob's transaction for one of its orders, as its callback and its inquiry carry it. */
  function paymobTransaction(gatewayOrderId: number, amount: number, success: boolean, id: number): Record<string, unknown> {
    const transaction = fixture<Record<string, unknown>>('transaction-inquiry-200.json');
    return { ...transaction, id, success, amount_cents: amount, order: { ...(transaction.order as object), id: gatewayOrderId, amount_cents: amount } };
  }

  async function openPaymobCheckout() {
    const buyer = await server.createUser();
    const order = await placeCardOrder(server, [planLine(shop.plans[0]!)], { user: buyer, kind: 'ai-plan' });
    const opened = await createIntention(server, order.intention, buyer);
    expect(opened.statusCode, opened.body).toBe(200);
    return { buyer, order, checkoutUrl: opened.json() as string, gatewayOrderId: nextGatewayOrder };
  }

  it('opens Paymob’s Unified Checkout with the shop’s public callback and return addresses', async () => {
    const { order, checkoutUrl, gatewayOrderId } = await openPaymobCheckout();
    expect(checkoutUrl).toBe(`https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk_test_4567&clientSecret=egy_csk_test_${gatewayOrderId}`);
    expect(requests.at(-1)?.body).toMatchObject({
      amount: shop.plans[0]!.price,
      currency: 'EGP',
      payment_methods: [4_097_558],
      special_reference: `${order.reference}-1`,
      notification_url: 'https://shop.example/api/payment/callback',
      redirection_url: 'https://shop.example/api/payment/return',
      expiration: 28 * 60,
    });
    expect(await paymentsOf(server, order.orderId)).toMatchObject([{ gateway: 'paymob', status: 'Pending', gatewayOrderId: String(gatewayOrderId) }]);
    expect((await server.request({ method: 'GET', url: new URL(checkoutUrl).pathname })).statusCode).toBe(404);
  });

  it('settles the order on Paymob’s signed callback, and refuses one signed with another secret', async () => {
    const { buyer, order, gatewayOrderId } = await openPaymobCheckout();
    const obj = paymobTransaction(gatewayOrderId, shop.plans[0]!.price, true, 900_000_001);
    const body = { type: 'TRANSACTION', obj };
    const wrong = await server.request({ method: 'POST', url: `/api/payment/callback?hmac=${signHmac(TEST_SANDBOX_HMAC_SECRET, callbackHmacMessage(obj))}`, body });
    expect(wrong.statusCode).toBe(401);
    const signed = await server.request({ method: 'POST', url: `/api/payment/callback?hmac=${signHmac(HMAC_SECRET, callbackHmacMessage(obj))}`, body });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await paymentsOf(server, order.orderId)).toMatchObject([{ status: 'Success', gatewayTransactionId: '900000001', cardBrand: 'MasterCard', cardLastFour: '2346' }]);
    expect((await orderRow(server, order.orderId)).status).toBe('Processing');
    expect(await subscriptionsOf(server, buyer.id)).toMatchObject([{ status: 'Active' }]);
    expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
  });

  it('confirms a payment by transaction inquiry when the callback has not come, and refuses Success while Paymob has none', async () => {
    const { buyer, order, gatewayOrderId } = await openPaymobCheckout();
    const refused = await paymentStatus(server, order.reference, 'Success', buyer);
    expect(refused.statusCode).toBe(409);
    expect(requests.at(-1)).toEqual({ url: 'https://accept.paymob.com/api/ecommerce/orders/transaction_inquiry', body: { order_id: String(gatewayOrderId) } });

    transactions.set(String(gatewayOrderId), paymobTransaction(gatewayOrderId, shop.plans[0]!.price, true, 900_000_002));
    const confirmed = await paymentStatus(server, order.reference, 'Success', buyer);
    expect(confirmed.json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: 'Success' });
    expect(await subscriptionsOf(server, buyer.id)).toMatchObject([{ status: 'Active' }]);
  });

  it('records the signed browser return like the callback and sends the browser to the confirmation page', async () => {
    const { order, gatewayOrderId } = await openPaymobCheckout();
    const query: Record<string, string> = {
      ...fixture<Record<string, string>>('transaction-response-redirect.json'),
      id: '900000003',
      order: String(gatewayOrderId),
      amount_cents: String(shop.plans[0]!.price),
      merchant_order_id: `${order.reference}-1`,
    };
    const search = new URLSearchParams({ ...query, hmac: signHmac(HMAC_SECRET, redirectHmacMessage(query)) });
    const back = await server.request({ method: 'GET', url: `/api/payment/return?${search.toString()}` });
    expect(back.statusCode).toBe(302);
    const confirmation = new URL(String(back.headers.location), 'https://shop.example');
    expect(confirmation.pathname).toBe('/payment/confirmation');
    expect([confirmation.searchParams.get('success'), confirmation.searchParams.get('order'), confirmation.searchParams.get('merchant_order_id'), confirmation.searchParams.get('payment_method')]).toEqual([
      'true',
      String(order.orderId),
      order.reference,
      'credit',
    ]);
    expect(await paymentsOf(server, order.orderId)).toMatchObject([{ status: 'Success', gatewayTransactionId: '900000003' }]);
  });

  it('reports Paymob’s refusal of an intention as 502 and leaves the attempt failed', async () => {
    const customer = await server.createUser();
    const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
    refuseIntentions = true;
    try {
      const refused = await createIntention(server, order.intention, customer);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ code: 'gateway_refused', message: 'The payment gateway refused the payment request: unmatched_item_prices' });
      expect(await paymentsOf(server, order.orderId)).toMatchObject([{ status: 'Failed', gatewayOrderId: null }]);
    } finally {
      refuseIntentions = false;
    }
    expect((await createIntention(server, order.intention, customer)).statusCode).toBe(200);
  });
});
