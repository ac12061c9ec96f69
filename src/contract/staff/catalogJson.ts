import * as z from 'zod/mini';
import { withFields } from '../withFields';

/** The back office's catalogue as it answers: the fixed categories, subcategories, products and their variants. Prices in pounds. */

/** A category with what it holds. */
export const AdminCategoryJson = z.object({ id: z.int(), name: z.string(), product_count: z.int(), subcategory_count: z.int() });
export type AdminCategoryJson = z.infer<typeof AdminCategoryJson>;

export const AdminSubcategoryJson = z.object({
  id: z.int(),
  category_id: z.int(),
  category_name: z.string(),
  name: z.string(),
  name_ar: z.nullable(z.string()),
  logo_url: z.string(),
  is_active: z.boolean(),
  product_count: z.int(),
});
export type AdminSubcategoryJson = z.infer<typeof AdminSubcategoryJson>;

export const AdminVariantJson = z.object({
  id: z.int(),
  product_id: z.int(),
  sku: z.string(),
  quantity: z.int(),
  side: z.nullable(z.int()),
  side_label: z.nullable(z.string()),
  size: z.nullable(z.string()),
  variable_option: z.nullable(z.int()),
  option_label: z.nullable(z.string()),
  only_one_option: z.boolean(),
});
export type AdminVariantJson = z.infer<typeof AdminVariantJson>;

export const SpecificationJson = z.object({ name: z.string(), value: z.string() });
export type SpecificationJson = z.infer<typeof SpecificationJson>;

/** A product as the back office lists it; `quantity` is the sum of its variants' for a product with variants. */
export const AdminProductJson = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  name_ar: z.nullable(z.string()),
  description_ar: z.nullable(z.string()),
  features_ar: z.nullable(z.array(z.string())),
  features: z.array(z.string()),
  specifications: z.array(SpecificationJson),
  /** Row by row beside `specifications`; null: none written. */
  specifications_ar: z.nullable(z.array(SpecificationJson)),
  price: z.number(),
  discount_fee: z.number(),
  quantity: z.int(),
  sku: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  category_id: z.int(),
  category_name: z.string(),
  subcategory_id: z.nullable(z.int()),
  subcategory_name: z.nullable(z.string()),
  is_variant: z.boolean(),
  is_active: z.boolean(),
  image_url: z.string(),
  variant_count: z.int(),
  reviews_count: z.int(),
  created_at: z.string(),
});
export type AdminProductJson = z.infer<typeof AdminProductJson>;

export const AdminProductDetailJson = withFields(AdminProductJson, { variants: z.array(AdminVariantJson) });
export type AdminProductDetailJson = z.infer<typeof AdminProductDetailJson>;
