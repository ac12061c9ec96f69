import type {
  AdminCatalogApi,
  AdminCategory,
  AdminProduct,
  AdminProductDetail,
  AdminVariant,
  ProductFields,
  ProductFilter,
  Subcategory,
  SubcategoryFields,
  SubcategoryFilter,
  VariantFields,
} from '../../../../src/application/admin/AdminCatalogApi';
import type { AdminPage, Deleted, PageRequest } from '../../../../src/application/admin/AdminPage';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { ALL_CATEGORIES_ID, CATEGORIES } from '@tiara/domain/catalog-query';
import { poundsFromPiasters } from '@tiara/domain/money';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { variantNamesEn } from '../../../../src/locales/shared/en/variantNamesEn';
import { csvOf } from './csvOf';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** A product as the fake keeps it: its fields, its own stock (for a product with variants, theirs summed on reading) and its variants. */
export interface StoredProduct extends Omit<ProductFields, 'quantity'> {
  readonly id: number;
  readonly quantity: number;
  readonly variants: readonly AdminVariant[];
}

export interface StoredSubcategory extends SubcategoryFields {
  readonly id: number;
}

/** An active product of `id` without variants, 10 EGP with 5 in stock in Premier Dental Products, unless `fields` say otherwise. */
export function catalogProduct(id: number, fields: Partial<Omit<StoredProduct, 'id'>> = {}): StoredProduct {
  return {
    id,
    name: `Product ${id}`,
    description: '',
    nameAr: null,
    descriptionAr: null,
    featuresAr: null,
    features: [],
    specifications: [],
    specificationsAr: null,
    price: 1_000,
    discountFee: 0,
    quantity: 5,
    sku: null,
    brand: null,
    categoryId: 1,
    subcategoryId: null,
    isVariant: false,
    isActive: true,
    imageUrl: '',
    variants: [],
    ...fields,
  };
}

/** SPEC §3's fixed categories, without All Categories. */
const SHOP_CATEGORIES = new Map<number, string>(CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => [category.id, category.name]));

const rejected = (code: string, message: string) => refusal(400, code, message);
const productNotFound = (id: number) => refusal(404, 'product_not_found', serverAdminMessagesEn.productNotFound(id));
const subcategoryNotFound = (id: number) => refusal(404, 'subcategory_not_found', serverAdminMessagesEn.subcategoryNotFound(id));
const nextId = (ids: Iterable<number>) => Math.max(0, ...ids) + 1;

/**
 * The back office's catalogue in memory, kept by the server's rules and worded as it words them:
 * the fixed categories (`categoryNames`, SPEC §3's by default) counting what they hold,
 * subcategories (deleted only once empty), products with a SKU no other product or variant
 * uses, and their variants, whose stock a product with variants holds summed. Lists are
 * searched by name and ordered as the server orders them; an export is a CSV of the matching
 * products and their variants. Every new subcategory is kept as sent.
 */
export class FakeAdminCatalogApi extends FakeApi implements AdminCatalogApi {
  readonly productRows = new Map<number, StoredProduct>();
  readonly subcategoryRows = new Map<number, StoredSubcategory>();
  readonly newSubcategories: SubcategoryFields[] = [];

  constructor(public categoryNames: ReadonlyMap<number, string> = SHOP_CATEGORIES) {
    super();
  }

  categories(): Promise<ApiResult<readonly AdminCategory[]>> {
    return this.respond('categories', 'categories', () =>
      ok(
        [...this.categoryNames].map(([id, name]) => ({
          id,
          name,
          productCount: [...this.productRows.values()].filter((product) => product.categoryId === id).length,
          subcategoryCount: [...this.subcategoryRows.values()].filter((row) => row.categoryId === id).length,
        })),
      ),
    );
  }

  subcategories(filter: SubcategoryFilter, page: PageRequest): Promise<ApiResult<AdminPage<Subcategory>>> {
    return this.respond('subcategories', 'subcategories', () => {
      const rows = [...this.subcategoryRows.values()]
        .filter((row) => (filter.categoryId === null || row.categoryId === filter.categoryId) && matchesSearch(filter.search, row.name, row.nameAr))
        .sort((a, b) => a.categoryId - b.categoryId || a.name.localeCompare(b.name) || a.id - b.id);
      return ok(pageOf(rows.map((row) => this.subcategoryOf(row)), page));
    });
  }

  subcategory(id: number): Promise<ApiResult<Subcategory>> {
    return this.respond('subcategory', `subcategory ${id}`, () => {
      const row = this.subcategoryRows.get(id);
      return row ? ok(this.subcategoryOf(row)) : fail(subcategoryNotFound(id));
    });
  }

  createSubcategory(fields: SubcategoryFields): Promise<ApiResult<Subcategory>> {
    this.newSubcategories.push(fields);
    return this.respond('createSubcategory', `createSubcategory ${fields.name}`, () => {
      if (!this.categoryNames.has(fields.categoryId)) return fail(rejected('unknown_category', serverAdminMessagesEn.unknownCategory(fields.categoryId)));
      const row = { ...fields, id: nextId(this.subcategoryRows.keys()) };
      this.subcategoryRows.set(row.id, row);
      return ok(this.subcategoryOf(row));
    });
  }

  updateSubcategory(id: number, fields: Partial<SubcategoryFields>): Promise<ApiResult<Subcategory>> {
    return this.respond('updateSubcategory', `updateSubcategory ${id}`, () => {
      const row = this.subcategoryRows.get(id);
      if (!row) return fail(subcategoryNotFound(id));
      const updated = { ...row, ...definedFields(fields) };
      this.subcategoryRows.set(id, updated);
      // Its products move with it to another category, where the storefront looks for them.
      for (const product of this.productRows.values()) if (product.subcategoryId === id) this.productRows.set(product.id, { ...product, categoryId: updated.categoryId });
      return ok(this.subcategoryOf(updated));
    });
  }

  deleteSubcategory(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('deleteSubcategory', `deleteSubcategory ${id}`, () => {
      const row = this.subcategoryRows.get(id);
      if (!row) return fail(subcategoryNotFound(id));
      const held = this.productsIn(id);
      if (held > 0) return fail(refusal(409, 'subcategory_not_empty', serverAdminMessagesEn.subcategoryHoldsProducts(row.name, held)));
      this.subcategoryRows.delete(id);
      return ok({ id });
    });
  }

  products(filter: ProductFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminProduct>>> {
    return this.respond('products', 'products', () => ok(pageOf(this.matching(filter).map((product) => this.detailOf(product)), page)));
  }

  product(id: number): Promise<ApiResult<AdminProductDetail>> {
    return this.respond('product', `product ${id}`, () => {
      const product = this.productRows.get(id);
      return product ? ok(this.detailOf(product)) : fail(productNotFound(id));
    });
  }

  createProduct(fields: ProductFields): Promise<ApiResult<AdminProductDetail>> {
    return this.respond('createProduct', `createProduct ${fields.name}`, () => {
      if (fields.isVariant && fields.quantity !== null) return fail(rejected('variant_stock_is_sum', serverAdminMessagesEn.variantStockIsSum));
      const product: StoredProduct = { ...fields, id: nextId(this.productRows.keys()), quantity: fields.quantity ?? 0, variants: [] };
      const refused = this.productRefusal(product, true);
      if (refused) return fail(refused);
      this.productRows.set(product.id, product);
      return ok(this.detailOf(product));
    });
  }

  updateProduct(id: number, fields: Partial<ProductFields>): Promise<ApiResult<AdminProductDetail>> {
    return this.respond('updateProduct', `updateProduct ${id}`, () => {
      const current = this.productRows.get(id);
      if (!current) return fail(productNotFound(id));
      const { quantity, ...changes } = definedFields(fields);
      // A new category without a subcategory of its own leaves the old one behind.
      const leavesSubcategory = changes.categoryId !== undefined && changes.categoryId !== current.categoryId && changes.subcategoryId === undefined;
      const merged: StoredProduct = { ...current, ...changes, ...(leavesSubcategory ? { subcategoryId: null } : {}) };
      const refused = this.productRefusal(merged, changes.specificationsAr !== undefined);
      if (refused) return fail(refused);
      if (merged.isVariant && quantity !== undefined) return fail(rejected('variant_stock_is_sum', serverAdminMessagesEn.variantStockIsSum));
      if (current.isVariant && !merged.isVariant && current.variants.length > 0) return fail(refusal(409, 'product_has_variants', serverAdminMessagesEn.productHasVariants(current.name, current.variants.length)));
      const updated = { ...merged, quantity: merged.isVariant ? 0 : (quantity ?? current.quantity) };
      this.productRows.set(id, updated);
      return ok(this.detailOf(updated));
    });
  }

  deleteProduct(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('deleteProduct', `deleteProduct ${id}`, () => (this.productRows.delete(id) ? ok({ id }) : fail(productNotFound(id))));
  }

  exportProductsCsv(filter: ProductFilter): Promise<ApiResult<string>> {
    return this.respond('exportProductsCsv', 'exportProductsCsv', () =>
      ok(
        csvOf(
          ['Type', 'Product ID', 'Variant ID', 'Name', 'SKU', 'Price (EGP)', 'Stock'],
          this.matching(filter).flatMap((stored) => {
            const product = this.detailOf(stored);
            return [
              ['Product', product.id, null, product.name, product.sku, poundsFromPiasters(product.price).toFixed(2), product.quantity],
              ...product.variants.map((variant) => ['Variant', product.id, variant.id, product.name, variant.sku, null, variant.quantity]),
            ];
          }),
        ),
      ),
    );
  }

  addVariant(productId: number, fields: VariantFields): Promise<ApiResult<AdminVariant>> {
    return this.respond('addVariant', `addVariant ${productId} ${fields.sku}`, () => {
      const product = this.productRows.get(productId);
      if (!product) return fail(productNotFound(productId));
      if (!product.isVariant) return fail(refusal(409, 'not_a_variant_product', serverAdminMessagesEn.notAVariantProduct(product.name)));
      const variant = variantOf(fields, nextId([...this.productRows.values()].flatMap((candidate) => candidate.variants.map(({ id }) => id))));
      const refused = this.variantRefusal(variant);
      if (refused) return fail(refused);
      this.productRows.set(productId, { ...product, variants: [...product.variants, variant] });
      return ok(variant);
    });
  }

  updateVariant(productId: number, variantId: number, fields: VariantFields): Promise<ApiResult<AdminVariant>> {
    return this.respond('updateVariant', `updateVariant ${productId}/${variantId}`, () => {
      const product = this.productRows.get(productId);
      if (!product) return fail(productNotFound(productId));
      if (!product.variants.some((variant) => variant.id === variantId)) return fail(variantNotFound(variantId));
      const variant = variantOf(fields, variantId);
      const refused = this.variantRefusal(variant);
      if (refused) return fail(refused);
      this.productRows.set(productId, { ...product, variants: product.variants.map((candidate) => (candidate.id === variantId ? variant : candidate)) });
      return ok(variant);
    });
  }

  deleteVariant(productId: number, variantId: number): Promise<ApiResult<Deleted>> {
    return this.respond('deleteVariant', `deleteVariant ${productId}/${variantId}`, () => {
      const product = this.productRows.get(productId);
      if (!product) return fail(productNotFound(productId));
      if (!product.variants.some((variant) => variant.id === variantId)) return fail(variantNotFound(variantId));
      this.productRows.set(productId, { ...product, variants: product.variants.filter((variant) => variant.id !== variantId) });
      return ok({ id: variantId });
    });
  }

  private matching(filter: ProductFilter): StoredProduct[] {
    return [...this.productRows.values()]
      .filter((product) => (filter.categoryId === null || product.categoryId === filter.categoryId) && matchesSearch(filter.search, product.name, product.nameAr, product.sku))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  private productsIn(subcategoryId: number): number {
    return [...this.productRows.values()].filter((product) => product.subcategoryId === subcategoryId).length;
  }

  private subcategoryOf(row: StoredSubcategory): Subcategory {
    return { ...row, categoryName: this.categoryNames.get(row.categoryId) ?? '', productCount: this.productsIn(row.id) };
  }

  private detailOf(product: StoredProduct): AdminProductDetail {
    return {
      ...product,
      quantity: product.isVariant ? product.variants.reduce((sum, variant) => sum + variant.quantity, 0) : product.quantity,
      categoryName: this.categoryNames.get(product.categoryId) ?? '',
      subcategoryName: product.subcategoryId === null ? null : (this.subcategoryRows.get(product.subcategoryId)?.name ?? null),
      variantCount: product.variants.length,
    };
  }

  /** The rules a product's fields must meet together, whichever of them changed; the Arabic specifications' rows are counted when they are written. */
  private productRefusal(product: StoredProduct, arabicSpecificationsWritten: boolean): ApiFailure | null {
    if (!this.categoryNames.has(product.categoryId)) return rejected('unknown_category', serverAdminMessagesEn.unknownCategory(product.categoryId));
    if (product.discountFee > product.price) return rejected('discount_above_price', serverAdminMessagesEn.discountAbovePrice);
    if (arabicSpecificationsWritten && product.specificationsAr !== null && product.specificationsAr.length > product.specifications.length) {
      return rejected('arabic_specifications_unpaired', serverAdminMessagesEn.arabicSpecificationsUnpaired);
    }
    if (product.subcategoryId !== null) {
      const subcategory = this.subcategoryRows.get(product.subcategoryId);
      if (!subcategory) return rejected('subcategory_not_found', serverAdminMessagesEn.subcategoryNotFound(product.subcategoryId));
      if (subcategory.categoryId !== product.categoryId) return rejected('subcategory_outside_category', serverAdminMessagesEn.subcategoryOutsideCategory(product.subcategoryId, product.categoryId));
    }
    if (product.sku !== null && this.skuUsed(product.sku, { productId: product.id })) return refusal(409, 'sku_taken', serverAdminMessagesEn.skuTaken(product.sku));
    return null;
  }

  /** A variant has a side and a size, a size only, or an option only, and a SKU of its own. */
  private variantRefusal(variant: AdminVariant): ApiFailure | null {
    const hasSize = variant.size !== null;
    const hasOption = variant.variableOption !== null;
    if (!((hasSize && !hasOption) || (hasOption && variant.side === null && !hasSize))) return rejected('invalid_variant', serverAdminMessagesEn.variantKind);
    if (this.skuUsed(variant.sku, { variantId: variant.id })) return refusal(409, 'sku_taken', serverAdminMessagesEn.skuTaken(variant.sku));
    return null;
  }

  /** A SKU names one thing in the shop, a product or a variant; `except` is the one being edited. */
  private skuUsed(sku: string, except: { readonly productId?: number; readonly variantId?: number }): boolean {
    return [...this.productRows.values()].some(
      (product) => (product.sku === sku && product.id !== except.productId) || product.variants.some((variant) => variant.sku === sku && variant.id !== except.variantId),
    );
  }
}

const variantNotFound = (id: number) => refusal(404, 'variant_not_found', serverAdminMessagesEn.variantNotFound(id));

/** A variant as the server answers it, its side and option named. */
const variantOf = (fields: VariantFields, id: number): AdminVariant => ({
  ...fields,
  id,
  sideLabel: fields.side === null ? null : variantNamesEn.side(fields.side),
  optionLabel: fields.variableOption === null ? null : variantNamesEn.option(fields.variableOption),
});

/** The fields a change sends: those left out are not changed. */
function definedFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
