import { describe, expect, it } from 'vitest';
import { ShippingFeeTable } from '@tiara/domain/shipping-fee';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpShippingFeeApi } from '../../../src/infrastructure/http/HttpShippingFeeApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

describe('HttpShippingFeeApi', () => {
  it("reads the 27 governorates' fees in piasters", async () => {
    const { http, sent } = fakeHttp(() => json(recorded('shipping-fees.json')));
    const result = await new HttpShippingFeeApi(http).fees();
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/ShippingFees' });
    expect(result.ok && result.value).toHaveLength(27);
    expect(result.ok && result.value.slice(0, 3)).toEqual([
      { governorateName: 'Cairo', fee: 15_000 },
      { governorateName: 'Giza', fee: 15_000 },
      { governorateName: 'Alexandria', fee: 17_500 },
    ]);
    const table = new ShippingFeeTable(result.ok ? result.value : []);
    expect(table.feeFor('New Valley')).toBe(35_000);
    expect(table.feeFor('North Sinai')).toBe(15_000);
  });

  it.each([
    ['an object instead of a list', '{"Cairo":150}'],
    ['a fee as text', '[{"governorate_name":"Cairo","shipping_fee":"150"}]'],
    ['a negative fee', '[{"governorate_name":"Cairo","shipping_fee":-1}]'],
  ])('turns %s into a typed failure', async (_label, body) => {
    const { http } = fakeHttp(() => json(body));
    expect(await new HttpShippingFeeApi(http).fees()).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
  });
});
