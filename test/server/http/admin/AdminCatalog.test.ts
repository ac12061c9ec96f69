import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../../../server/adapters/db/schema';
import { type BackOffice, csvLines, expectRefusal, startBackOffice } from './adminTestKit';

interface SubcategoryJson {
  id: number;
  category_id: number;
  category_name: string;
  name: string;
  logo_url: string;
  is_active: boolean;
  product_count: number;
}

interface VariantJson {
  id: number;
  product_id: number;
  sku: string;
  quantity: number;
  side: number | null;
  side_label: string | null;
  size: string | null;
  variable_option: number | null;
  option_label: string | null;
  only_one_option: boolean;
}

interface ProductJson {
  id: number;
  name: string;
  price: number;
  discount_fee: number;
  quantity: number;
  sku: string | null;
  category_id: number;
  subcategory_id: number | null;
  subcategory_name: string | null;
  is_variant: boolean;
  is_active: boolean;
  image_url: string;
  variants: VariantJson[];
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  page_count: number;
}

const storefrontIds = (body: unknown) => (body as Array<{ id: number }>).map((product) => product.id);

describe('back office: categories, subcategories, products and variants', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  const newProduct = (overrides: Record<string, unknown> = {}) =>
    office.ok<ProductJson>('POST', '/api/admin/products', {
      name: 'Bulk-fill composite',
      description: 'A bulk-fill composite for posterior restorations.',
      features: ['4 mm depth of cure', 'Low shrinkage'],
      specifications: [{ name: 'Syringe', value: '4 g' }],
      price: 1_250.5,
      discount_fee: 50.5,
      quantity: 12,
      sku: `BULK-${Math.random().toString(36).slice(2, 8)}`,
      category_id: 1,
      image_url: '/uploads/3f2b6f0e-0d55-4c7e-9a3b-0a8d1c2b3e4f.png',
      ...overrides,
    });

  describe('categories and subcategories', () => {
    it('lists the three fixed categories with what they hold', async () => {
      const [composites] = await office.server.db.insert(products).values({ name: 'Counted', categoryId: 2, pricePiasters: 100 }).returning();
      const categories = await office.ok<Array<{ id: number; name: string; product_count: number; subcategory_count: number }>>('GET', '/api/admin/categories');
      expect(categories.map((category) => [category.id, category.name])).toEqual([
        [1, 'Premier Dental Products'],
        [2, 'Avalon Biomed'],
        [3, 'NuSmile'],
      ]);
      expect(categories.find((category) => category.id === 2)?.product_count).toBeGreaterThanOrEqual(1);
      await office.server.db.delete(products).where(eq(products.id, composites?.id ?? 0));
    });

    it('creates, edits, switches off and lists subcategories, with an audit entry for each change', async () => {
      const created = await office.ok<SubcategoryJson>('POST', '/api/admin/subcategories', { category_id: 3, name: '  Zirconia crowns ', logo_url: '/images/subcategories/zirconia.svg' });
      expect(created).toMatchObject({ category_id: 3, category_name: 'NuSmile', name: 'Zirconia crowns', is_active: true, product_count: 0 });

      const [entry] = await office.audit(1);
      expect(entry).toMatchObject({ actorUserId: office.admin.id, action: 'create', entity: 'subcategory', entityId: String(created.id), details: { name: 'Zirconia crowns', category_id: 3 } });

      const renamed = await office.ok<SubcategoryJson>('PATCH', `/api/admin/subcategories/${created.id}`, { name: 'Zirconia primary crowns' });
      expect(renamed).toMatchObject({ name: 'Zirconia primary crowns', category_id: 3, logo_url: '/images/subcategories/zirconia.svg' });
      const off = await office.ok<SubcategoryJson>('PATCH', `/api/admin/subcategories/${created.id}`, { is_active: false });
      expect(off.is_active).toBe(false);
      const [toggle, rename] = await office.audit(2);
      expect(toggle).toMatchObject({ action: 'update', entity: 'subcategory', details: { changes: { is_active: false } } });
      expect(rename).toMatchObject({ action: 'update', details: { changes: { name: 'Zirconia primary crowns' } } });

      // The storefront shows active subcategories only.
      const shown = (await office.server.request({ method: 'GET', url: '/api/category/3/subcategories' })).json() as Array<{ id: number }>;
      expect(shown.map((subcategory) => subcategory.id)).not.toContain(created.id);

      const listed = await office.ok<Page<SubcategoryJson>>('GET', '/api/admin/subcategories?category_id=3&search=primary');
      expect(listed.items.map((subcategory) => subcategory.id)).toEqual([created.id]);
      expect(await office.ok('GET', `/api/admin/subcategories/${created.id}`)).toMatchObject({ id: created.id, is_active: false });
    });

    it('refuses a category outside the fixed list, an empty name and a script address for the logo', async () => {
      for (const body of [
        { category_id: 0, name: 'All of it' },
        { category_id: 7, name: 'Nowhere' },
        { category_id: 1, name: '   ' },
        { category_id: 1, name: 'Sneaky', logo_url: 'javascript:alert(1)' },
      ]) {
        expectRefusal(await office.call('POST', '/api/admin/subcategories', body), 400, 'validation_failed');
      }
      expectRefusal(await office.call('PATCH', '/api/admin/subcategories/1', {}), 400, 'validation_failed', /Send at least one field to change/);
    });

    it('refuses to delete a subcategory that still holds products, and deletes it once empty', async () => {
      const subcategory = await office.ok<SubcategoryJson>('POST', '/api/admin/subcategories', { category_id: 1, name: 'Etchants' });
      const product = await newProduct({ name: 'Etching gel', subcategory_id: subcategory.id });
      expectRefusal(
        await office.call('DELETE', `/api/admin/subcategories/${subcategory.id}`),
        409,
        'subcategory_not_empty',
        'The subcategory "Etchants" still holds 1 product. Move or delete them first.',
      );
      expect((await office.ok<SubcategoryJson>('GET', `/api/admin/subcategories/${subcategory.id}`)).product_count).toBe(1);

      await office.ok('PATCH', `/api/admin/products/${product.id}`, { subcategory_id: null });
      expect(await office.ok('DELETE', `/api/admin/subcategories/${subcategory.id}`)).toEqual({ id: subcategory.id, deleted: true });
      expectRefusal(await office.call('DELETE', `/api/admin/subcategories/${subcategory.id}`), 404, 'subcategory_not_found');
      expect((await office.audit(1))[0]).toMatchObject({ action: 'delete', entity: 'subcategory', entityId: String(subcategory.id), details: { name: 'Etchants' } });
    });

    it('moves the products of a subcategory moved to another category', async () => {
      const subcategory = await office.ok<SubcategoryJson>('POST', '/api/admin/subcategories', { category_id: 1, name: 'Liners' });
      const product = await newProduct({ name: 'Calcium liner', subcategory_id: subcategory.id });
      await office.ok('PATCH', `/api/admin/subcategories/${subcategory.id}`, { category_id: 2 });
      expect((await office.ok<ProductJson>('GET', `/api/admin/products/${product.id}`)).category_id).toBe(2);
      // A product moved to another category on its own leaves its subcategory behind.
      expect(await office.ok<ProductJson>('PATCH', `/api/admin/products/${product.id}`, { category_id: 3 })).toMatchObject({ category_id: 3, subcategory_id: null, subcategory_name: null });
    });
  });

  describe('products', () => {
    it('creates a product that the storefront shows at once, in its list and its category', async () => {
      // The storefront remembers its answers for a moment; the new product must not wait for that.
      const before = await office.server.request({ method: 'GET', url: '/api/category/1/products' });
      expect(before.statusCode).toBe(200);

      const created = await newProduct({ name: 'Universal adhesive' });
      expect(created).toMatchObject({ name: 'Universal adhesive', price: 1_250.5, discount_fee: 50.5, quantity: 12, category_id: 1, is_active: true, is_variant: false, variants: [] });
      const stored = await office.server.db.select().from(products).where(eq(products.id, created.id));
      expect(stored[0]).toMatchObject({ pricePiasters: 125_050, discountPiasters: 5_050 });

      expect(storefrontIds((await office.server.request({ method: 'GET', url: '/api/category/1/products' })).json())).toContain(created.id);
      expect(storefrontIds((await office.server.request({ method: 'GET', url: '/api/product' })).json())).toContain(created.id);
      const detail = (await office.server.request({ method: 'GET', url: `/api/product/${created.id}` })).json() as Record<string, unknown>;
      expect(detail).toMatchObject({ name: 'Universal adhesive', price: 1_250.5, discount_fee: 50.5, categoryName: 'Premier Dental Products', isActive: true });

      expect((await office.audit(1))[0]).toMatchObject({ action: 'create', entity: 'product', entityId: String(created.id), actorUserId: office.admin.id });
    });

    it('edits, switches off and deletes a product, and the storefront follows each change', async () => {
      const created = await newProduct({ name: 'Flowable composite' });
      const edited = await office.ok<ProductJson>('PATCH', `/api/admin/products/${created.id}`, { price: 900, discount_fee: 0, quantity: 3, features: ['Syringe tips'] });
      expect(edited).toMatchObject({ name: 'Flowable composite', price: 900, discount_fee: 0, quantity: 3 });
      const shown = (await office.server.request({ method: 'GET', url: `/api/product/${created.id}` })).json() as { price: number; quantity: number; features: string[] };
      expect(shown).toMatchObject({ price: 900, quantity: 3, features: ['Syringe tips'] });

      await office.ok('PATCH', `/api/admin/products/${created.id}`, { is_active: false });
      expect((await office.server.request({ method: 'GET', url: `/api/product/${created.id}` })).statusCode).toBe(404);
      expect(storefrontIds((await office.server.request({ method: 'GET', url: '/api/product' })).json())).not.toContain(created.id);

      expect(await office.ok('DELETE', `/api/admin/products/${created.id}`)).toEqual({ id: created.id, deleted: true });
      expectRefusal(await office.call('GET', `/api/admin/products/${created.id}`), 404, 'product_not_found', `Product #${created.id} was not found.`);
      const [deleted, toggled] = await office.audit(2);
      expect(deleted).toMatchObject({ action: 'delete', entity: 'product', details: { name: 'Flowable composite' } });
      expect(toggled).toMatchObject({ action: 'update', details: { changes: { is_active: false } } });
    });

    it('searches by name or SKU, filters by category and switch, and pages', async () => {
      const tag = `PAGE${Date.now()}`;
      const made = [];
      for (let index = 0; index < 5; index += 1) made.push(await newProduct({ name: `${tag} item ${index}`, sku: `${tag}-${index}`, category_id: index < 3 ? 2 : 3, is_active: index !== 4 }));
      const byName = await office.ok<Page<ProductJson>>('GET', `/api/admin/products?search=${tag}&per_page=2&page=2`);
      expect(byName).toMatchObject({ total: 5, page: 2, per_page: 2, page_count: 3 });
      expect(byName.items.map((product) => product.name)).toEqual([`${tag} item 2`, `${tag} item 3`]);
      const bySku = await office.ok<Page<ProductJson>>('GET', `/api/admin/products?search=${tag.toLowerCase()}-1`);
      expect(bySku.items.map((product) => product.id)).toEqual([made[1]?.id]);
      expect((await office.ok<Page<ProductJson>>('GET', `/api/admin/products?search=${tag}&category_id=3`)).total).toBe(2);
      expect((await office.ok<Page<ProductJson>>('GET', `/api/admin/products?search=${tag}&category_id=3&is_active=false`)).items.map((product) => product.id)).toEqual([made[4]?.id]);
      // A % in the search is a literal character, not a wildcard.
      expect((await office.ok<Page<ProductJson>>('GET', `/api/admin/products?search=${encodeURIComponent('%')}`)).total).toBe(0);
      for (const query of ['page=0', 'per_page=101', 'per_page=abc', 'is_active=yes', 'search=%00']) {
        expectRefusal(await office.call('GET', `/api/admin/products?${query}`), 400, 'validation_failed');
      }
    });

    it('refuses a discount above the price, a duplicate SKU, a subcategory of another category and an unknown one', async () => {
      expectRefusal(await office.call('POST', '/api/admin/products', { name: 'X', price: 10, discount_fee: 11, category_id: 1 }), 400, 'discount_above_price', 'The discount cannot be more than the price.');
      const first = await newProduct({ sku: 'DUP-SKU-1' });
      expectRefusal(await office.call('POST', '/api/admin/products', { name: 'Y', price: 10, category_id: 1, sku: 'DUP-SKU-1' }), 409, 'sku_taken', 'Another product or variant already uses the SKU "DUP-SKU-1".');
      const other = await newProduct();
      expectRefusal(await office.call('PATCH', `/api/admin/products/${other.id}`, { sku: 'DUP-SKU-1' }), 409, 'sku_taken');
      // Saving a product with its own SKU is not a duplicate.
      expect((await office.ok<ProductJson>('PATCH', `/api/admin/products/${first.id}`, { sku: 'DUP-SKU-1', name: 'Renamed' })).name).toBe('Renamed');

      const nusmile = await office.ok<SubcategoryJson>('POST', '/api/admin/subcategories', { category_id: 3, name: 'Strip crowns' });
      expectRefusal(
        await office.call('POST', '/api/admin/products', { name: 'Z', price: 10, category_id: 1, subcategory_id: nusmile.id }),
        400,
        'subcategory_outside_category',
        `Subcategory #${nusmile.id} does not belong to category 1.`,
      );
      expectRefusal(await office.call('POST', '/api/admin/products', { name: 'Z', price: 10, category_id: 1, subcategory_id: 999_999 }), 400, 'subcategory_not_found');
      for (const body of [
        { name: 'Z', price: -1, category_id: 1 },
        { name: 'Z', price: 10.005, category_id: 1 },
        { name: 'Z', price: 10, category_id: 1, quantity: -2 },
        { name: 'Z', price: '10', category_id: 1 },
        { name: 'Z', price: 10, category_id: 1, image_url: 'data:text/html,<script>' },
        { price: 10, category_id: 1 },
      ]) {
        expectRefusal(await office.call('POST', '/api/admin/products', body), 400, 'validation_failed');
      }
      expectRefusal(await office.call('PATCH', '/api/admin/products/999999', { name: 'Ghost' }), 404, 'product_not_found');
    });
  });

  describe('variants', () => {
    it('adds, edits and deletes variants, keeping the product’s stock the sum of theirs, live in the storefront', async () => {
      const crown = await newProduct({ name: 'Primary zirconia crown', category_id: 3, is_variant: true, quantity: undefined, sku: null });
      expect(crown).toMatchObject({ is_variant: true, quantity: 0 });
      expectRefusal(await office.call('PATCH', `/api/admin/products/${crown.id}`, { quantity: 5 }), 400, 'variant_stock_is_sum');

      const upperRight = await office.ok<VariantJson>('POST', `/api/admin/products/${crown.id}/variants`, { sku: `PZC-UR-4-${crown.id}`, quantity: 6, side: 0, size: '4' });
      expect(upperRight).toMatchObject({ product_id: crown.id, side: 0, side_label: 'Upper Right', size: '4', variable_option: null, only_one_option: false });
      const lowerLeft = await office.ok<VariantJson>('POST', `/api/admin/products/${crown.id}/variants`, { sku: `PZC-LL-5-${crown.id}`, quantity: 4, side: 2, size: '5' });
      expect((await office.ok<ProductJson>('GET', `/api/admin/products/${crown.id}`)).quantity).toBe(10);

      await office.ok('PATCH', `/api/admin/products/${crown.id}/variants/${upperRight.id}`, { quantity: 1 });
      expect((await office.ok<ProductJson>('GET', `/api/admin/products/${crown.id}`)).quantity).toBe(5);
      // The live stock check the storefront makes before adding to the cart.
      const live = await office.server.request({ method: 'GET', url: `/api/product/variant/${crown.id}/0/4/null` });
      expect(live.json()).toMatchObject({ id: upperRight.id, quantity: 1 });

      expect(await office.ok('DELETE', `/api/admin/products/${crown.id}/variants/${lowerLeft.id}`)).toEqual({ id: lowerLeft.id, deleted: true });
      const after = await office.ok<ProductJson>('GET', `/api/admin/products/${crown.id}`);
      expect(after.quantity).toBe(1);
      expect(after.variants.map((variant) => variant.id)).toEqual([upperRight.id]);
      const storefront = (await office.server.request({ method: 'GET', url: `/api/product/${crown.id}` })).json() as { quantity: number; variant_products: Array<{ id: number }> };
      expect(storefront.quantity).toBe(1);
      expect(storefront.variant_products.map((variant) => variant.id)).toEqual([upperRight.id]);

      const entries = await office.audit(4);
      expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([
        ['delete', 'variant'],
        ['update', 'variant'],
        ['create', 'variant'],
        ['create', 'variant'],
      ]);

      expectRefusal(
        await office.call('PATCH', `/api/admin/products/${crown.id}`, { is_variant: false }),
        409,
        'product_has_variants',
        '"Primary zirconia crown" still has 1 variant; delete them before turning variants off.',
      );
    });

    it('takes option-only and size-only variants and refuses other mixes, duplicates and plain products', async () => {
      const kit = await newProduct({ name: 'Crown form kit', category_id: 3, is_variant: true, quantity: undefined });
      const option = await office.ok<VariantJson>('POST', `/api/admin/products/${kit.id}/variants`, { sku: `CFK-ET-${kit.id}`, quantity: 2, variable_option: 0 });
      expect(option).toMatchObject({ variable_option: 0, option_label: 'Extrathin', only_one_option: true, side: null, size: null });
      const sized = await office.ok<VariantJson>('POST', `/api/admin/products/${kit.id}/variants`, { sku: `CFK-S3-${kit.id}`, quantity: 2, size: '3' });
      expect(sized).toMatchObject({ size: '3', only_one_option: false });

      expectRefusal(await office.call('POST', `/api/admin/products/${kit.id}/variants`, { sku: `CFK-X-${kit.id}`, quantity: 1, side: 1 }), 400, 'invalid_variant', AdminVariantKind);
      expectRefusal(await office.call('POST', `/api/admin/products/${kit.id}/variants`, { sku: `CFK-Y-${kit.id}`, quantity: 1, size: '3', variable_option: 1 }), 400, 'invalid_variant');
      expectRefusal(await office.call('POST', `/api/admin/products/${kit.id}/variants`, { sku: `CFK-ET-${kit.id}`, quantity: 1, variable_option: 1 }), 409, 'sku_taken');
      expectRefusal(await office.call('POST', `/api/admin/products/${kit.id}/variants`, { sku: 'CFK-Z', quantity: 1, side: 9, size: '3' }), 400, 'validation_failed');

      const plain = await newProduct({ name: 'Prophy paste' });
      expectRefusal(
        await office.call('POST', `/api/admin/products/${plain.id}/variants`, { sku: `PP-${plain.id}`, quantity: 1, size: '1' }),
        409,
        'not_a_variant_product',
        '"Prophy paste" is not a product with variants; mark it as having variants first.',
      );
      expectRefusal(await office.call('PATCH', `/api/admin/products/${plain.id}/variants/${option.id}`, { quantity: 1 }), 404, 'variant_not_found');
      expect(await office.server.db.select().from(productVariants).where(eq(productVariants.productId, plain.id))).toEqual([]);
    });
  });

  describe('the specifications in Arabic, row by row beside the English', () => {
    const ARABIC = { 'accept-language': 'ar' };
    const specifications = [
      { name: 'Shade', value: 'A2' },
      { name: 'Syringe', value: '4 g' },
      { name: 'Pieces', value: '12' },
    ];

    it('stores the Arabic rows in their places, blank halves kept and blank rows at the end dropped, and the storefront shows them to a reader of Arabic', async () => {
      const created = await newProduct({
        specifications,
        specifications_ar: [
          { name: ' اللون ', value: 'A2' },
          { name: 'السرنجة', value: '' },
          { name: '', value: '' },
        ],
      });
      const stored = [
        { name: 'اللون', value: 'A2' },
        { name: 'السرنجة', value: '' },
      ];
      expect(created).toMatchObject({ specifications, specifications_ar: stored });
      expect(await office.ok('GET', `/api/admin/products/${created.id}`)).toMatchObject({ specifications_ar: stored });
      const listed = await office.ok<Page<{ id: number; specifications_ar: unknown }>>('GET', `/api/admin/products?search=${created.sku}`);
      expect(listed.items).toMatchObject([{ id: created.id, specifications_ar: stored }]);

      const arabic = (await office.server.request({ method: 'GET', url: `/api/product/${created.id}`, headers: ARABIC })).json() as { specifications: unknown };
      expect(arabic.specifications).toEqual([
        { name: 'اللون', value: 'A2' },
        { name: 'السرنجة', value: '4 g' },
        { name: 'Pieces', value: '12' },
      ]);
      const english = (await office.server.request({ method: 'GET', url: `/api/product/${created.id}` })).json() as { specifications: unknown };
      expect(english.specifications).toEqual(specifications);
    });

    it('keeps the Arabic rows when a change leaves them out, replaces them when given, and clears them when empty, blank or null', async () => {
      const created = await newProduct({ specifications, specifications_ar: [{ name: 'اللون', value: 'A2' }] });
      expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { price: 1_300 })).toMatchObject({ specifications_ar: [{ name: 'اللون', value: 'A2' }] });
      // The English rows alone may change; the Arabic ones beside them stay.
      expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { specifications: [{ name: 'Colour', value: 'A3' }] })).toMatchObject({ specifications_ar: [{ name: 'اللون', value: 'A2' }] });
      for (const none of [[], null, [{ name: ' ', value: '' }]]) {
        await office.ok('PATCH', `/api/admin/products/${created.id}`, { specifications_ar: [{ name: 'اللون', value: 'A3' }] });
        expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { specifications_ar: none })).toMatchObject({ specifications_ar: null });
      }
      expect(await newProduct()).toMatchObject({ specifications_ar: null });
    });

    it('refuses Arabic rows that are not a list of rows, too long, too many, or more than the English rows, with a 400 that names the field, and changes nothing', async () => {
      const created = await newProduct({ specifications: [{ name: 'Shade', value: 'A2' }], specifications_ar: [{ name: 'اللون', value: 'A2' }] });
      for (const value of [
        'اللون: A2',
        { name: 'اللون', value: 'A2' },
        [{ name: 'اللون' }],
        [{ name: 'ل'.repeat(201), value: '' }],
        [{ name: '', value: 'ق'.repeat(1_001) }],
        Array.from({ length: 51 }, () => ({ name: 'اللون', value: 'A2' })),
      ]) {
        expectRefusal(await office.call('PATCH', `/api/admin/products/${created.id}`, { specifications_ar: value, price: 1 }), 400, 'validation_failed', /specifications_ar/);
        expectRefusal(await office.call('POST', '/api/admin/products', { name: 'Unsaved', price: 1, quantity: 1, category_id: 1, specifications_ar: value }), 400, 'validation_failed', /specifications_ar/);
      }
      const twoRows = [
        { name: 'اللون', value: 'A2' },
        { name: 'السرنجة', value: '٤ جم' },
      ];
      expectRefusal(await office.call('PATCH', `/api/admin/products/${created.id}`, { specifications_ar: twoRows, price: 1 }), 400, 'arabic_specifications_unpaired', /more rows than the English/);
      expectRefusal(await office.call('POST', '/api/admin/products', { name: 'Unsaved', price: 1, quantity: 1, category_id: 1, specifications_ar: twoRows }), 400, 'arabic_specifications_unpaired');
      expect(await office.ok('GET', `/api/admin/products/${created.id}`)).toMatchObject({ price: 1_250.5, specifications_ar: [{ name: 'اللون', value: 'A2' }] });
      const refusedInArabic = await office.server.request({ method: 'PATCH', url: `/api/admin/products/${created.id}`, token: office.admin.token, headers: ARABIC, body: { specifications_ar: twoRows } });
      expect((refusedInArabic.json() as { message: string }).message).toMatch(/المواصفات بالعربية/);
      expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { specifications: specifications.slice(0, 2), specifications_ar: twoRows })).toMatchObject({ specifications_ar: twoRows });
    });
  });

  describe('CSV export', () => {
    it('exports the filtered products, each followed by its variants, with formulas made harmless', async () => {
      const tag = `CSV${Date.now()}`;
      const plain = await newProduct({ name: `=HYPERLINK("http://evil") ${tag}`, sku: `${tag}-P`, price: 99.5, discount_fee: 0, quantity: 7 });
      const crown = await newProduct({ name: `${tag} crown`, sku: `${tag}-C`, category_id: 3, is_variant: true, quantity: undefined, price: 450 });
      const variant = await office.ok<VariantJson>('POST', `/api/admin/products/${crown.id}/variants`, { sku: `${tag}-C-UR-4`, quantity: 3, side: 0, size: '4' });

      const lines = csvLines(await office.call('GET', `/api/admin/products/export?search=${tag}`));
      expect(lines[0]).toBe('Type,Product ID,Variant ID,Name,SKU,Price (EGP),Discount (EGP),Category,Subcategory,Stock,Active,Has Variants,Side,Size,Option');
      const crownLine = `Product,${crown.id},,${tag} crown,${tag}-C,450.00,50.50,NuSmile,,3,Yes,Yes,,,`;
      expect(new Set(lines.slice(1))).toEqual(
        new Set([
          `Product,${plain.id},,"'=HYPERLINK(""http://evil"") ${tag}",${tag}-P,99.50,0.00,Premier Dental Products,,7,Yes,No,,,`,
          crownLine,
          `Variant,${crown.id},${variant.id},${tag} crown – Upper Right 4,${tag}-C-UR-4,450.00,50.50,NuSmile,,3,Yes,Yes,Upper Right,4,`,
        ]),
      );
      expect(lines[lines.indexOf(crownLine) + 1]).toMatch(/^Variant,/);
      expect(csvLines(await office.call('GET', `/api/admin/products/export?search=${tag}&category_id=1`))).toHaveLength(2);
    });
  });
});

const AdminVariantKind = 'A variant has a side and a size, a size only, or an option only.';
