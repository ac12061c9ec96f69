import type { CatalogApi } from '../../../../src/application/catalog/CatalogApi';
import type { CatalogCategory, Product, Subcategory } from '../../../../src/application/catalog/Product';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { type VariantSelection, matchVariant } from '@tiara/domain/variant-selector';
import { categoryNamesEn } from '../../../../src/locales/shared/en/categoryNamesEn';
import { recordedProducts } from '../recordedCatalogue';
import { FakeApi, refusal } from './FakeApi';

export const productNotFound = refusal(404, 'product_not_found', 'Product not found');
export const variantNotFound = refusal(404, 'variant_not_found', 'Variant not found');
export const categoryNotFound = refusal(404, 'category_not_found', 'Category not found');

/**
 * The catalogue in memory, the recorded demo shop by default: products filtered by category like
 * the server's, a product's details (from `details` where the detail call answers more than the
 * list), a variant's live stock from its product (or from `variantStocks`, the stock now where it
 * changed since the page was read). Every call is logged by its path.
 */
export class FakeCatalogApi extends FakeApi implements CatalogApi {
  readonly calls: string[] = [];
  variantStocks = new Map<string, number>();
  readonly categoryNames = new Map<number, string>(Object.entries(categoryNamesEn).map(([id, name]) => [Number(id), name]));

  constructor(
    public catalogue: Product[] = recordedProducts(),
    public subcategoryLists = new Map<number, Subcategory[]>(),
    public details = new Map<number, Product>(),
  ) {
    super();
  }

  products(): Promise<ApiResult<Product[]>> {
    return this.respond('products', '/api/product', () => ok(this.catalogue));
  }

  /** SPEC §3's fixed categories by their English names, or those the test set in `categoryNames`. */
  category(categoryId: number): Promise<ApiResult<CatalogCategory>> {
    return this.respond('category', `/api/category/${categoryId}`, () => {
      const name = this.categoryNames.get(categoryId);
      return name === undefined ? fail(categoryNotFound) : ok({ id: categoryId, name });
    });
  }

  categoryProducts(categoryId: number): Promise<ApiResult<Product[]>> {
    return this.respond('categoryProducts', `/api/category/${categoryId}/products`, () => ok(this.catalogue.filter((product) => product.categoryId === categoryId)));
  }

  subcategories(categoryId: number): Promise<ApiResult<Subcategory[]>> {
    return this.respond('subcategories', `/api/category/${categoryId}/subcategories`, () => ok(this.subcategoryLists.get(categoryId) ?? []));
  }

  product(id: number): Promise<ApiResult<Product>> {
    return this.respond('product', `/api/product/${id}`, () => {
      const product = this.find(id);
      return product ? ok(product) : fail(productNotFound);
    });
  }

  variantStock(productId: number, selection: VariantSelection): Promise<ApiResult<number>> {
    const path = FakeCatalogApi.variantPath(productId, selection);
    return this.respond('variantStock', path, () => {
      const changed = this.variantStocks.get(path);
      if (changed !== undefined) return ok(changed);
      const variant = matchVariant(this.find(productId)?.variants ?? [], selection);
      return variant ? ok(variant.quantity) : fail(variantNotFound);
    });
  }

  static variantPath(productId: number, selection: VariantSelection): string {
    return `/api/product/variant/${productId}/${selection.side}/${selection.size}/${selection.option}`;
  }

  private find(id: number): Product | undefined {
    return this.details.get(id) ?? this.catalogue.find((candidate) => candidate.id === id);
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
