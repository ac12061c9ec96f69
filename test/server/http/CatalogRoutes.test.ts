import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_READ_TTL_MS, CatalogReadCache, catalogChanged } from '../../../server/adapters/db/CatalogReadCache';
import { productVariants, products, reviews, subcategories } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

const PASSWORD_HASH = 'scrypt$16384$8$1$catalog-test-salt$catalog-test-hash';

describe('catalogue: products, categories, subcategories and variant stock', () => {
  let server: TestServer;
  const bodies: string[] = [];

  async function get(url: string) {
    const response = await server.request({ method: 'GET', url });
    bodies.push(response.body);
    return response;
  }

  beforeAll(async () => {
    server = await startTestServer();
    await server.createUser({ passwordHash: PASSWORD_HASH });
    await server.db.insert(subcategories).values([
      { id: 1, categoryId: 3, name: 'Zirconia Crowns', logoUrl: '/images/zr.png', isActive: true },
      { id: 2, categoryId: 3, name: 'Retired Line', logoUrl: '', isActive: false },
      { id: 3, categoryId: 1, name: 'Composites', logoUrl: '/images/composites.png', isActive: true },
    ]);
    await server.db.insert(products).values([
      {
        id: 4,
        name: 'Bond Adhesive',
        description: 'Light-cured universal adhesive.',
        features: ['Single bottle', 'No refrigeration'],
        specifications: [{ name: 'Volume', value: '5 ml' }],
        logoUrl: '/images/bond.png',
        categoryId: 1,
        subcategoryId: 3,
        sku: 'PDP-0004',
        brand: 'Premier',
        pricePiasters: 25050,
        discountPiasters: 5000,
        quantity: 10,
      },
      { id: 5, name: 'Etchant Gel', categoryId: 1, pricePiasters: 12000, quantity: 0 },
      { id: 6, name: 'Hidden Cement', categoryId: 2, pricePiasters: 9000, quantity: 4, isActive: false },
      { id: 7, name: 'Avalon Mirror', categoryId: 2, pricePiasters: 5000, quantity: 20 },
      { id: 50, name: 'NuSmile ZR Crowns', categoryId: 3, subcategoryId: 1, pricePiasters: 150000, quantity: 0, isVariant: true },
      { id: 51, name: 'NuSmile Strip Crown Forms', categoryId: 3, pricePiasters: 80000, quantity: 0, isVariant: true },
      { id: 52, name: 'Avalon Band Kit', categoryId: 2, pricePiasters: 30000, quantity: 0, isVariant: true },
      { id: 60, name: 'NuSmile Discontinued Crowns', categoryId: 3, pricePiasters: 70000, quantity: 0, isVariant: true, isActive: false },
    ]);
    await server.db.insert(productVariants).values([
      { id: 101, productId: 50, sku: 'ZR-UR-2', quantity: 3, side: 0, size: '2' },
      { id: 102, productId: 50, sku: 'ZR-UR-4', quantity: 0, side: 0, size: '4' },
      { id: 103, productId: 50, sku: 'ZR-LR-2', quantity: 5, side: 1, size: '2' },
      { id: 111, productId: 51, sku: 'SC-ET', quantity: 7, variableOption: 0, onlyOneOption: true },
      { id: 112, productId: 51, sku: 'SC-BL', quantity: 2, variableOption: 5, onlyOneOption: true },
      { id: 121, productId: 52, sku: 'BK-10', quantity: 1, size: '10' },
      { id: 122, productId: 52, sku: 'BK-2', quantity: 6, size: '2' },
      { id: 131, productId: 60, sku: 'DC-UR-1', quantity: 9, side: 0, size: '1' },
    ]);
    await server.db.insert(reviews).values([
      { id: 1, productId: 4, rating: 5, userName: 'Dr. Salma', date: new Date('2026-03-01T09:00:00Z'), comment: 'Excellent bond strength.' },
      { id: 2, productId: 4, rating: 4, userName: 'Dr. Karim', date: new Date('2026-05-10T12:30:00Z'), comment: 'Good, a little thick.' },
      { id: 3, productId: 7, rating: 5, userName: 'Dr. Nour', date: new Date('2026-01-01T00:00:00Z'), comment: '' },
      { id: 4, productId: 7, rating: 4, userName: 'Dr. Omar', date: new Date('2026-01-02T00:00:00Z'), comment: '' },
      { id: 5, productId: 7, rating: 4, userName: 'Dr. Hana', date: new Date('2026-01-03T00:00:00Z'), comment: '' },
      { id: 6, productId: 6, rating: 1, userName: 'Dr. Hidden', date: new Date('2026-01-03T00:00:00Z'), comment: 'Hidden product' },
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  const bondAdhesive = {
    id: 4,
    name: 'Bond Adhesive',
    other_name: null,
    price: 250.5,
    discount_fee: 50,
    description: 'Light-cured universal adhesive.',
    features: ['Single bottle', 'No refrigeration'],
    specifications: [{ name: 'Volume', value: '5 ml' }],
    logoUrl: '/images/bond.png',
    categoryId: 1,
    categoryName: 'Premier Dental Products',
    subcategory_id: 3,
    sku: 'PDP-0004',
    brand: 'Premier',
    quantity: 10,
    isVariant: false,
    isActive: true,
    reviews_count: 2,
    average_rating: 4.5,
    variant_products: [],
  };

  const zrCrownVariants = [
    { id: 101, sku: 'ZR-UR-2', quantity: 3, side: 0, size: '2', variable_option: null, only_one_option: false },
    { id: 102, sku: 'ZR-UR-4', quantity: 0, side: 0, size: '4', variable_option: null, only_one_option: false },
    { id: 103, sku: 'ZR-LR-2', quantity: 5, side: 1, size: '2', variable_option: null, only_one_option: false },
  ];

  describe('GET /api/product', () => {
    it('lists only the active products, in id order, with every SPEC field in pounds', async () => {
      const response = await get('/api/product');
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((product: { id: number }) => product.id)).toEqual([4, 5, 7, 50, 51, 52]);
      expect(list[0]).toEqual(bondAdhesive);
      expect(list[1]).toMatchObject({ id: 5, quantity: 0, sku: null, brand: null, subcategory_id: null, reviews_count: 0, average_rating: null, features: [], specifications: [] });
      expect(list[2]).toMatchObject({ id: 7, categoryName: 'Avalon Biomed', reviews_count: 3, average_rating: 4.3 });
    });

    it('carries the variants of variant products so the list can show View Options and stock', async () => {
      const list = (await get('/api/product')).json();
      const crowns = list.find((product: { id: number }) => product.id === 50);
      expect(crowns).toMatchObject({ isVariant: true, categoryName: 'NuSmile', price: 1500, discount_fee: 0 });
      expect(crowns.variant_products).toEqual(zrCrownVariants);
      expect(list.find((product: { id: number }) => product.id === 51).variant_products.map((v: { id: number }) => v.id)).toEqual([111, 112]);
      expect(JSON.stringify(list)).not.toContain('DC-UR-1');
    });

    it('answers one page, with the storefront rules, when paging options are given', async () => {
      const response = await get('/api/product?page=1&perPage=8&sort=price-desc');
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ total: 6, page: 1, per_page: 8, page_count: 1, from: 1, to: 6 });
      expect(page.items.map((product: { id: number }) => product.id)).toEqual([50, 51, 52, 4, 5, 7]);
      expect(page.items[0].variant_products).toEqual(zrCrownVariants);
    });

    it('searches names and category names, case-insensitively', async () => {
      const byCategory = (await get('/api/product?search=%20AVALON%20biomed')).json();
      expect(byCategory.items.map((product: { id: number }) => product.id)).toEqual([7, 52]);
      const byName = (await get('/api/product?search=crown&sort=name-asc')).json();
      expect(byName.items.map((product: { id: number }) => product.id)).toEqual([51, 50]);
      const none = (await get('/api/product?search=nothing-like-this')).json();
      expect(none).toEqual({ items: [], total: 0, page: 1, per_page: 10, page_count: 1, from: 0, to: 0 });
    });

    it('answers a misspelt search with the closest products, best first, and says what it searched for instead (issue 27)', async () => {
      const misspelt = (await get('/api/product?search=adhesve')).json();
      expect(misspelt).toEqual({ items: [expect.objectContaining({ id: 4 })], total: 1, page: 1, per_page: 10, page_count: 1, from: 1, to: 1, showing_results_for: 'adhesive' });
      const twoWords = (await get('/api/product?search=nusmile%20crwns')).json();
      expect(twoWords).toMatchObject({ total: 2, showing_results_for: 'nusmile crowns' });
      expect(twoWords.items.map((product: { id: number }) => product.id)).toEqual([50, 51]);
      const exact = (await get('/api/category/3/products?search=crown')).json();
      expect(exact.total).toBe(2);
      expect(exact).not.toHaveProperty('showing_results_for');
    });

    it('filters by category and clamps a page past the end to the last one', async () => {
      const nuSmile = (await get('/api/product?category=3')).json();
      expect(nuSmile.items.map((product: { id: number }) => product.id)).toEqual([50, 51]);
      const all = (await get('/api/product?category=0&perPage=8&page=1')).json();
      expect(all.total).toBe(6);
      const past = (await get('/api/product?perPage=8&page=40')).json();
      expect(past).toMatchObject({ page: 1, from: 1, to: 6 });
    });

    it('pages through the list', async () => {
      const first = (await get('/api/product?perPage=8&sort=name-asc')).json();
      expect(first.items).toHaveLength(6);
      expect(first.items.map((product: { name: string }) => product.name)).toEqual([
        'Avalon Band Kit',
        'Avalon Mirror',
        'Bond Adhesive',
        'Etchant Gel',
        'NuSmile Strip Crown Forms',
        'NuSmile ZR Crowns',
      ]);
    });

    it('answers 404 for an unknown category filter', async () => {
      const response = await get('/api/product?category=9');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Category not found', code: 'category_not_found' });
    });

    it.each(['perPage=7', 'perPage=ten', 'page=0', 'page=-1', 'page=1.5', 'sort=cheapest', 'category=abc', 'category=-1', `search=${'x'.repeat(201)}`, 'page=1&page=2'])(
      'answers a malformed query %s with a JSON 400',
      async (query) => {
        const response = await get(`/api/product?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
        expect(typeof response.json().message).toBe('string');
      },
    );
  });

  describe('GET /api/product/:id', () => {
    it('returns the product with its reviews, newest first', async () => {
      const response = await get('/api/product/4');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...bondAdhesive,
        reviews: [
          { id: 2, rating: 4, user: 'Dr. Karim', date: '2026-05-10T12:30:00.000Z', comment: 'Good, a little thick.' },
          { id: 1, rating: 5, user: 'Dr. Salma', date: '2026-03-01T09:00:00.000Z', comment: 'Excellent bond strength.' },
        ],
      });
    });

    it('returns a variant product with its variants and an empty review list', async () => {
      const detail = (await get('/api/product/50')).json();
      expect(detail).toMatchObject({ id: 50, isVariant: true, reviews: [], reviews_count: 0, average_rating: null });
      expect(detail.variant_products).toEqual(zrCrownVariants);
    });

    it.each([
      ['unknown', 999],
      ['inactive', 6],
      ['inactive variant', 60],
    ])('answers 404 for an %s product', async (_label, id) => {
      const response = await get(`/api/product/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'product_not_found' });
    });

    it.each(['abc', '0', '-4', '4.5', '99999999999'])('answers a malformed id %s with a JSON 400', async (id) => {
      const response = await get(`/api/product/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('GET /api/product/variant/:productId/:side/:size/:option', () => {
    it.each([
      ['side and size', '/50/0/2/null', 101, 3],
      ['another side', '/50/1/2/null', 103, 5],
      ['an out-of-stock size', '/50/0/4/null', 102, 0],
      ['side and size, option ignored', '/50/1/2/3', 103, 5],
      ['option alone', '/51/null/null/5', 112, 2],
      ['option alone, first option', '/51/null/null/0', 111, 7],
      ['size alone', '/52/null/10/null', 121, 1],
    ])('finds the variant by %s', async (_label, path, id, quantity) => {
      const response = await get(`/api/product/variant${path}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, quantity });
    });

    it.each([
      ['a side without that size', '/50/3/2/null'],
      ['a size alone on a side-and-size product', '/50/null/2/null'],
      ['an option that is not offered', '/51/null/null/4'],
      ['no option on an option product', '/51/null/null/null'],
      ['a size that is not offered', '/52/null/3/null'],
      ['an inactive product', '/60/0/1/null'],
      ['a product without variants', '/4/null/null/null'],
      ['an unknown product', '/999/0/2/null'],
    ])('answers 404 for %s', async (_label, path) => {
      const response = await get(`/api/product/variant${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Variant not found', code: 'variant_not_found' });
    });

    it.each(['/50/abc/2/null', '/50/-1/2/null', '/50/0/2/1.5', '/50/0/2/x', '/abc/0/2/null', '/0/0/2/null', `/50/0/${'9'.repeat(51)}/null`])(
      'answers malformed parts %s with a JSON 400',
      async (path) => {
        const response = await get(`/api/product/variant${path}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      },
    );
  });

  describe('categories', () => {
    it.each([
      [0, 'All Categories'],
      [1, 'Premier Dental Products'],
      [2, 'Avalon Biomed'],
      [3, 'NuSmile'],
    ])('GET /api/category/%i answers the fixed category', async (id, name) => {
      const response = await get(`/api/category/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id, name });
    });

    it.each(['/api/category/4', '/api/category/4/products', '/api/category/12/subcategories'])('answers 404 for an unknown category: %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Category not found', code: 'category_not_found' });
    });

    it.each(['/api/category/abc', '/api/category/-1', '/api/category/1.5', '/api/category/1e1/products', '/api/category/0x1/subcategories'])(
      'answers a malformed id with a JSON 400: %s',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      },
    );

    it("lists a category's active products, and every active product for category 0", async () => {
      const nuSmile = (await get('/api/category/3/products')).json();
      expect(nuSmile.map((product: { id: number }) => product.id)).toEqual([50, 51]);
      expect(nuSmile[0].variant_products).toEqual(zrCrownVariants);
      const avalon = (await get('/api/category/2/products')).json();
      expect(avalon.map((product: { id: number }) => product.id)).toEqual([7, 52]);
      const all = (await get('/api/category/0/products')).json();
      expect(all.map((product: { id: number }) => product.id)).toEqual([4, 5, 7, 50, 51, 52]);
    });

    it("answers one page of a category's products when paging options are given", async () => {
      const page = (await get('/api/category/1/products?sort=name-desc&perPage=8')).json();
      expect(page).toMatchObject({ total: 2, per_page: 8, from: 1, to: 2 });
      expect(page.items.map((product: { id: number }) => product.id)).toEqual([5, 4]);
    });

    it('lists only active subcategories', async () => {
      const nuSmile = await get('/api/category/3/subcategories');
      expect(nuSmile.statusCode).toBe(200);
      expect(nuSmile.json()).toEqual([{ id: 1, category_id: 3, name: 'Zirconia Crowns', logo_url: '/images/zr.png', is_active: true }]);
      expect((await get('/api/category/2/subcategories')).json()).toEqual([]);
      expect((await get('/api/category/0/subcategories')).json().map((sub: { id: number }) => sub.id)).toEqual([1, 3]);
    });
  });

  describe('remembered answers', () => {
    it('shows a change at once when the writer says the catalogue changed', async () => {
      expect((await get('/api/product/7')).json().price).toBe(50);
      await server.db.update(products).set({ pricePiasters: 5500 }).where(eq(products.id, 7));
      catalogChanged(server.db);
      expect((await get('/api/product/7')).json().price).toBe(55);
      expect((await get('/api/product')).json().find((product: { id: number }) => product.id === 7).price).toBe(55);
      await server.db.update(products).set({ pricePiasters: 5000 }).where(eq(products.id, 7));
      catalogChanged(server.db);
    });

    it('shows any change after the time to live, and keeps the variant lookup live', async () => {
      expect((await get('/api/category/1/subcategories')).json()).toHaveLength(1);
      expect((await get('/api/product/variant/50/0/2/null')).json().quantity).toBe(3);
      await server.db.update(subcategories).set({ isActive: false }).where(eq(subcategories.id, 3));
      await server.db.update(productVariants).set({ quantity: 2 }).where(eq(productVariants.id, 101));
      expect((await get('/api/product/variant/50/0/2/null')).json().quantity).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, CATALOG_READ_TTL_MS + 100));
      expect((await get('/api/category/1/subcategories')).json()).toEqual([]);
      await server.db.update(subcategories).set({ isActive: true }).where(eq(subcategories.id, 3));
      await server.db.update(productVariants).set({ quantity: 3 }).where(eq(productVariants.id, 101));
      catalogChanged(server.db);
    });
  });

  it('documents the catalogue routes in the OpenAPI document', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/product', '/api/product/{id}', '/api/product/variant/{productId}/{side}/{size}/{option}', '/api/category/{id}', '/api/category/{id}/products', '/api/category/{id}/subcategories']) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
  });

  it('never answers with a password hash or a stack trace', () => {
    expect(bodies.length).toBeGreaterThan(40);
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD_HASH);
      expect(body).not.toMatch(/password|stack|at .*\.ts:\d+/i);
    }
  });
});

describe('CatalogReadCache', () => {
  function fakeClock() {
    const clock = { now: 0, read: () => clock.now };
    return clock;
  }

  it('builds once, answers from memory until the time to live passes, then builds again', async () => {
    const clock = fakeClock();
    const cache = new CatalogReadCache<string>(1000, 10, clock.read);
    let builds = 0;
    const build = async () => `answer ${++builds}`;
    expect(await cache.get('key', build)).toBe('answer 1');
    clock.now = 999;
    expect(await cache.get('key', build)).toBe('answer 1');
    clock.now = 1000;
    expect(await cache.get('key', build)).toBe('answer 2');
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new CatalogReadCache<number>(1000, 10, fakeClock().read);
    let builds = 0;
    const build = () => new Promise<number>((resolve) => setTimeout(() => resolve(++builds), 5));
    expect(await Promise.all([cache.get('key', build), cache.get('key', build), cache.get('key', build)])).toEqual([1, 1, 1]);
  });

  it('does not keep a failed build', async () => {
    const cache = new CatalogReadCache<string>(1000, 10, fakeClock().read);
    await expect(cache.get('key', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get('key', async () => 'recovered')).toBe('recovered');
  });

  it('holds a bounded number of keys, forgetting the oldest first', async () => {
    const cache = new CatalogReadCache<string>(1000, 2, fakeClock().read);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });

  it('forgets everything when invalidated', async () => {
    const cache = new CatalogReadCache<string>(1000, 10, fakeClock().read);
    await cache.get('key', async () => 'old');
    cache.invalidate();
    expect(await cache.get('key', async () => 'new')).toBe('new');
  });
});
