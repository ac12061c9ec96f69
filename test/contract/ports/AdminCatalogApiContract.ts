import { describe, expect, it } from 'vitest';
import type { AdminCatalogApi, ProductFields } from '../../../src/application/admin/AdminCatalogApi';
import { ALL_CATEGORIES_ID, CATEGORIES } from '@tiara/domain/catalog-query';
import type { Subject } from './support/Subject';

export interface AdminCatalogApiSubject {
  readonly api: AdminCatalogApi;
  /** A name nothing in the catalogue has yet, starting with `base` (a new one each call). */
  uniqueName(base: string): string;
}

/** No product has this id. */
const UNKNOWN_ID = 987_654;
const NUSMILE = 3;
const firstPage = { page: 1, perPage: 5 };

/** A product of NuSmile's without variants: 450.50 EGP less 50, 12 in stock. */
export const productFields = (name: string, fields: Partial<ProductFields> = {}): ProductFields => ({
  name,
  description: 'Pre-crimped stainless steel crowns.',
  nameAr: null,
  descriptionAr: null,
  featuresAr: null,
  features: ['Pre-crimped'],
  specifications: [{ name: 'Material', value: 'Stainless steel' }],
  specificationsAr: null,
  price: 45_050,
  discountFee: 5_000,
  quantity: 12,
  sku: `SKU-${name.replace(/\W+/g, '-').toUpperCase()}`,
  brand: null,
  categoryId: NUSMILE,
  subcategoryId: null,
  isVariant: false,
  isActive: true,
  imageUrl: '',
  ...fields,
});

/** What the back office's categories and products screens rely on from the catalogue calls. */
export function adminCatalogApiContract(subject: Subject<AdminCatalogApiSubject>): void {
  describe('AdminCatalogApi', () => {
    it("lists SPEC's fixed categories, counting a subcategory added to one", async () => {
      const { api, uniqueName } = await subject();
      const before = await api.categories();
      expect(before.ok && before.value.map(({ id, name }) => ({ id, name }))).toEqual(CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map(({ id, name }) => ({ id, name })));
      const held = before.ok ? before.value.find((category) => category.id === NUSMILE)!.subcategoryCount : 0;
      await api.createSubcategory({ categoryId: NUSMILE, name: uniqueName('Space Maintainers'), nameAr: null, logoUrl: '', isActive: true });
      const after = await api.categories();
      expect(after.ok && after.value.find((category) => category.id === NUSMILE)?.subcategoryCount).toBe(held + 1);
    });

    it("adds a subcategory, listed under its category and found by its name with the page's totals, and reads an edit back", async () => {
      const { api, uniqueName } = await subject();
      const name = uniqueName('Space Maintainers');
      const created = await api.createSubcategory({ categoryId: NUSMILE, name, nameAr: null, logoUrl: '', isActive: true });
      expect(created).toMatchObject({ ok: true, value: { name, categoryId: NUSMILE, categoryName: 'NuSmile', productCount: 0, isActive: true } });
      if (!created.ok) return;
      expect(await api.subcategories({ search: name, categoryId: NUSMILE }, firstPage)).toEqual({ ok: true, value: { items: [created.value], total: 1, page: 1, perPage: 5, pageCount: 1 } });
      expect(await api.subcategories({ search: name, categoryId: 1 }, firstPage)).toMatchObject({ ok: true, value: { items: [], total: 0, pageCount: 0 } });
      expect(await api.updateSubcategory(created.value.id, { nameAr: 'حافظات المسافة', isActive: false })).toMatchObject({ ok: true, value: { name, nameAr: 'حافظات المسافة', isActive: false } });
      expect(await api.subcategories({ search: 'حافظات المسافة', categoryId: null }, firstPage)).toMatchObject({ ok: true, value: { items: [{ id: created.value.id, isActive: false }] } });
    });

    it('reads one subcategory back with its Arabic name, and answers not-found for one it does not hold', async () => {
      const { api, uniqueName } = await subject();
      const created = await api.createSubcategory({ categoryId: NUSMILE, name: uniqueName('Strip Crowns'), nameAr: 'تيجان شريطية', logoUrl: '', isActive: true });
      if (!created.ok) throw new Error(created.error.message);
      expect(await api.subcategory(created.value.id)).toEqual(created);
      expect(await api.subcategory(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('refuses to delete a subcategory holding a product, with a message naming it, and deletes it once empty', async () => {
      const { api, uniqueName } = await subject();
      const name = uniqueName('Stainless Crowns');
      const subcategory = await api.createSubcategory({ categoryId: NUSMILE, name, nameAr: null, logoUrl: '', isActive: true });
      if (!subcategory.ok) throw new Error(subcategory.error.message);
      const product = await api.createProduct(productFields(uniqueName('Crown'), { subcategoryId: subcategory.value.id }));
      if (!product.ok) throw new Error(product.error.message);
      expect(product.value).toMatchObject({ subcategoryId: subcategory.value.id, subcategoryName: name });
      const refused = await api.deleteSubcategory(subcategory.value.id);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(!refused.ok && refused.error.message).toContain(name);
      expect(await api.deleteProduct(product.value.id)).toEqual({ ok: true, value: { id: product.value.id } });
      expect(await api.deleteSubcategory(subcategory.value.id)).toEqual({ ok: true, value: { id: subcategory.value.id } });
      expect(await api.subcategories({ search: name, categoryId: null }, firstPage)).toMatchObject({ ok: true, value: { total: 0 } });
    });

    it('adds a product, read back in piasters and found by its name; another with its SKU is a conflict; an edit is read back', async () => {
      const { api, uniqueName } = await subject();
      const fields = productFields(uniqueName('Crown Kit'));
      const created = await api.createProduct(fields);
      expect(created).toMatchObject({ ok: true, value: { name: fields.name, price: 45_050, discountFee: 5_000, quantity: 12, sku: fields.sku, categoryId: NUSMILE, categoryName: 'NuSmile', isVariant: false, variantCount: 0, variants: [] } });
      if (!created.ok) return;
      expect(await api.product(created.value.id)).toEqual(created);
      expect(await api.products({ search: fields.name, categoryId: NUSMILE }, firstPage)).toMatchObject({ ok: true, value: { items: [{ id: created.value.id, price: 45_050 }], total: 1 } });
      expect(await api.createProduct(productFields(uniqueName('Crown Kit'), { sku: fields.sku }))).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(await api.updateProduct(created.value.id, { price: 50_000, quantity: 7 })).toMatchObject({ ok: true, value: { price: 50_000, quantity: 7, discountFee: 5_000 } });
      expect(await api.product(created.value.id)).toMatchObject({ ok: true, value: { price: 50_000, quantity: 7 } });
    });

    it('keeps every Arabic text beside its English one, the specifications row by row, and a change of one leaves the others', async () => {
      const { api, uniqueName } = await subject();
      const arabic = {
        nameAr: 'طقم تيجان',
        descriptionAr: 'تيجان ستانلس ستيل جاهزة.',
        featuresAr: ['جاهزة التشكيل'],
        specifications: [
          { name: 'Material', value: 'Stainless steel' },
          { name: 'Pieces', value: '12' },
        ],
        specificationsAr: [
          { name: 'الخامة', value: 'ستانلس ستيل' },
          { name: 'عدد القطع', value: '' },
        ],
      };
      const created = await api.createProduct(productFields(uniqueName('Crown Kit'), arabic));
      expect(created).toMatchObject({ ok: true, value: arabic });
      if (!created.ok) return;
      expect(await api.product(created.value.id)).toMatchObject({ ok: true, value: arabic });
      const rows = [
        { name: 'الخامة', value: 'ستانلس ستيل' },
        { name: 'عدد القطع', value: '١٢' },
      ];
      expect(await api.updateProduct(created.value.id, { specificationsAr: rows })).toMatchObject({ ok: true, value: { ...arabic, specificationsAr: rows } });
      expect(await api.updateProduct(created.value.id, { nameAr: null, specificationsAr: null })).toMatchObject({ ok: true, value: { nameAr: null, specificationsAr: null, descriptionAr: arabic.descriptionAr } });
    });

    it('refuses more Arabic specification rows than English ones as invalid, and keeps the product as it was', async () => {
      const { api, uniqueName } = await subject();
      const twoRows = [
        { name: 'الخامة', value: 'ستانلس ستيل' },
        { name: 'اللون', value: 'فضي' },
      ];
      expect(await api.createProduct(productFields(uniqueName('Crown Kit'), { specificationsAr: twoRows }))).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'arabic_specifications_unpaired' } });
      const created = await api.createProduct(productFields(uniqueName('Crown Kit'), { specificationsAr: twoRows.slice(0, 1) }));
      if (!created.ok) throw new Error(created.error.message);
      expect(await api.updateProduct(created.value.id, { specificationsAr: twoRows, price: 1 })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
      expect(await api.product(created.value.id)).toMatchObject({ ok: true, value: { price: 45_050, specificationsAr: twoRows.slice(0, 1) } });
    });

    it('keeps a product with variants at the sum of their stock, as they are added and deleted', async () => {
      const { api, uniqueName } = await subject();
      const name = uniqueName('Crown Set');
      const created = await api.createProduct(productFields(name, { isVariant: true, quantity: null }));
      if (!created.ok) throw new Error(created.error.message);
      expect(created.value).toMatchObject({ isVariant: true, quantity: 0 });
      const sku = created.value.sku ?? '';
      const upper = await api.addVariant(created.value.id, { sku: `${sku}-UR4`, quantity: 12, side: 0, size: '4', variableOption: null });
      expect(upper).toMatchObject({ ok: true, value: { sku: `${sku}-UR4`, quantity: 12, side: 0, size: '4', sideLabel: expect.any(String) } });
      await api.addVariant(created.value.id, { sku: `${sku}-LL5`, quantity: 3, side: 2, size: '5', variableOption: null });
      expect(await api.product(created.value.id)).toMatchObject({ ok: true, value: { quantity: 15, variantCount: 2 } });
      if (upper.ok) expect(await api.deleteVariant(created.value.id, upper.value.id)).toEqual({ ok: true, value: { id: upper.value.id } });
      expect(await api.product(created.value.id)).toMatchObject({ ok: true, value: { quantity: 3, variantCount: 1 } });
    });

    it('refuses a variant for a product without variants as a conflict, and answers not-found for a product it does not hold', async () => {
      const { api, uniqueName } = await subject();
      const plain = await api.createProduct(productFields(uniqueName('Etch Gel')));
      if (!plain.ok) throw new Error(plain.error.message);
      expect(await api.addVariant(plain.value.id, { sku: `${plain.value.sku}-V`, quantity: 1, side: null, size: '4', variableOption: null })).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(await api.product(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.deleteProduct(plain.value.id)).toEqual({ ok: true, value: { id: plain.value.id } });
      expect(await api.product(plain.value.id)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('exports the products the filter matches as CSV text, a header line first', async () => {
      const { api, uniqueName } = await subject();
      const name = uniqueName('Bulk Fill');
      await api.createProduct(productFields(name));
      const csv = await api.exportProductsCsv({ search: name, categoryId: null });
      if (!csv.ok) throw new Error(csv.error.message);
      const [header, ...rows] = csv.value.split('\r\n');
      expect(header).toContain('Name');
      expect(rows.filter((row) => row.includes(name))).toHaveLength(1);
    });
  });
}
