/**
 * Issue 28, item 6: a product is found by its Arabic and its English name from either interface
 * language, in the product list's search, its "Showing results for" fallback and the search box's
 * suggestions; the list finds by the category's name in either language too.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, subcategories } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

interface Page {
  readonly items: Array<{ id: number; name: string }>;
  readonly total: number;
  readonly showing_results_for?: string;
}

interface Suggestion {
  readonly kind: 'product' | 'category' | 'subcategory';
  readonly id: number;
  readonly name: string;
}

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

const COMPOSITE = { en: 'Lumina Universal Composite, 4 g', ar: 'حشو كمبوزيت Lumina يونيفرسال، 4 جم' };
const SEALER = { en: 'Avalon BioSeal Root Canal Sealer', ar: 'حشو قنوات بيوسيراميك BioSeal' };
const FILES = 'Premier Hand K-Files, 25 mm (6)';
const CROWNS = { en: 'PediaZir Zirconia Crowns', ar: 'تيجان زيركونيا PediaZir' };

describe('search in both languages', () => {
  let server: TestServer;

  const json = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const list = async (search: string, language: Language, category?: number) => {
    const url = category === undefined ? '/api/product' : `/api/category/${category}/products`;
    return json<Page>(await server.request({ method: 'GET', url: `${url}?search=${encodeURIComponent(search)}&perPage=48`, headers: { 'accept-language': language } }));
  };
  const suggest = async (q: string, language: Language) =>
    json<Suggestion[]>(await server.request({ method: 'GET', url: `/api/product/suggestions?q=${encodeURIComponent(q)}`, headers: { 'accept-language': language } }));
  const ids = (page: Page) => page.items.map((product) => product.id).sort((a, b) => a - b);

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.insert(subcategories).values([{ id: 1, categoryId: 1, name: 'Restoratives', nameAr: 'الحشوات' }]);
    await server.db.insert(products).values([
      { id: 1, name: COMPOSITE.en, nameAr: COMPOSITE.ar, description: 'A composite.', categoryId: 1, subcategoryId: 1, pricePiasters: 85_000, quantity: 5 },
      { id: 2, name: FILES, nameAr: null, description: 'Files.', categoryId: 1, pricePiasters: 30_000, quantity: 5 },
      { id: 3, name: SEALER.en, nameAr: SEALER.ar, description: 'A sealer.', categoryId: 2, pricePiasters: 240_000, quantity: 5 },
      { id: 4, name: CROWNS.en, nameAr: CROWNS.ar, description: 'Crowns.', categoryId: 3, pricePiasters: 150_000, quantity: 5 },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each<[string, number[]]>([
    ['كمبوزيت', [1]],
    ['Lumina Universal Composite', [1]],
    ['composite', [1]],
    ['حشو', [1, 3]],
    ['K-Files', [2]],
    ['زيركونيا', [4]],
    ['crowns', [4]],
  ])('the list finds %j by a name, %j, for a reader of either language, each shown in the reader’s language', async (search, expected) => {
    for (const language of LANGUAGES) {
      const page = await list(search, language);
      expect(ids(page), language).toEqual(expected);
      expect(page.showing_results_for, language).toBeUndefined();
    }
    const arabic = await list(search, 'ar');
    for (const product of arabic.items) expect([COMPOSITE.ar, FILES, SEALER.ar, CROWNS.ar]).toContain(product.name);
  });

  it('finds a product by its category’s name in either language, for a reader of either language, in the same numbers', async () => {
    for (const language of LANGUAGES) {
      expect(ids(await list('منتجات', language)), language).toEqual([1, 2]);
      expect(ids(await list('Dental Products', language)), language).toEqual([1, 2]);
      expect((await list('products', language)).total, language).toBe(2);
      expect(ids(await list('premier dental', language)), language).toEqual([1, 2]);
    }
  });

  it('searches within a category by either name too', async () => {
    for (const language of LANGUAGES) {
      expect(ids(await list('كمبوزيت', language, 1)), language).toEqual([1]);
      expect(ids(await list('BioSeal sealer', language, 2)), language).toEqual([3]);
      expect(ids(await list('حشو', language, 2)), language).toEqual([3]);
    }
  });

  it('answers a misspelt name, in either script, with the same products and the same “Showing results for” in either language', async () => {
    for (const language of LANGUAGES) {
      const latin = await list('lumina compsite', language);
      expect([ids(latin), latin.showing_results_for], language).toEqual([[1], 'lumina composite']);
      const arabic = await list('كومبوزيت', language);
      expect([ids(arabic), arabic.showing_results_for], language).toEqual([[1], 'كمبوزيت']);
      const crowns = await list('زركونيا', language);
      expect([ids(crowns), crowns.showing_results_for], language).toEqual([[4], 'زيركونيا']);
    }
  });

  it('suggests a product found by either of its names, named in the reader’s language', async () => {
    for (const q of ['كمبوزيت', 'Lumina composite', 'composite', 'كومبوزيت', 'lumina compsite']) {
      expect((await suggest(q, 'en')).find((suggestion) => suggestion.kind === 'product' && suggestion.id === 1)?.name, q).toBe(COMPOSITE.en);
      expect((await suggest(q, 'ar')).find((suggestion) => suggestion.kind === 'product' && suggestion.id === 1)?.name, q).toBe(COMPOSITE.ar);
    }
    expect((await suggest('K-Files', 'ar')).find((suggestion) => suggestion.id === 2)).toMatchObject({ kind: 'product', name: FILES });
  });

  it('suggests what the list finds: the products it finds by a name, the category it finds them by', async () => {
    for (const search of ['كمبوزيت', 'composite', 'حشو', 'زيركونيا', 'crowns', 'K-Files', 'BioSeal']) {
      for (const language of LANGUAGES) {
        const suggested = (await suggest(search, language)).filter((suggestion) => suggestion.kind === 'product').map((suggestion) => suggestion.id);
        expect(suggested, `${language} ${search}`).toEqual(expect.arrayContaining(ids(await list(search, language))));
      }
    }
    for (const search of ['منتجات', 'Dental Products']) {
      for (const language of LANGUAGES) expect(await suggest(search, language), `${language} ${search}`).toContainEqual(expect.objectContaining({ kind: 'category', id: 1 }));
    }
  });
});
