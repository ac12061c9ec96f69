import { describe, expect, it } from 'vitest';
import { buildPaymentIntention } from '@tiara/domain/checkout';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpPaymentApi } from '../../../src/infrastructure/http/HttpPaymentApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

const intention = buildPaymentIntention({
  lines: [{ name: 'Etch', price: 39_000, quantity: 1 }],
  shipping: 15_000,
  discount: 0,
  billing: { firstName: 'Nour', lastName: 'Mansour', email: 'customer@tiara.example', phone: '01012345678', street: '14 El Nozha', state: 'Cairo' },
  orderId: 1,
  reference: '1',
  paymentMethods: ['card'],
});
const checkoutUrl = recorded('payment-intention.txt').trim();
const invalidResponse = { ok: false, error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse } };

describe('HttpPaymentApi', () => {
  it('posts the intention and reads the checkout URL the server answers as text', async () => {
    const { http, sent } = fakeHttp(() => new Response(recorded('payment-intention.txt'), { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await new HttpPaymentApi(http).createIntention(intention)).toEqual({ ok: true, value: checkoutUrl });
    expect(checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/unifiedcheckout\/\?publicKey=/);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/payment/create-intention', body: JSON.parse(JSON.stringify(intention)) });
  });

  it('reads the URL as a JSON string too, as SPEC §7 has it', async () => {
    const { http } = fakeHttp(() => json(JSON.stringify('https://accept.paymob.com/unifiedcheckout/?publicKey=pk&clientSecret=cs')));
    expect(await new HttpPaymentApi(http).createIntention(intention)).toEqual({ ok: true, value: 'https://accept.paymob.com/unifiedcheckout/?publicKey=pk&clientSecret=cs' });
  });

  it.each([
    ['an object', '{"url":"https://accept.paymob.com/unifiedcheckout/"}'],
    ['a script address', JSON.stringify('javascript:alert(1)')],
    ['another site without a scheme', JSON.stringify('//evil.example/pay')],
    ['an empty answer', ''],
    ['an error page', '<html>Bad gateway</html>'],
  ])('turns %s into an invalid payment response', async (_label, body) => {
    const { http } = fakeHttp(() => json(body));
    expect(await new HttpPaymentApi(http).createIntention(intention)).toEqual(invalidResponse);
  });

  it("passes on the server's refusal of the intention", async () => {
    const { http } = fakeHttp(() => json('{"message":"This order is already paid","code":"order_already_paid"}', 409));
    expect(await new HttpPaymentApi(http).createIntention(intention)).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'This order is already paid' } });
  });

  it('reports a payment outcome by order reference', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('payment-status-failed.json')));
    expect(await new HttpPaymentApi(http).reportStatus('tiaraai-1', 'Failed')).toEqual({ ok: true, value: undefined });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/payment/payment-status/tiaraai-1/Failed', body: undefined });
  });

  it('fails a report the gateway has not confirmed', async () => {
    const { http } = fakeHttp(() => json('{"message":"The payment for order #1 has not been confirmed by the payment gateway.","code":"payment_not_verified"}', 409));
    expect(await new HttpPaymentApi(http).reportStatus('1', 'Success')).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'payment_not_verified' } });
  });
});
