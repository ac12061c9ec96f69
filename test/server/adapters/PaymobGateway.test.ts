import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Fetch, PaymobGateway, type PaymobSettings } from '../../../server/adapters/payments/PaymobGateway';
import type { IntentionRequest } from '../../../server/application/payments/PaymentGateway';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/paymob/${name}`, import.meta.url), 'utf8'));

const SETTINGS: PaymobSettings = {
  baseUrl: 'https://accept.paymob.com/',
  secretKey: 'egy_sk_test_0123456789abcdef',
  publicKey: 'egy_pk_test_Ab12Cd34',
  hmacSecret: 'EB1BCA7D744BB3F1A37649C01BCF6AB0',
  integrationIds: [5_083_949, 5_083_950],
};

interface Recorded {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A `fetch` that records each request and answers the next recorded response. */
function recording(...answers: Array<{ status: number; body: unknown } | Error>) {
  const requests: Recorded[] = [];
  const fetch: Fetch = async (url, init) => {
    requests.push({ url, method: init.method, headers: init.headers, body: init.body === undefined ? undefined : JSON.parse(init.body) });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer recorded for ${init.method} ${url}`);
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const INTENTION: IntentionRequest = {
  amount: 95_000,
  currency: 'EGP',
  items: [
    { name: 'Composite kit', amount: 90_000, description: 'Composite kit', quantity: 1 },
    { name: 'Delivery Fee', amount: 5_000, description: 'Delivery Fee', quantity: 1 },
  ],
  billing: {
    first_name: 'Mona',
    last_name: 'Hassan',
    street: '6 Merryland Buildings',
    phone_number: '01012345678',
    country: 'EGY',
    email: 'mona@clinic.example',
    state: 'Cairo',
    apartment: 'NA',
    building: 'NA',
    floor: 'NA',
  },
  customer: { firstName: 'Mona', lastName: 'Hassan', email: 'mona@clinic.example' },
  extras: { tiara_order_id: 12, tiara_reference: '12' },
  specialReference: '12-1',
  notificationUrl: 'https://shop.example/api/payment/callback',
  redirectionUrl: 'https://shop.example/api/payment/return',
  expiresInSeconds: 1_680,
  language: 'ar',
};

describe("Paymob's Intention API", () => {
  it('posts the intention with the secret key, the configured integrations and the shop’s callback addresses, and answers the Unified Checkout page', async () => {
    const { fetch, requests } = recording({ status: 201, body: fixture('create-intention-201.json') });
    const result = await new PaymobGateway(SETTINGS, { fetch }).createIntention(INTENTION);

    expect(requests).toEqual([
      {
        url: 'https://accept.paymob.com/v1/intention/',
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Token egy_sk_test_0123456789abcdef' },
        body: {
          amount: 95_000,
          currency: 'EGP',
          payment_methods: [5_083_949, 5_083_950],
          items: INTENTION.items,
          billing_data: INTENTION.billing,
          customer: { first_name: 'Mona', last_name: 'Hassan', email: 'mona@clinic.example', extras: { tiara_order_id: 12, tiara_reference: '12' } },
          extras: { tiara_order_id: 12, tiara_reference: '12' },
          special_reference: '12-1',
          expiration: 1_680,
          notification_url: 'https://shop.example/api/payment/callback',
          redirection_url: 'https://shop.example/api/payment/return',
        },
      },
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        intentionId: 'pi_test_68dbb55a027a4a7cb127449fd84144a3',
        gatewayOrderId: '399862108',
        checkoutUrl: 'https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk_test_Ab12Cd34&clientSecret=egy_csk_test_6734a1fc392bc179dec8f4c2495842d6',
      },
    });
  });

  it.each([
    ['create-intention-406.json', 406, 'unmatched_item_prices'],
    ['create-intention-401.json', 401, 'Looks like the secret key is invalid'],
  ])('reports Paymob’s refusal (%s) with its reason', async (name, status, reason) => {
    const { fetch } = recording({ status, body: fixture(name) });
    expect(await new PaymobGateway(SETTINGS, { fetch }).createIntention(INTENTION)).toEqual({ ok: false, error: { code: 'gateway_refused', message: reason } });
  });

  it('reports field errors as Paymob words them', async () => {
    const { fetch } = recording({ status: 400, body: { items: { name: ['This field is required.'] } } });
    expect(await new PaymobGateway(SETTINGS, { fetch }).createIntention(INTENTION)).toEqual({ ok: false, error: { code: 'gateway_refused', message: '{"items":{"name":["This field is required."]}}' } });
  });

  it('reports an unreachable gateway, a server error and an answer without a client secret as unavailable', async () => {
    for (const answer of [new Error('getaddrinfo ENOTFOUND accept.paymob.com'), { status: 502, body: '<html>Bad gateway</html>' }, { status: 201, body: { id: 'pi_test_1' } }]) {
      const { fetch } = recording(answer);
      const result = await new PaymobGateway(SETTINGS, { fetch }).createIntention(INTENTION);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('gateway_unavailable');
    }
  });
});

describe("Paymob's transaction inquiry", () => {
  it('asks about the gateway order with the secret key and reads the transaction', async () => {
    const { fetch, requests } = recording({ status: 200, body: fixture('transaction-inquiry-200.json') });
    const result = await new PaymobGateway(SETTINGS, { fetch }).inquire('217503754');
    expect(requests).toEqual([
      {
        url: 'https://accept.paymob.com/api/ecommerce/orders/transaction_inquiry',
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Token egy_sk_test_0123456789abcdef' },
        body: { order_id: '217503754' },
      },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: { transactionId: '192036465', gatewayOrderId: '217503754', merchantOrderId: 'tiaraai-12-1', success: true, pending: false, amount: 100_000, currency: 'EGP', cardBrand: 'MasterCard', cardLastFour: '2346' },
    });
  });

  it('with an API key, authenticates with a bearer token it obtains once and reuses', async () => {
    const { fetch, requests } = recording(
      { status: 201, body: fixture('auth-tokens-201.json') },
      { status: 200, body: fixture('transaction-inquiry-200.json') },
      { status: 404, body: { detail: 'Not found.' } },
    );
    const gateway = new PaymobGateway({ ...SETTINGS, apiKey: 'ZXlKaGJHY2lPaUpJVXpVeE1p' }, { fetch, now: () => new Date('2026-11-21T10:00:00Z') });
    expect((await gateway.inquire('217503754')).ok).toBe(true);
    expect(await gateway.inquire('217503755')).toEqual({ ok: true, value: null });
    const token = (fixture('auth-tokens-201.json') as { token: string }).token;
    expect(requests.map((request) => [request.method, request.url, request.headers.authorization ?? null, request.body])).toEqual([
      ['POST', 'https://accept.paymob.com/api/auth/tokens', null, { api_key: 'ZXlKaGJHY2lPaUpJVXpVeE1p' }],
      ['POST', 'https://accept.paymob.com/api/ecommerce/orders/transaction_inquiry', `Bearer ${token}`, { order_id: '217503754' }],
      ['POST', 'https://accept.paymob.com/api/ecommerce/orders/transaction_inquiry', `Bearer ${token}`, { order_id: '217503755' }],
    ]);
  });

  it('reports an inquiry it could not make', async () => {
    const { fetch } = recording({ status: 500, body: 'Server Error' });
    const result = await new PaymobGateway(SETTINGS, { fetch }).inquire('217503754');
    expect(result).toEqual({ ok: false, error: { code: 'gateway_unavailable', message: "Paymob's transaction inquiry answered 500: Server Error" } });
  });
});

describe("Paymob's refunds", () => {
  it('refunds part of a payment with the secret key and reads the refund transaction it answers', async () => {
    const { fetch, requests } = recording({ status: 200, body: fixture('refund-200.json') });
    const result = await new PaymobGateway(SETTINGS, { fetch }).refund({ transactionId: '192036465', amount: 40_000 });
    expect(requests).toEqual([
      {
        url: 'https://accept.paymob.com/api/acceptance/void_refund/refund',
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Token egy_sk_test_0123456789abcdef' },
        body: { transaction_id: 192_036_465, amount_cents: 40_000 },
      },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: { transactionId: '192036999', gatewayOrderId: '217503754', success: true, pending: false, amount: 40_000, followsEarlierTransaction: true, parentTransactionId: '192036465' },
    });
  });

  it('reads the legacy answer, a callback-shaped body whose booleans are text', async () => {
    const { fetch } = recording({ status: 200, body: fixture('refund-legacy-200.json') });
    const result = await new PaymobGateway(SETTINGS, { fetch }).refund({ transactionId: '655', amount: 100 });
    expect(result).toMatchObject({ ok: true, value: { transactionId: '78', success: true, pending: false, amount: 100, followsEarlierTransaction: true } });
  });

  it('with an API key, refunds with the bearer token the inquiry uses', async () => {
    const { fetch, requests } = recording({ status: 201, body: fixture('auth-tokens-201.json') }, { status: 200, body: fixture('refund-200.json') });
    await new PaymobGateway({ ...SETTINGS, apiKey: 'ZXlKaGJHY2lPaUpJVXpVeE1p' }, { fetch, now: () => new Date('2026-11-21T10:00:00Z') }).refund({ transactionId: '192036465', amount: 40_000 });
    expect(requests[1]?.headers.authorization).toBe(`Bearer ${(fixture('auth-tokens-201.json') as { token: string }).token}`);
  });

  it('reports a refusal as refused, and no usable answer (a timeout, a server error, a body without a transaction) as unavailable: the refund may have been made', async () => {
    const refused = recording({ status: 400, body: { detail: 'Refund amount exceeds the captured amount' } });
    expect(await new PaymobGateway(SETTINGS, { fetch: refused.fetch }).refund({ transactionId: '192036465', amount: 200_000 })).toEqual({
      ok: false,
      error: { code: 'gateway_refused', message: "Paymob's refund answered 400: Refund amount exceeds the captured amount" },
    });
    const timedOut = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    for (const answer of [timedOut, { status: 502, body: 'Bad gateway' }, { status: 429, body: { detail: 'Throttled' } }, { status: 200, body: { detail: 'ok' } }]) {
      const { fetch } = recording(answer);
      const result = await new PaymobGateway(SETTINGS, { fetch }).refund({ transactionId: '192036465', amount: 40_000 });
      expect(result.ok ? null : result.error.code).toBe('gateway_unavailable');
    }
  });

  it('reads how much of a payment it has refunded from the transaction, none before any refund', async () => {
    const { fetch, requests } = recording({ status: 200, body: fixture('transaction-retrieve-200.json') }, { status: 200, body: fixture('transaction-inquiry-200.json') }, { status: 404, body: { detail: 'Not found.' } });
    const gateway = new PaymobGateway(SETTINGS, { fetch });
    expect(await gateway.refundedAmount('192036465')).toEqual({ ok: true, value: 40_000 });
    expect(await gateway.refundedAmount('192036465')).toEqual({ ok: true, value: 0 });
    expect(await gateway.refundedAmount('404')).toEqual({ ok: false, error: { code: 'gateway_refused', message: "Paymob's transaction retrieval answered 404: Not found." } });
    expect(requests[0]).toEqual({ url: 'https://accept.paymob.com/api/acceptance/transactions/192036465', method: 'GET', headers: { accept: 'application/json', authorization: 'Token egy_sk_test_0123456789abcdef' }, body: undefined });
  });
});
