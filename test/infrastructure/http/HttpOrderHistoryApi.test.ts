import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpOrderHistoryApi } from '../../../src/infrastructure/http/HttpOrderHistoryApi';
import { fakeHttp, json } from './support/fakeHttp';

/** GET /api/order/user/{userId}: an order with SPEC §3's fields only, and one as the demo server answers it. */
const orders = [
  {
    id: 15,
    created_at: '2026-11-20T22:30:00.000Z',
    total_amount: 6300,
    status: 'Pending',
    payment_method: 'credit',
    order_items: [{ product_name: 'Pro', quantity: 1, price: 6100, product_image: '' }],
  },
  {
    id: 12,
    created_at: '2026-11-02T10:00:00.000Z',
    subtotal: 390.5,
    shipping_amount: 175,
    discount_amount: 25,
    promo_code: 'CLINIC25',
    total_amount: 540.5,
    status: 'Success',
    payment_method: 'cash',
    order_items: [{ product_name: 'Premier Etch', quantity: 2, price: 195.25, product_image: '/images/etch.svg', product_id: 5, variant_id: 31, kind: 'product' }],
  },
];

describe('HttpOrderHistoryApi', () => {
  it("reads the user's orders, amounts in piasters, their shipping and discount when the backend tells them", async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(orders)));
    expect(await new HttpOrderHistoryApi(http).ordersOf(7)).toEqual({
      ok: true,
      value: [
        { id: 15, createdAt: new Date('2026-11-20T22:30:00.000Z'), charges: null, total: 630_000, status: 'Pending', items: [{ name: 'Pro', quantity: 1, price: 610_000, image: '', productId: null, variantId: null, kind: null }] },
        {
          id: 12,
          createdAt: new Date('2026-11-02T10:00:00.000Z'),
          charges: { shipping: 17_500, discount: 2_500, promoCode: 'CLINIC25' },
          total: 54_050,
          status: 'Success',
          items: [{ name: 'Premier Etch', quantity: 2, price: 19_525, image: '/images/etch.svg', productId: 5, variantId: 31, kind: 'product' }],
        },
      ],
    });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/order/user/7' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
  });

  it.each([
    ['an unreadable date', [{ ...orders[0], created_at: 'last week' }]],
    ['a negative total', [{ ...orders[0], total_amount: -1 }]],
    ['a negative shipping amount', [{ ...orders[1], shipping_amount: -1 }]],
    ['an object instead of a list', { orders }],
  ])('reads a list with %s as an invalid response', async (_label, body) => {
    const { http } = fakeHttp(() => json(JSON.stringify(body)));
    expect(await new HttpOrderHistoryApi(http).ordersOf(7)).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
  });

  it("passes on the server's refusal", async () => {
    const { http } = fakeHttp(() => json('{"message":"You may only act for yourself","code":"forbidden"}', 403));
    expect(await new HttpOrderHistoryApi(http).ordersOf(8)).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
  });

  describe('buy again', () => {
    const crown = readFileSync(resolve(import.meta.dirname, '../../fixtures/api/product-crown.json'), 'utf8');

    it('reads the products as the catalogue answers them, from the customer’s own address', async () => {
      const { http, sent } = fakeHttp(() => json(`[${crown}]`));
      const answer = await new HttpOrderHistoryApi(http).buyAgain(7);
      expect(answer.ok && answer.value.map((product) => [product.id, product.variants.length > 0])).toEqual([[JSON.parse(crown).id, true]]);
      expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/order/user/7/buy-again' });
      expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
    });

    it('reads an answer that is not a product list as an invalid response', async () => {
      const { http } = fakeHttp(() => json('{"products":[]}'));
      expect(await new HttpOrderHistoryApi(http).buyAgain(7)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    });
  });
});
