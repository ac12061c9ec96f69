import { describe, expect, it } from 'vitest';
import type { AdminCatalogApi, AdminProduct, AdminProductDetail, AdminVariant, ProductFields, VariantFields } from '../../../../src/application/admin/AdminCatalogApi';
import type { FileSaver } from '../../../../src/application/admin/FileSaver';
import { ok } from '@tiara/domain/result';
import { variantNamesEn } from '../../../../src/locales/shared/en/variantNamesEn';
import { ProductsPresenter } from '../../../../src/ui/admin/products/ProductsPresenter';
import { CsvDownload } from '../../../../src/ui/admin/shared/CsvDownload';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { failure } from '../shared/adminFakes';

/** A catalogue in memory that keeps a variant product's stock as the sum of its variants', as the server does. */
function memoryCatalog() {
  const products = new Map<number, AdminProductDetail>();
  let nextId = 1;
  const detailOf = (fields: ProductFields, id: number, variants: AdminVariant[]): AdminProductDetail => ({
    ...fields,
    id,
    quantity: fields.isVariant ? variants.reduce((sum, variant) => sum + variant.quantity, 0) : (fields.quantity ?? 0),
    categoryName: 'NuSmile',
    subcategoryName: null,
    variantCount: variants.length,
    variants,
  });
  const variantOf = (fields: VariantFields, id: number): AdminVariant => ({
    ...fields,
    id,
    sideLabel: fields.side === null ? null : variantNamesEn.side(fields.side),
    optionLabel: null,
  });
  const api: AdminCatalogApi = {
    categories: async () => ok([]),
    subcategories: async (_filter, page) => ok({ items: [], total: 0, page: page.page, perPage: page.perPage, pageCount: 0 }),
    createSubcategory: async () => failure(400, 'unused'),
    updateSubcategory: async () => failure(400, 'unused'),
    deleteSubcategory: async () => failure(400, 'unused'),
    products: async (filter, page) => {
      const items: AdminProduct[] = [...products.values()].filter((product) => product.name.includes(filter.search.trim()));
      return ok({ items, total: items.length, page: page.page, perPage: page.perPage, pageCount: 1 });
    },
    product: async (id) => {
      const product = products.get(id);
      return product ? ok(product) : failure(404, `Product ${id} was not found.`, 'not-found');
    },
    createProduct: async (fields) => {
      if ([...products.values()].some((product) => product.sku !== null && product.sku === fields.sku)) return failure(409, `SKU ${fields.sku} is already used.`, 'conflict');
      const product = detailOf(fields, nextId++, []);
      products.set(product.id, product);
      return ok(product);
    },
    updateProduct: async () => failure(400, 'unused'),
    deleteProduct: async (id) => (products.delete(id) ? ok({ id }) : failure(404, 'gone', 'not-found')),
    exportProductsCsv: async () => ok('csv'),
    addVariant: async (productId, fields) => {
      const product = products.get(productId);
      if (!product) return failure(404, 'gone', 'not-found');
      const variant = variantOf(fields, nextId++);
      products.set(productId, detailOf(product, productId, [...product.variants, variant]));
      return ok(variant);
    },
    updateVariant: async () => failure(400, 'unused'),
    deleteVariant: async (productId, variantId) => {
      const product = products.get(productId);
      if (!product) return failure(404, 'gone', 'not-found');
      products.set(productId, detailOf(product, productId, product.variants.filter((variant) => variant.id !== variantId)));
      return ok({ id: variantId });
    },
  };
  return { api, products };
}

function productsPage() {
  const { api, products } = memoryCatalog();
  const clock = new FakeClock();
  const toasts = new ToastPresenter(clock);
  const saver: FileSaver = { save: () => undefined };
  return { presenter: new ProductsPresenter(api, toasts, new CsvDownload(saver, clock, toasts)), products, toasts };
}

describe('ProductsPresenter', () => {
  it('adds a product with variants, opens its variants, and its stock follows theirs', async () => {
    const { presenter, toasts } = productsPage();
    await presenter.opened();
    presenter.addClicked();
    presenter.form?.changed({ name: 'Crown kit', price: '450', isVariant: true });
    await presenter.formCategoryChosen('3');
    await presenter.saveClicked();
    expect(presenter.form).toBeNull();
    expect(presenter.variantsOf?.name).toBe('Crown kit');

    presenter.addVariantClicked();
    presenter.variantForm?.changed({ sku: 'SSC-UR-4', quantity: '12', side: 0, size: '4' });
    await presenter.saveVariantClicked();
    presenter.addVariantClicked();
    expect(presenter.variantForm?.type).toBe('side-size');
    presenter.variantForm?.changed({ sku: 'SSC-LL-5', quantity: '3', side: 2, size: '5' });
    await presenter.saveVariantClicked();
    expect(presenter.variantsOf?.variants.map((variant) => variant.sku)).toEqual(['SSC-UR-4', 'SSC-LL-5']);
    expect(presenter.list.items[0]?.quantity).toBe(15);
    expect(toasts.toasts.at(-1)?.message).toBe('Variant added.');

    const variant = presenter.variantsOf?.variants[0];
    if (!variant) throw new Error('no variant');
    presenter.deleteVariantClicked(variant);
    expect(presenter.confirmation.pending?.message).toBe('Delete the variant “Crown kit – Upper Right 4”? Its stock leaves the product.');
    await presenter.confirmation.confirmed();
    expect(presenter.list.items[0]?.quantity).toBe(3);
  });

  it("keeps the form open with the server's message when the server refuses", async () => {
    const { presenter } = productsPage();
    for (const name of ['First', 'Second']) {
      presenter.addClicked();
      presenter.form?.changed({ name, price: '10', sku: 'DUP-1', stock: '4' });
      await presenter.formCategoryChosen('1');
      await presenter.saveClicked();
    }
    expect(presenter.form?.name).toBe('Second');
    expect(presenter.formError).toBe('SKU DUP-1 is already used.');
  });

  it('deletes a product only once confirmed', async () => {
    const { presenter, products } = productsPage();
    presenter.addClicked();
    presenter.form?.changed({ name: 'Etch gel', price: '195', stock: '40' });
    await presenter.formCategoryChosen('1');
    await presenter.saveClicked();
    const product = presenter.list.items[0];
    if (!product) throw new Error('no product');
    presenter.deleteClicked(product);
    presenter.confirmation.cancelled();
    expect(products.size).toBe(1);
    presenter.deleteClicked(product);
    await presenter.confirmation.confirmed();
    expect(products.size).toBe(0);
    expect(presenter.list.items).toEqual([]);
  });
});
