/**
 * Issue 19, item 6: the search box's suggestions and the products' brand, on the demo catalogue;
 * issue 27: the suggestions rank by the product list's own matching rule (SearchMatch).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { catalogChanged } from '../../../server/adapters/db/CatalogReadCache';
import { products } from '../../../server/adapters/db/schema';
import { MOST_SUGGESTIONS } from '../../../server/http/routes/suggestionRoutes';
import { DEMO_DATA } from '../../../server/seed/demoData';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { type TestServer, startTestServer } from '../support/testServer';

interface Suggestion {
  readonly kind: 'product' | 'category' | 'subcategory';
  readonly id: number;
  readonly name: string;
  readonly category_id: number;
}

describe('search suggestions and brands', () => {
  let server: TestServer;

  async function suggest(q: string, language = 'en'): Promise<Suggestion[]> {
    const response = await server.request({ method: 'GET', url: `/api/product/suggestions?q=${encodeURIComponent(q)}`, headers: { 'accept-language': language } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Suggestion[]>();
  }

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.db, new PasswordHasher(), { adminEmail: undefined, adminPassword: undefined });
  });

  afterAll(async () => {
    await server.close();
  });

  it.each<[string, Partial<Suggestion>]>([
    ['composit', { kind: 'product' }],
    ['Composite', { kind: 'product' }],
    ['flowable composit', { kind: 'product', id: 2 }],
    ['endo fles', { kind: 'product', id: 13, category_id: 1 }],
    ['zirconia crwn', { kind: 'subcategory', name: 'Pediatric Zirconia Crowns' }],
    ['nusmle', { kind: 'category', id: 3, name: 'NuSmile', category_id: 3 }],
    ['bioseal', { kind: 'product' }],
  ])('"%s" is tolerant of typos: its first suggestion is %j', async (q, first) => {
    const suggestions = await suggest(q);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]).toMatchObject(first);
    if (first.kind === 'product' && q.startsWith('compos')) expect(suggestions[0]?.name).toMatch(/Composite/);
  });

  it('finds a product line by its name typed with a slip', async () => {
    expect(await suggest('endodontcs')).toContainEqual({ kind: 'subcategory', id: 2, name: 'Endodontics', category_id: 1 });
  });

  it('ranks the files of the Endodontics line first for "endo fles", with the line itself among the suggestions', async () => {
    const suggestions = await suggest('endo fles');
    expect(suggestions.slice(0, 3).every((suggestion) => suggestion.kind === 'product' && /Files/.test(suggestion.name))).toBe(true);
    expect(suggestions).toContainEqual({ kind: 'subcategory', id: 2, name: 'Endodontics', category_id: 1 });
  });

  it('finds products by their Arabic names, with small spelling slips, and names them in Arabic for a reader of Arabic', async () => {
    const arabic = await suggest('كمبوزت', 'ar');
    expect(arabic[0]).toMatchObject({ kind: 'product' });
    expect(arabic[0]?.name).toMatch(/كمبوزيت/);
    const english = await suggest('كمبوزيت', 'en');
    expect(english.some((suggestion) => suggestion.kind === 'product' && /Composite/.test(suggestion.name))).toBe(true);
    expect((await suggest('nusmile', 'ar'))[0]).toMatchObject({ kind: 'category', id: 3 });
  });

  it('finds an Arabic spelling the catalogue does not use, and a misspelt English word, by the list search\'s own rule (issue 27)', async () => {
    for (const language of ['ar', 'en']) {
      const arabic = await suggest('كومبوزيت', language);
      expect(arabic[0]).toMatchObject({ kind: 'product' });
      expect(arabic.slice(0, 3).every((suggestion) => /كمبوزيت|Composite/.test(suggestion.name))).toBe(true);
    }
    expect((await suggest('كُمبوزيت', 'ar'))[0]?.name).toMatch(/كمبوزيت/);
    const gloves = await suggest('glovs');
    expect(gloves.slice(0, 2).map((suggestion) => suggestion.name)).toEqual(['Premier Latex Examination Gloves, Powder-Free, Small (100)', 'Premier Nitrile Examination Gloves, Powder-Free, Medium (100)']);
    expect((await suggest('جونتي', 'ar'))[0]?.name).toMatch(/جوانتي/);
  });

  it(`answers at most ${MOST_SUGGESTIONS}, each once`, async () => {
    const suggestions = await suggest('premier');
    expect(suggestions).toHaveLength(MOST_SUGGESTIONS);
    expect(new Set(suggestions.map((suggestion) => `${suggestion.kind}:${suggestion.id}`)).size).toBe(suggestions.length);
  });

  it('suggests nothing for fewer than two characters, and nothing for unrelated text', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest(' c ')).toEqual([]);
    expect(await suggest('qqxxzz')).toEqual([]);
  });

  it('leaves inactive products and subcategories out', async () => {
    const hidden = DEMO_DATA.products.find((product) => !product.isActive);
    expect(hidden).toBeDefined();
    const forHidden = await suggest(hidden?.name.en ?? '');
    expect(forHidden.some((suggestion) => suggestion.kind === 'product' && suggestion.id === hidden?.id)).toBe(false);
    const legacy = await suggest('Classic Powder-Liquid MTA');
    expect(legacy.some((suggestion) => suggestion.kind === 'subcategory' && suggestion.id === 8)).toBe(false);

    await server.db.update(products).set({ isActive: false }).where(eq(products.id, 1));
    catalogChanged(server.db);
    expect((await suggest('composit')).some((suggestion) => suggestion.kind === 'product' && suggestion.id === 1)).toBe(false);
    await server.db.update(products).set({ isActive: true }).where(eq(products.id, 1));
    catalogChanged(server.db);
  });

  it.each(["o'brien", '100%', '__', '\\', 'a\\%_b', '"; DROP TABLE products; --', '%%%%', '  \t ', '😀😀', 'ـــ', 'x'.repeat(100)])('never fails on odd input: %j', async (q) => {
    const suggestions = await suggest(q);
    expect(Array.isArray(suggestions)).toBe(true);
  });

  it('refuses text over 100 characters and a missing q with a clear 400', async () => {
    for (const url of [`/api/product/suggestions?q=${'a'.repeat(101)}`, '/api/product/suggestions', '/api/product/suggestions?q=a&q=b']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('gives every demo product a brand, 5 to 10 of them in all, and sends it with the product', async () => {
    const brands = new Set(DEMO_DATA.products.map((product) => product.brand));
    expect(brands.size).toBeGreaterThanOrEqual(5);
    expect(brands.size).toBeLessThanOrEqual(10);

    const list = (await server.request({ method: 'GET', url: '/api/product' })).json<Array<{ id: number; brand: string | null }>>();
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) expect(product.brand).toBe(DEMO_DATA.products.find((seeded) => seeded.id === product.id)?.brand);
    expect((await server.request({ method: 'GET', url: '/api/product/1' })).json()).toMatchObject({ brand: 'Lumina' });
    const category = (await server.request({ method: 'GET', url: '/api/category/3/products' })).json<Array<{ brand: string | null }>>();
    expect(new Set(category.map((product) => product.brand))).toEqual(new Set(['PediaZir', 'KidsGuard', 'NuSmile']));
  });
});
