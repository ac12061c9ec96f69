import type { CatalogApi } from '../../application/catalog/CatalogApi';
import type { CatalogCategory, Product, Subcategory } from '../../application/catalog/Product';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { VariantSelection } from '@tiara/domain/variant-selector';
import type { HttpClient } from './HttpClient';
import { categorySchema, productListSchema, productSchema, subcategoryListSchema, variantStockSchema } from './schemas/catalogSchemas';

/** The path segment for a selection part the product does not use is the text 'null' (SPEC §7). */
const segment = (value: number | string | null): string => encodeURIComponent(value === null ? 'null' : String(value));

export class HttpCatalogApi implements CatalogApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  products(): Promise<ApiResult<Product[]>> {
    return this.http.get('/api/product', productListSchema);
  }

  product(id: number): Promise<ApiResult<Product>> {
    return this.http.get(`/api/product/${id}`, productSchema);
  }

  category(categoryId: number): Promise<ApiResult<CatalogCategory>> {
    return this.http.get(`/api/category/${categoryId}`, categorySchema);
  }

  categoryProducts(categoryId: number): Promise<ApiResult<Product[]>> {
    return this.http.get(`/api/category/${categoryId}/products`, productListSchema);
  }

  subcategories(categoryId: number): Promise<ApiResult<Subcategory[]>> {
    return this.http.get(`/api/category/${categoryId}/subcategories`, subcategoryListSchema);
  }

  variantStock(productId: number, selection: VariantSelection): Promise<ApiResult<number>> {
    return this.http.get(`/api/product/variant/${productId}/${segment(selection.side)}/${segment(selection.size)}/${segment(selection.option)}`, variantStockSchema);
  }
}
