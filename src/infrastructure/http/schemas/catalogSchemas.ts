import * as z from 'zod/mini';
import { CategoryJson, ProductJson, ReviewJson, SubcategoryJson, VariantJson } from '@tiara/contract/catalogJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { CatalogCategory, Product, Review, Subcategory } from '../../../application/catalog/Product';
import type { Variant } from '@tiara/domain/variant-selector';
import { readWhenPresent } from './readWhenPresent';

// zod/mini: these schemas load with the home page (Best Sellers), so they must stay small (a spread of
// the contract's shape costs the first load fewer bytes than z.extend here).

/** Pounds on the wire, piasters inside; zod rejects Infinity and NaN on its own. */
const money = z.pipe(z.number().check(z.gte(0)), z.transform(piastersFromPounds));
const optionalText = z.optional(z.nullable(z.string()));

/** SPEC §3 "Variant product": a backend must send its id, sku and quantity; the side, size and option are read when present. */
export const variantSchema: z.ZodMiniType<Variant> = z.pipe(
  readWhenPresent(VariantJson.shape, { side: null, size: null, variable_option: null, only_one_option: false }),
  z.transform(({ variable_option, only_one_option, ...wire }) => ({ ...wire, option: variable_option, onlyOneOption: only_one_option })),
);

/** SPEC §3: a rating from 1 to 5, read even when not whole. */
const reviewSchema: z.ZodMiniType<Review> = z.object({ ...ReviewJson.shape, rating: z.number().check(z.gte(1), z.lte(5)) });

/**
 * SPEC §3 Product: a backend must send its id, name, price, category and stock; every other field,
 * SPEC's or this server's, is read when present (a logo may be null, the variants null, the reviews
 * come with the detail call only).
 */
export const productSchema: z.ZodMiniType<Product> = z.pipe(
  readWhenPresent(
    {
      ...ProductJson.shape,
      price: money,
      discount_fee: money,
      logoUrl: optionalText,
      reviews_count: z.optional(ProductJson.shape.reviews_count),
      variant_products: z.optional(z.nullable(z.array(variantSchema))),
      reviews: z.array(reviewSchema),
    },
    {
      other_name: null,
      discount_fee: 0,
      reviews: [],
      description: '',
      features: [],
      specifications: [],
      categoryName: '',
      subcategory_id: null,
      sku: null,
      brand: null,
      isVariant: false,
      isActive: true,
      average_rating: null,
    },
  ),
  z.transform(({ other_name, discount_fee, logoUrl, subcategory_id, reviews_count, average_rating, variant_products, ...wire }) => ({
    ...wire,
    otherName: other_name,
    discount: Math.min(discount_fee, wire.price),
    imageUrl: logoUrl ?? '',
    subcategoryId: subcategory_id,
    reviewsCount: reviews_count ?? wire.reviews.length,
    averageRating: average_rating,
    variants: variant_products ?? [],
  })),
);

export const productListSchema = z.array(productSchema);

/** SPEC §7 GET /api/category/{id}: id and name, all it promises. */
export const categorySchema: z.ZodMiniType<CatalogCategory> = CategoryJson;

/** SPEC §3 Subcategory has no category id; its logo may be missing, and it is active unless it says otherwise. */
export const subcategorySchema: z.ZodMiniType<Subcategory> = z.pipe(
  readWhenPresent({ ...SubcategoryJson.shape, logo_url: optionalText }, { category_id: 0, is_active: true }),
  z.transform(({ category_id, logo_url, is_active, ...wire }) => ({ ...wire, categoryId: category_id, logoUrl: logo_url ?? '', isActive: is_active })),
);

export const subcategoryListSchema = z.array(subcategorySchema);

/** SPEC §7: the variant lookup's quantity is all the storefront reads of it. */
export const variantStockSchema = z.pipe(
  z.object({ quantity: VariantJson.shape.quantity }),
  z.transform((wire) => wire.quantity),
);
