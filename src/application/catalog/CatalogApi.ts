import type { ServiceIdentifier } from 'inversify';
import type { VariantSelection } from '@tiara/domain/variant-selector';
import type { ApiResult } from '../shared/ApiResult';
import type { CatalogCategory, Product, Subcategory } from './Product';

/** The catalogue calls of SPEC §7. */
export interface CatalogApi {
  products(): Promise<ApiResult<Product[]>>;
  product(id: number): Promise<ApiResult<Product>>;
  /** The category the product list shows: its name as the backend gives it. */
  category(categoryId: number): Promise<ApiResult<CatalogCategory>>;
  categoryProducts(categoryId: number): Promise<ApiResult<Product[]>>;
  subcategories(categoryId: number): Promise<ApiResult<Subcategory[]>>;
  /** The live stock of the variant matching the selection, re-read before adding to the cart. */
  variantStock(productId: number, selection: VariantSelection): Promise<ApiResult<number>>;
}

export const CatalogApi: ServiceIdentifier<CatalogApi> = Symbol('CatalogApi');
