import { describe, expect, it } from 'vitest';
import type { CatalogApi } from '../../../src/application/catalog/CatalogApi';
import type { Piasters } from '@tiara/domain/money';
import { type VariantSelection, matchVariant } from '@tiara/domain/variant-selector';
import type { Subject } from './support/Subject';

export interface CatalogApiSubject {
  readonly api: CatalogApi;
  /** A product on sale without variants: its list price and discount in piasters, and its category. */
  readonly plain: { readonly id: number; readonly price: Piasters; readonly discount: Piasters; readonly categoryId: number };
  /** A product with variants, a selection naming one of them and that variant's stock. */
  readonly withVariants: { readonly id: number; readonly selection: VariantSelection; readonly stock: number };
  /** A category with product lines, and the name of one of them. */
  readonly lines: { readonly categoryId: number; readonly name: string };
}

/** No product, and no variant of a side and size, has these. */
const UNKNOWN_ID = 987_654;

/** What the storefront relies on from the catalogue calls of SPEC §7. */
export function catalogApiContract(subject: Subject<CatalogApiSubject>): void {
  describe('CatalogApi', () => {
    it('lists the products with their prices in piasters', async () => {
      const { api, plain } = await subject();
      const products = await api.products();
      expect(products.ok && products.value.find((product) => product.id === plain.id)).toMatchObject({ price: plain.price, discount: plain.discount, categoryId: plain.categoryId });
    });

    it('reads a product with its price in piasters, and a variant product with its variants', async () => {
      const { api, plain, withVariants } = await subject();
      expect(await api.product(plain.id)).toMatchObject({ ok: true, value: { id: plain.id, price: plain.price, discount: plain.discount, isVariant: false } });
      const product = await api.product(withVariants.id);
      expect(product).toMatchObject({ ok: true, value: { id: withVariants.id, isVariant: true } });
      expect(product.ok && matchVariant(product.value.variants, withVariants.selection)).toMatchObject({ quantity: withVariants.stock });
    });

    it('answers not-found for a product it does not hold', async () => {
      const { api } = await subject();
      expect(await api.product(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('names a category, and answers not-found for one it does not hold', async () => {
      const { api, plain } = await subject();
      const category = await api.category(plain.categoryId);
      expect(category).toMatchObject({ ok: true, value: { id: plain.categoryId } });
      expect(category.ok && category.value.name.trim()).not.toBe('');
      expect(await api.category(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it("lists a category's products, only that category's", async () => {
      const { api, plain } = await subject();
      const products = await api.categoryProducts(plain.categoryId);
      expect(products.ok && products.value.map((product) => product.id)).toContain(plain.id);
      expect(products.ok && products.value.every((product) => product.categoryId === plain.categoryId)).toBe(true);
    });

    it("lists a category's product lines", async () => {
      const { api, lines } = await subject();
      const subcategories = await api.subcategories(lines.categoryId);
      expect(subcategories.ok && subcategories.value.map((line) => line.name)).toContain(lines.name);
    });

    it("reads a variant's live stock, and answers not-found for a selection that names none", async () => {
      const { api, withVariants } = await subject();
      expect(await api.variantStock(withVariants.id, withVariants.selection)).toEqual({ ok: true, value: withVariants.stock });
      expect(await api.variantStock(withVariants.id, { side: 8, size: String(UNKNOWN_ID), option: null })).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
