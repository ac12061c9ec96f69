import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpMessages, RESEND_DELAYS_MS } from '../../../src/infrastructure/http/HttpClient';
import { HttpAddressBookApi } from '../../../src/infrastructure/http/HttpAddressBookApi';
import { HttpOrderApi } from '../../../src/infrastructure/http/HttpOrderApi';
import { HttpOrderReturnsApi } from '../../../src/infrastructure/http/HttpOrderReturnsApi';
import { HttpPaymentApi } from '../../../src/infrastructure/http/HttpPaymentApi';
import { HttpPromoApi } from '../../../src/infrastructure/http/HttpPromoApi';
import { HttpStockAlertApi } from '../../../src/infrastructure/http/HttpStockAlertApi';
import { HttpTrainingApi } from '../../../src/infrastructure/http/HttpTrainingApi';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { type SentRequest, fakeHttp, json } from './support/fakeHttp';

const payload = buildOrderPayload({
  userId: 1,
  form: {
    firstName: 'Nour',
    middleName: 'Ahmed',
    lastName: 'Mansour',
    email: 'customer@tiara.example',
    phone: '01012345678',
    address: '14 El Nozha',
    governorate: 'Cairo',
    city: 'Heliopolis',
    postalCode: '',
    paymentMethod: 'cash',
  },
  lines: [{ productId: 5, name: 'Etch', price: 39_000, quantity: 1, image: '' }],
  shipping: 15_000,
  discount: 0,
  promoCodeId: null,
});
const placed = () => json('{"orderid":7}', 201);
const keyOf = (request: SentRequest | undefined) => request?.headers.get('idempotency-key');

/** A fetch that fails as a lost connection does. */
const lost = (): Response => {
  throw new TypeError('fetch failed');
};

/** Runs `work` while moving the fake clock through every resend delay. */
async function withResends<T>(work: Promise<T>): Promise<T> {
  for (const delay of RESEND_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
  return work;
}

describe('HttpClient: keyed writes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an order with an Idempotency-Key, a new one for each submission', async () => {
    const { http, sent } = fakeHttp(placed);
    const orders = new HttpOrderApi(http);
    expect(await orders.create(payload)).toEqual({ ok: true, value: 7 });
    expect(await orders.create(payload)).toEqual({ ok: true, value: 7 });
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent[1])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent[1])).not.toBe(keyOf(sent[0]));
  });

  it.each([
    ['a lost connection', lost],
    ['a 502 from the balancer', () => json('', 502)],
    ['a 503', () => json('{"message":"Service unavailable"}', 503)],
    ['a 504', () => json('', 504)],
    ['a 409 with Retry-After while the first try still runs', () => new Response('{"code":"idempotency_key_in_progress","message":"still being processed"}', { status: 409, headers: { 'retry-after': '1' } })],
  ])('resends the order with the same key after %s, and reads the answer that comes', async (_label, firstAnswer) => {
    let calls = 0;
    const { http, sent } = fakeHttp(() => (++calls === 1 ? firstAnswer() : placed()));
    const result = withResends(new HttpOrderApi(http).create(payload));
    expect(await result).toEqual({ ok: true, value: 7 });
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('waits longer before each resend, and gives up after three with the network error', async () => {
    const { http, sent } = fakeHttp(lost);
    const result = new HttpOrderApi(http).create(payload);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RESEND_DELAYS_MS[0]! - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RESEND_DELAYS_MS[1]!);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(RESEND_DELAYS_MS[2]!);
    expect(sent).toHaveLength(4);
    expect(await result).toEqual({ ok: false, error: { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network } });
    expect(new Set(sent.map(keyOf)).size).toBe(1);
  });

  it('sends the person’s next try of that same order, after the error, with its key; a changed order gets a new one', async () => {
    let reachable = false;
    const { http, sent } = fakeHttp(() => (reachable ? placed() : lost()));
    const orders = new HttpOrderApi(http);
    expect(await withResends(orders.create(payload))).toMatchObject({ ok: false, error: { kind: 'network' } });
    const firstKey = keyOf(sent[0]);

    reachable = true;
    expect(await orders.create(payload)).toEqual({ ok: true, value: 7 });
    expect(keyOf(sent.at(-1))).toBe(firstKey);

    expect(await orders.create({ ...payload, shipping_phone: '01099999999' })).toEqual({ ok: true, value: 7 });
    expect(keyOf(sent.at(-1))).not.toBe(firstKey);
    // Answered, the key is spent: the same order placed again later is a new submission.
    expect(await orders.create(payload)).toEqual({ ok: true, value: 7 });
    expect(keyOf(sent.at(-1))).not.toBe(firstKey);
  });

  it('does not resend an answer the server gave: a refusal or a 500', async () => {
    for (const answer of [json('{"code":"out_of_stock","message":"Not enough stock"}', 409), json('{"message":"boom"}', 500), json('{"code":"idempotency_key_reused","message":"reused"}', 422)]) {
      const { http, sent } = fakeHttp(() => answer);
      const result = await new HttpOrderApi(http).create(payload);
      expect(result.ok).toBe(false);
      expect(sent).toHaveLength(1);
    }
  });

  it('keys every write the server takes a key for, and no read', async () => {
    const { http, sent } = fakeHttp(() => json('{}', 200));
    const address = { label: 'Main', firstName: 'Nour', middleName: '', lastName: 'Mansour', phone: '01012345678', address: '14 El Nozha', governorate: 'Cairo', city: 'Heliopolis', postalCode: '' };
    const book = new HttpAddressBookApi(http);
    await book.list();
    await book.add(address, false);
    await book.update(3, address);
    await book.remove(3);
    await book.makeDefault(3);
    await new HttpPaymentApi(http).createIntention({} as never);
    await new HttpTrainingApi(http).register(2, 1, 7);
    await new HttpPromoApi(http).recordUsage({ userId: 1, promoCodeId: 3, orderId: 7, usedAt: new Date() });
    await new HttpStockAlertApi(http).subscribe({ productId: 5, variantId: null }, null);
    await new HttpStockAlertApi(http).cancel(4);
    await new HttpOrderReturnsApi(http).requestReturn(7, { reason: 'damaged-or-defective', preferredOutcome: 'refund', note: '', lines: [], photoIds: [] });
    const keyed = sent.filter((request) => keyOf(request)).map((request) => `${request.method} ${request.url}`);
    expect(keyed).toEqual([
      'POST /api/addresses',
      'PUT /api/addresses/3',
      'DELETE /api/addresses/3',
      'POST /api/addresses/3/default',
      'POST /api/payment/create-intention',
      'POST /api/dentaltraining/2/register/1/7',
      'POST /api/promocode/createUserUsage',
      'POST /api/stock-alerts',
      'DELETE /api/stock-alerts/4',
      'POST /api/orders/7/returns',
    ]);
    expect(keyOf(sent[0])).toBeNull();
  });

  it('makes its keys without randomUUID where the page is not a secure context', async () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const { http, sent } = fakeHttp(placed);
      await new HttpOrderApi(http).create(payload);
      expect(keyOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
