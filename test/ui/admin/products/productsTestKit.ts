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
export function memoryCatalog() {
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

/** /admin/products over a catalogue in memory. */
export function productsPage() {
  const { api, products } = memoryCatalog();
  const clock = new FakeClock();
  const toasts = new ToastPresenter(clock);
  const saved: string[] = [];
  const saver: FileSaver = { save: (fileName) => void saved.push(fileName) };
  return { presenter: new ProductsPresenter(api, toasts, new CsvDownload(saver, clock, toasts)), api, products, toasts, saved };
}

/** Adds a product through the product form: the category is chosen last, as the form asks for its subcategories then. */
export async function addProduct(presenter: ProductsPresenter, change: Parameters<NonNullable<ProductsPresenter['editor']['form']>['changed']>[0], categoryId: string) {
  presenter.editor.addClicked();
  presenter.editor.form?.changed(change);
  await presenter.editor.categoryChosen(categoryId);
  await presenter.editor.saveClicked();
}
