import type { ServiceIdentifier } from 'inversify';
import type { Specification } from '@tiara/domain/bilingual';
import type { SubcategoryFields } from '@tiara/domain/catalog-query';
import type { ApiResult } from '../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from './AdminPage';

/** One of SPEC §3's fixed categories, with what it holds. */
export interface AdminCategory {
  readonly id: number;
  readonly name: string;
  readonly productCount: number;
  readonly subcategoryCount: number;
}

export type { SubcategoryFields } from '@tiara/domain/catalog-query';

export interface Subcategory extends SubcategoryFields {
  readonly id: number;
  readonly categoryName: string;
  readonly productCount: number;
}

export interface SubcategoryFilter {
  readonly search: string;
  readonly categoryId: number | null;
}

export type { Specification } from '@tiara/domain/bilingual';

/** A product as the back office lists it. Money in piasters. */
export interface AdminProduct {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** Null: none written, the storefront shows the English. */
  readonly nameAr: string | null;
  readonly descriptionAr: string | null;
  readonly featuresAr: readonly string[] | null;
  readonly features: readonly string[];
  readonly specifications: readonly Specification[];
  /** Row by row beside `specifications`; null: none written. */
  readonly specificationsAr: readonly Specification[] | null;
  readonly price: number;
  readonly discountFee: number;
  /** Stock; for a product with variants, the sum of theirs. */
  readonly quantity: number;
  readonly sku: string | null;
  /** The maker or product line the storefront filters by; null: none. */
  readonly brand: string | null;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly subcategoryId: number | null;
  readonly subcategoryName: string | null;
  readonly isVariant: boolean;
  readonly isActive: boolean;
  readonly imageUrl: string;
  readonly variantCount: number;
}

export interface AdminVariant {
  readonly id: number;
  readonly sku: string;
  readonly quantity: number;
  readonly side: number | null;
  readonly sideLabel: string | null;
  readonly size: string | null;
  readonly variableOption: number | null;
  readonly optionLabel: string | null;
}

export interface AdminProductDetail extends AdminProduct {
  readonly variants: readonly AdminVariant[];
}

/** Everything the product form edits. Money in piasters. */
export interface ProductFields {
  readonly name: string;
  readonly description: string;
  /** Null: none, the English is shown. */
  readonly nameAr: string | null;
  readonly descriptionAr: string | null;
  readonly featuresAr: readonly string[] | null;
  readonly features: readonly string[];
  readonly specifications: readonly Specification[];
  /** Row by row beside `specifications`, never more rows; null: none, the English is shown. */
  readonly specificationsAr: readonly Specification[] | null;
  readonly price: number;
  readonly discountFee: number;
  /** Null for a product with variants, whose stock is theirs. */
  readonly quantity: number | null;
  readonly sku: string | null;
  readonly brand: string | null;
  readonly categoryId: number;
  readonly subcategoryId: number | null;
  readonly isVariant: boolean;
  readonly isActive: boolean;
  readonly imageUrl: string;
}

export interface VariantFields {
  readonly sku: string;
  readonly quantity: number;
  readonly side: number | null;
  readonly size: string | null;
  readonly variableOption: number | null;
}

export interface ProductFilter {
  readonly search: string;
  readonly categoryId: number | null;
}

/** /api/admin categories, subcategories, products and variants. */
export interface AdminCatalogApi {
  categories(): Promise<ApiResult<readonly AdminCategory[]>>;
  subcategories(filter: SubcategoryFilter, page: PageRequest): Promise<ApiResult<AdminPage<Subcategory>>>;
  subcategory(id: number): Promise<ApiResult<Subcategory>>;
  createSubcategory(fields: SubcategoryFields): Promise<ApiResult<Subcategory>>;
  updateSubcategory(id: number, fields: Partial<SubcategoryFields>): Promise<ApiResult<Subcategory>>;
  deleteSubcategory(id: number): Promise<ApiResult<Deleted>>;

  products(filter: ProductFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminProduct>>>;
  product(id: number): Promise<ApiResult<AdminProductDetail>>;
  createProduct(fields: ProductFields): Promise<ApiResult<AdminProductDetail>>;
  updateProduct(id: number, fields: Partial<ProductFields>): Promise<ApiResult<AdminProductDetail>>;
  deleteProduct(id: number): Promise<ApiResult<Deleted>>;
  exportProductsCsv(filter: ProductFilter): Promise<ApiResult<string>>;

  addVariant(productId: number, fields: VariantFields): Promise<ApiResult<AdminVariant>>;
  updateVariant(productId: number, variantId: number, fields: VariantFields): Promise<ApiResult<AdminVariant>>;
  deleteVariant(productId: number, variantId: number): Promise<ApiResult<Deleted>>;
}

export const AdminCatalogApi: ServiceIdentifier<AdminCatalogApi> = Symbol('AdminCatalogApi');
