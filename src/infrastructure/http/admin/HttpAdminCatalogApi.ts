import * as z from 'zod/mini';
import { AdminCategoryJson, AdminProductDetailJson, AdminProductJson, AdminSubcategoryJson, AdminVariantJson } from '@tiara/contract/staff/catalogJson';
import type { ProductFieldsJson, ProductQueryJson, SubcategoryFieldsJson, SubcategoryQueryJson, VariantFieldsJson } from '@tiara/contract/staff/catalogRequestJson';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
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
} from '../../../application/admin/AdminCatalogApi';
import type { AdminPage, Deleted, PageRequest } from '../../../application/admin/AdminPage';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { type BodyOf, csvSchema, deletedSchema, pageSchema, queryOf } from './adminWireSchemas';

const categorySchema: z.ZodMiniType<AdminCategory> = z.pipe(
  AdminCategoryJson,
  z.transform((wire) => ({ id: wire.id, name: wire.name, productCount: wire.product_count, subcategoryCount: wire.subcategory_count })),
);

const subcategorySchema: z.ZodMiniType<Subcategory> = z.pipe(
  AdminSubcategoryJson,
  z.transform((wire) => ({
    id: wire.id,
    categoryId: wire.category_id,
    categoryName: wire.category_name,
    name: wire.name,
    nameAr: wire.name_ar,
    logoUrl: wire.logo_url,
    isActive: wire.is_active,
    productCount: wire.product_count,
  })),
);

const variantOf = (wire: AdminVariantJson): AdminVariant => ({
  id: wire.id,
  sku: wire.sku,
  quantity: wire.quantity,
  side: wire.side,
  sideLabel: wire.side_label,
  size: wire.size,
  variableOption: wire.variable_option,
  optionLabel: wire.option_label,
});

const variantSchema: z.ZodMiniType<AdminVariant> = z.pipe(AdminVariantJson, z.transform(variantOf));

const productOf = (wire: AdminProductJson): AdminProduct => ({
  id: wire.id,
  name: wire.name,
  description: wire.description,
  nameAr: wire.name_ar,
  descriptionAr: wire.description_ar,
  featuresAr: wire.features_ar,
  features: wire.features,
  specifications: wire.specifications,
  specificationsAr: wire.specifications_ar,
  price: piastersFromPounds(wire.price),
  discountFee: piastersFromPounds(wire.discount_fee),
  quantity: wire.quantity,
  sku: wire.sku,
  brand: wire.brand,
  categoryId: wire.category_id,
  categoryName: wire.category_name,
  subcategoryId: wire.subcategory_id,
  subcategoryName: wire.subcategory_name,
  isVariant: wire.is_variant,
  isActive: wire.is_active,
  imageUrl: wire.image_url,
  variantCount: wire.variant_count,
});

const productSchema: z.ZodMiniType<AdminProduct> = z.pipe(AdminProductJson, z.transform(productOf));
const productDetailSchema: z.ZodMiniType<AdminProductDetail> = z.pipe(
  AdminProductDetailJson,
  z.transform((wire) => ({ ...productOf(wire), variants: wire.variants.map(variantOf) })),
);

const subcategoryPageSchema = pageSchema(subcategorySchema);
const productPageSchema = pageSchema(productSchema);

/** The fields a subcategory's form sends; a change sends only those it holds, a new one all of them. */
function subcategoryBody(fields: Partial<SubcategoryFields>): Partial<SubcategoryFieldsJson> {
  return { category_id: fields.categoryId, name: fields.name, name_ar: fields.nameAr, logo_url: fields.logoUrl, is_active: fields.isActive };
}

/** The fields a product's form sends, in pounds; a change sends only those it holds, a new one all of them. */
function productBody(fields: Partial<ProductFields>): BodyOf<Partial<ProductFieldsJson>> {
  return {
    name: fields.name,
    description: fields.description,
    name_ar: fields.nameAr,
    description_ar: fields.descriptionAr,
    features_ar: fields.featuresAr,
    features: fields.features,
    specifications: fields.specifications,
    specifications_ar: fields.specificationsAr,
    price: fields.price === undefined ? undefined : poundsFromPiasters(fields.price),
    discount_fee: fields.discountFee === undefined ? undefined : poundsFromPiasters(fields.discountFee),
    // A product with variants has no stock of its own: the field is left out, not sent as null.
    quantity: fields.quantity ?? undefined,
    sku: fields.sku,
    brand: fields.brand,
    category_id: fields.categoryId,
    subcategory_id: fields.subcategoryId,
    is_variant: fields.isVariant,
    is_active: fields.isActive,
    image_url: fields.imageUrl,
  };
}

function variantBody(fields: VariantFields): VariantFieldsJson {
  return { sku: fields.sku, quantity: fields.quantity, side: fields.side, size: fields.size, variable_option: fields.variableOption };
}

const productFilterQuery = (filter: ProductFilter) => ({ search: filter.search.trim(), category_id: filter.categoryId });

/** /api/admin categories, subcategories, products and variants over the staff-token client. */
export class HttpAdminCatalogApi implements AdminCatalogApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  categories(): Promise<ApiResult<readonly AdminCategory[]>> {
    return this.http.get('/api/admin/categories', z.array(categorySchema));
  }

  subcategories(filter: SubcategoryFilter, page: PageRequest): Promise<ApiResult<AdminPage<Subcategory>>> {
    const query = queryOf<SubcategoryQueryJson & PageQueryJson>({ search: filter.search.trim(), category_id: filter.categoryId, page: page.page, per_page: page.perPage });
    return this.http.get(`/api/admin/subcategories${query}`, subcategoryPageSchema);
  }

  subcategory(id: number): Promise<ApiResult<Subcategory>> {
    return this.http.get(`/api/admin/subcategories/${id}`, subcategorySchema);
  }

  createSubcategory(fields: SubcategoryFields): Promise<ApiResult<Subcategory>> {
    return this.http.send({ method: 'POST', path: '/api/admin/subcategories', body: subcategoryBody(fields), schema: subcategorySchema });
  }

  updateSubcategory(id: number, fields: Partial<SubcategoryFields>): Promise<ApiResult<Subcategory>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/subcategories/${id}`, body: subcategoryBody(fields), schema: subcategorySchema });
  }

  deleteSubcategory(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/subcategories/${id}`, schema: deletedSchema });
  }

  products(filter: ProductFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminProduct>>> {
    return this.http.get(`/api/admin/products${queryOf<ProductQueryJson & PageQueryJson>({ ...productFilterQuery(filter), page: page.page, per_page: page.perPage })}`, productPageSchema);
  }

  product(id: number): Promise<ApiResult<AdminProductDetail>> {
    return this.http.get(`/api/admin/products/${id}`, productDetailSchema);
  }

  createProduct(fields: ProductFields): Promise<ApiResult<AdminProductDetail>> {
    return this.http.send({ method: 'POST', path: '/api/admin/products', body: productBody(fields), schema: productDetailSchema });
  }

  updateProduct(id: number, fields: Partial<ProductFields>): Promise<ApiResult<AdminProductDetail>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/products/${id}`, body: productBody(fields), schema: productDetailSchema });
  }

  deleteProduct(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/products/${id}`, schema: deletedSchema });
  }

  exportProductsCsv(filter: ProductFilter): Promise<ApiResult<string>> {
    return this.http.get(`/api/admin/products/export${queryOf<ProductQueryJson>(productFilterQuery(filter))}`, csvSchema);
  }

  addVariant(productId: number, fields: VariantFields): Promise<ApiResult<AdminVariant>> {
    return this.http.send({ method: 'POST', path: `/api/admin/products/${productId}/variants`, body: variantBody(fields), schema: variantSchema });
  }

  updateVariant(productId: number, variantId: number, fields: VariantFields): Promise<ApiResult<AdminVariant>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/products/${productId}/variants/${variantId}`, body: variantBody(fields), schema: variantSchema });
  }

  deleteVariant(productId: number, variantId: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/products/${productId}/variants/${variantId}`, schema: deletedSchema });
  }
}
