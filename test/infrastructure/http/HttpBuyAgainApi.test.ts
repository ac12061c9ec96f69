import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpBuyAgainApi } from '../../../src/infrastructure/http/HttpBuyAgainApi';
import { fakeHttp, json } from './support/fakeHttp';

const crown = readFileSync(resolve(import.meta.dirname, '../../fixtures/api/product-crown.json'), 'utf8');

describe('HttpBuyAgainApi', () => {
  it('reads the products as the catalogue answers them, from the customer’s own address', async () => {
    const { http, sent } = fakeHttp(() => json(`[${crown}]`));
    const answer = await new HttpBuyAgainApi(http).productsFor(7);
    expect(answer.ok && answer.value.map((product) => [product.id, product.variants.length > 0])).toEqual([[JSON.parse(crown).id, true]]);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/order/user/7/buy-again' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
  });

  it('reads an answer that is not a product list as an invalid response', async () => {
    const { http } = fakeHttp(() => json('{"products":[]}'));
    expect(await new HttpBuyAgainApi(http).productsFor(7)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});
