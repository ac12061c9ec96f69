import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpOrderApi } from '../../../src/infrastructure/http/HttpOrderApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

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
const invalidResponse = (status: number) => ({ ok: false, error: { kind: 'invalid-response', status, code: 'invalid_response', message: HttpMessages.invalidResponse } });

describe('HttpOrderApi', () => {
  it('posts the order payload as is and reads the new id from a 201', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('order-create.json'), 201));
    expect(await new HttpOrderApi(http).create(payload)).toEqual({ ok: true, value: 2 });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/order/create', body: JSON.parse(JSON.stringify(payload)) });
  });

  it("passes on the server's 409 with its message when its total differs", async () => {
    const { http } = fakeHttp(() => json(recorded('order-create-price-changed.json'), 409));
    expect(await new HttpOrderApi(http).create(payload)).toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, code: 'price_changed', message: 'Prices have changed since your cart was filled. The order total is now 540 EGP; please review your cart.' },
    });
  });

  it.each([
    ['a 200 instead of a 201', '{"orderid":2}', 200],
    ['a 201 without an orderid', '{"id":2}', 201],
    ['a 201 with a string id', '{"orderid":"2"}', 201],
    ['a 201 with order id 0', '{"orderid":0}', 201],
    ['a 201 with an empty body', '', 201],
  ])('reads %s as an invalid order response', async (_label, body, status) => {
    const { http } = fakeHttp(() => json(body, status));
    expect(await new HttpOrderApi(http).create(payload)).toEqual(invalidResponse(status));
  });

  it('confirms an order by its reference and outcome, whatever the body', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('order-confirm.json')));
    const api = new HttpOrderApi(http);
    expect(await api.confirm('tiaraai-4', 'Success')).toEqual({ ok: true, value: undefined });
    expect(await api.confirm('4', 'Failed')).toEqual({ ok: true, value: undefined });
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/order/confirmOrder/tiaraai-4/Success', undefined],
      ['POST', '/api/order/confirmOrder/4/Failed', undefined],
    ]);
  });

  it('fails a confirmation the server refuses', async () => {
    const { http } = fakeHttp(() => json('{"message":"Order #4 is Cancelled and can no longer be confirmed.","code":"order_closed"}', 409));
    expect(await new HttpOrderApi(http).confirm('4', 'Success')).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'order_closed' } });
  });
});
