import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpCatalogApi } from '../../../src/infrastructure/http/HttpCatalogApi';
import { HttpClient, HttpMessages } from '../../../src/infrastructure/http/HttpClient';

/** Responses recorded from the reference server's demo shop (test/fixtures/api). */
const recorded = (name: string): string => readFileSync(resolve(import.meta.dirname, '../../fixtures/api', name), 'utf8');

interface Seen {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(answer: (url: string) => Response | Promise<Response>, seen: Seen[] = []): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    seen.push({ url, init });
    return answer(url);
  };
}

const json = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('HttpCatalogApi against recorded responses', () => {
  it('reads a product in piasters with its reviews and no variants', async () => {
    const api = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('product-5.json')))));
    const result = await api.product(5);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ id: 5, name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', price: 39_000, discount: 0, isVariant: false, variants: [] });
    expect(result.value.imageUrl).toMatch(/^\/images\//);
  });

  it('reads crown variants with side and size, and option-only variants', async () => {
    const crown = await new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('product-crown.json'))))).product(46);
    expect(crown.ok && crown.value.variants[0]).toEqual({ id: 7, sku: 'NSM-PZA-S4-1', quantity: 3, side: 4, size: '1', option: null, onlyOneOption: false });
    const bands = await new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('product-variant.json'))))).product(8);
    expect(bands.ok && bands.value.variants.every((variant) => variant.option !== null && variant.onlyOneOption)).toBe(true);
  });

  it('reads lists of products and subcategories', async () => {
    const api = new HttpCatalogApi(
      new HttpClient('', () => null, fakeFetch((url) => json(recorded(url.endsWith('/subcategories') ? 'subcategories-3.json' : 'category-3-products.json')))),
    );
    const list = await api.categoryProducts(3);
    expect(list.ok && list.value.length).toBe(3);
    const subcategories = await api.subcategories(3);
    expect(subcategories.ok && subcategories.value.every((subcategory) => subcategory.categoryId === 3 && subcategory.isActive)).toBe(true);
  });

  it("asks for a variant's live stock with 'null' for the parts the product does not use", async () => {
    const seen: Seen[] = [];
    const api = new HttpCatalogApi(new HttpClient('https://shop.example/', () => null, fakeFetch(() => json('{"id":1,"sku":"PDP-MATRIX-ET","quantity":3}'), seen)));
    const result = await api.variantStock(8, { side: null, size: null, option: 0 });
    expect(result).toEqual({ ok: true, value: 3 });
    expect(seen[0]?.url).toBe('https://shop.example/api/product/variant/8/null/null/0');
    await api.variantStock(46, { side: 4, size: '1/2', option: null });
    expect(seen[1]?.url).toBe('https://shop.example/api/product/variant/46/4/1%2F2/null');
  });

  it('reads the whole recorded catalogue: 63 active products, variant products with their variants', async () => {
    const seen: Seen[] = [];
    const api = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('products.json')), seen)));
    const result = await api.products();
    expect(seen.map((entry) => entry.url)).toEqual(['/api/product']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(63);
    expect(result.value.every((product) => product.isActive && Number.isSafeInteger(product.price))).toBe(true);
    expect(result.value.find((product) => product.id === 4)).toMatchObject({ price: 245_000, discount: 25_000, categoryName: 'Premier Dental Products', subcategoryId: 1 });
    const variantProducts = result.value.filter((product) => product.isVariant);
    expect(variantProducts.length).toBeGreaterThan(0);
    expect(variantProducts.every((product) => product.variants.length > 0)).toBe(true);
    expect(result.value.some((product) => product.quantity === 0)).toBe(true);
  });

  it('asks for a category\'s products and subcategories by id', async () => {
    const seen: Seen[] = [];
    const api = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch((url) => json(recorded(url.endsWith('/subcategories') ? 'subcategories-1.json' : 'category-3-products.json')), seen)));
    await api.categoryProducts(3);
    const subcategories = await api.subcategories(1);
    expect(seen.map((entry) => entry.url)).toEqual(['/api/category/3/products', '/api/category/1/subcategories']);
    expect(subcategories.ok && subcategories.value.map((subcategory) => subcategory.name)).toEqual(['Restoratives & Bonding', 'Endodontics', 'Impression & Cements', 'Preventive & Hygiene']);
  });

  it('reads a sold-out variant as stock 0, and an unknown product or variant as not found', async () => {
    const soldOut = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('variant-46-4-4-sold-out.json')))));
    expect(await soldOut.variantStock(46, { side: 4, size: '4', option: null })).toEqual({ ok: true, value: 0 });
    const noVariant = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('variant-not-found.json'), 404))));
    expect(await noVariant.variantStock(46, { side: 9, size: '4', option: null })).toEqual({ ok: false, error: { kind: 'not-found', status: 404, code: 'variant_not_found', message: 'Variant not found' } });
    const noProduct = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(recorded('product-not-found.json'), 404))));
    expect(await noProduct.product(999)).toEqual({ ok: false, error: { kind: 'not-found', status: 404, code: 'product_not_found', message: 'Product not found' } });
  });

  it.each([
    ['products: one product in the list without a name', 'products', '[{"id":1,"price":1,"categoryId":1,"quantity":1},' + '{"id":2,"name":"x","price":1,"categoryId":1,"quantity":1}]'],
    ['products: an object instead of a list', 'products', '{"items":[]}'],
    ['products: a variant with a text quantity', 'products', '[{"id":1,"name":"x","price":1,"categoryId":1,"quantity":1,"variant_products":[{"id":1,"sku":"a","quantity":"3"}]}]'],
    ['products: a review rated 9', 'products', '[{"id":1,"name":"x","price":1,"categoryId":1,"quantity":1,"reviews":[{"id":1,"rating":9,"user":"u","date":"d","comment":"c"}]}]'],
    ['products: an infinite-looking price', 'products', '[{"id":1,"name":"x","price":1e400,"categoryId":1,"quantity":1}]'],
    ['subcategories: a subcategory without a name', 'subcategories', '[{"id":9,"category_id":3,"is_active":true}]'],
    ['subcategories: is_active as text', 'subcategories', '[{"id":9,"name":"x","is_active":"yes"}]'],
    ['variant stock: no quantity', 'variantStock', '{"id":10,"sku":"NSM-PZA-S4-4"}'],
    ['variant stock: a fractional quantity', 'variantStock', '{"quantity":2.5}'],
  ] as const)('turns a malformed list or stock answer (%s) into a typed failure', async (_label, call, body) => {
    const api = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(body))));
    const answer = call === 'products' ? await api.products() : call === 'subcategories' ? await api.subcategories(3) : await api.variantStock(46, { side: 4, size: '1', option: null });
    expect(answer).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse } });
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['a product without a price', '{"id":5,"name":"x","categoryId":1,"quantity":1}'],
    ['a negative price', '{"id":5,"name":"x","price":-1,"categoryId":1,"quantity":1}'],
    ['a string where a number belongs', '{"id":"5","name":"x","price":1,"categoryId":1,"quantity":1}'],
    ['null', 'null'],
    ['an empty body', ''],
  ])('turns a malformed 200 answer (%s) into a typed failure', async (_label, body) => {
    const api = new HttpCatalogApi(new HttpClient('', () => null, fakeFetch(() => json(body))));
    expect(await api.product(5)).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse } });
  });
});

describe('HttpClient', () => {
  it('sends a JSON content type always and the bearer token when one is stored', async () => {
    const seen: Seen[] = [];
    let token: string | null = null;
    const client = new HttpClient('', () => token, fakeFetch(() => json('{"quantity":1}'), seen));
    const schema = z.object({ quantity: z.number() });
    await client.get('/api/x', schema);
    token = 'abc.def.ghi';
    await client.post('/api/y', { a: 1 }, schema);
    const [first, second] = seen.map((entry) => new Headers(entry.init?.headers));
    expect(first?.get('content-type')).toBe('application/json');
    expect(first?.has('authorization')).toBe(false);
    expect(second?.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(seen[1]?.init?.body).toBe('{"a":1}');
  });

  it.each([
    [404, '{"message":"Product not found","code":"product_not_found"}', { kind: 'not-found', status: 404, code: 'product_not_found', message: 'Product not found' }],
    [409, '{"message":"Prices changed","code":"price_changed"}', { kind: 'conflict', status: 409, code: 'price_changed', message: 'Prices changed' }],
    [401, '{"message":"Session expired. Please log in again.","code":"unauthenticated"}', { kind: 'unauthorized', status: 401, code: 'unauthenticated', message: 'Session expired. Please log in again.' }],
    [429, '', { kind: 'rate-limited', status: 429, code: 'http_429', message: HttpMessages.rateLimited }],
    [500, '{"message":"stack trace here","code":"x"}', { kind: 'server', status: 500, code: 'x', message: HttpMessages.server }],
    [502, '<html>Bad gateway</html>', { kind: 'server', status: 502, code: 'http_502', message: HttpMessages.server }],
  ])('maps a %d answer to a typed failure with a message fit to show', async (status, body, failure) => {
    const client = new HttpClient('', () => null, fakeFetch(() => json(body, status)));
    expect(await client.get('/api/x', z.unknown())).toEqual({ ok: false, error: failure });
  });

  it('maps an unreachable server to a network failure', async () => {
    const client = new HttpClient('', () => null, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.get('/api/x', z.unknown())).toEqual({ ok: false, error: { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network } });
  });
});
