import * as z from 'zod/mini';
import { withFields } from './withFields';

/**
 * The catalogue on the wire (SPEC §3 Product, Review, Variant product, Subcategory; SPEC §7
 * /api/product, /api/category): money in pounds, camelCase for the fields SPEC writes that way,
 * snake_case for the rest.
 */

/** One variant of a variant product: the side and size, size, or option it is, and its live stock. */
export const VariantJson = z.object({
  id: z.int(),
  sku: z.string(),
  quantity: z.int(),
  side: z.nullable(z.int()),
  size: z.nullable(z.string()),
  variable_option: z.nullable(z.int()),
  only_one_option: z.boolean(),
});
export type VariantJson = z.infer<typeof VariantJson>;

export const ReviewJson = z.object({ id: z.int(), rating: z.int(), user: z.string(), date: z.string(), comment: z.string() });
export type ReviewJson = z.infer<typeof ReviewJson>;

/** A product as every list answers it. */
export const ProductJson = z.object({
  id: z.int(),
  name: z.string(),
  other_name: z.nullable(z.string()),
  price: z.number(),
  discount_fee: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  logoUrl: z.string(),
  categoryId: z.int(),
  categoryName: z.string(),
  subcategory_id: z.nullable(z.int()),
  sku: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  quantity: z.int(),
  isVariant: z.boolean(),
  isActive: z.boolean(),
  reviews_count: z.int(),
  average_rating: z.nullable(z.number()),
  variant_products: z.array(VariantJson),
});
export type ProductJson = z.infer<typeof ProductJson>;

/** GET /api/product/{id}: the product with its reviews, newest first. */
export const ProductDetailJson = withFields(ProductJson, { reviews: z.array(ReviewJson) });
export type ProductDetailJson = z.infer<typeof ProductDetailJson>;

/** One page of products, when a list call names a search, sort, page or page size. */
export const ProductPageJson = z.object({
  items: z.array(ProductJson),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
  page_count: z.int(),
  from: z.int(),
  to: z.int(),
  /** Only when nothing matched the search as typed and the items are the closest to it instead: what was searched for. */
  showing_results_for: z.optional(z.string()),
});
export type ProductPageJson = z.infer<typeof ProductPageJson>;

/** GET /api/category/{id}. */
export const CategoryJson = z.object({ id: z.int(), name: z.string() });
export type CategoryJson = z.infer<typeof CategoryJson>;

export const SubcategoryJson = z.object({ id: z.int(), category_id: z.int(), name: z.string(), logo_url: z.string(), is_active: z.boolean() });
export type SubcategoryJson = z.infer<typeof SubcategoryJson>;
