import { describe, expect, it } from 'vitest';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpPromoApi } from '../../../src/infrastructure/http/HttpPromoApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

describe('HttpPromoApi', () => {
  it('sends code, order_amount in pounds and user_id, and reads a valid result in piasters', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('promo-validate-valid.json')));
    const result = await new HttpPromoApi(http).validate({ code: 'WELCOME10', orderAmount: 54_000, userId: 1 });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/PromoCode/validate', body: { code: 'WELCOME10', order_amount: 540, user_id: 1 } });
    expect(result).toEqual({ ok: true, value: { isValid: true, message: 'Promo code applied successfully!', discount: 5_400, promoCodeId: 1, code: 'WELCOME10' } });
  });

  it("reads an invalid result with the server's reason", async () => {
    const { http } = fakeHttp(() => json(recorded('promo-validate-expired.json')));
    expect(await new HttpPromoApi(http).validate({ code: 'EXPIRED20', orderAmount: 54_000, userId: 1 })).toEqual({
      ok: true,
      value: { isValid: false, message: 'Promo code has expired', discount: 0, promoCodeId: null, code: null },
    });
  });

  it('reads an invalid result whatever id and discount it carries (0 here), using neither', async () => {
    const { http } = fakeHttp(() => json('{"is_valid":false,"message":"This promo code does not exist.","discount_amount":0,"promo_code_id":0}'));
    expect(await new HttpPromoApi(http).validate({ code: 'NOSUCH', orderAmount: 54_000, userId: 1 })).toEqual({
      ok: true,
      value: { isValid: false, message: 'This promo code does not exist.', discount: 0, promoCodeId: null, code: null },
    });
  });

  it.each([
    ['a valid code without its id', '{"is_valid":true,"message":"ok","discount_amount":54,"promo_code_id":null,"code":"X"}'],
    ['a valid code with id 0', '{"is_valid":true,"message":"ok","discount_amount":54,"promo_code_id":0}'],
    ['a negative discount', '{"is_valid":true,"message":"ok","discount_amount":-5,"promo_code_id":1,"code":"X"}'],
    ['no verdict', '{"message":"ok","discount_amount":5,"promo_code_id":1}'],
    ['a bare true', 'true'],
  ])('turns %s into a typed failure', async (_label, body) => {
    const { http } = fakeHttp(() => json(body));
    expect(await new HttpPromoApi(http).validate({ code: 'X', orderAmount: 100, userId: 1 })).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
  });

  it('records a promo use with the order and the time', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('promo-usage.json')));
    const result = await new HttpPromoApi(http).recordUsage({ userId: 1, promoCodeId: 1, orderId: 4, usedAt: new Date('2026-11-21T10:00:00Z') });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/promocode/createUserUsage',
      body: { user_id: 1, promo_code_id: 1, order_id: 4, used_at: '2026-11-21T10:00:00.000Z' },
    });
  });
});
