import * as z from 'zod/mini';
import { piastersFromPounds } from '@tiara/domain/money';
import type { Product, Review, Subcategory } from '../../../application/catalog/Product';
import type { Variant } from '@tiara/domain/variant-selector';

// zod/mini: these schemas load with the home page (Best Sellers), so they must stay small.

/** Pounds on the wire, piasters inside; zod rejects Infinity and NaN on its own. */
const money = z.pipe(z.number().check(z.gte(0)), z.transform(piastersFromPounds));
const count = z.int();
const optionalText = z.optional(z.nullable(z.string()));

export const variantSchema: z.ZodMiniType<Variant> = z.pipe(
  z.object({
    id: count,
    sku: z.string(),
    quantity: count,
    side: z.optional(z.nullable(count)),
    size: optionalText,
    variable_option: z.optional(z.nullable(count)),
    only_one_option: z.optional(z.boolean()),
  }),
  z.transform((wire) => ({
    id: wire.id,
    sku: wire.sku,
    quantity: wire.quantity,
    side: wire.side ?? null,
    size: wire.size ?? null,
    option: wire.variable_option ?? null,
    onlyOneOption: wire.only_one_option ?? false,
  })),
);

const reviewSchema: z.ZodMiniType<Review> = z.object({
  id: count,
  rating: z.number().check(z.gte(1), z.lte(5)),
  user: z.string(),
  date: z.string(),
  comment: z.string(),
});

/** SPEC §3 Product on the wire: pounds, camelCase for the fields the old API pinned, snake_case for the rest. */
export const productSchema: z.ZodMiniType<Product> = z.pipe(
  z.object({
    id: count,
    name: z.string(),
    other_name: z.optional(z.nullable(z.string())),
    price: money,
    discount_fee: z.optional(money),
    description: z.optional(z.string()),
    features: z.optional(z.array(z.string())),
    specifications: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
    logoUrl: optionalText,
    categoryId: count,
    categoryName: z.optional(z.string()),
    subcategory_id: z.optional(z.nullable(count)),
    sku: optionalText,
    brand: optionalText,
    quantity: count,
    isVariant: z.optional(z.boolean()),
    isActive: z.optional(z.boolean()),
    reviews_count: z.optional(count),
    average_rating: z.optional(z.nullable(z.number())),
    variant_products: z.optional(z.nullable(z.array(variantSchema))),
    reviews: z.optional(z.array(reviewSchema)),
  }),
  z.transform((wire) => ({
    id: wire.id,
    name: wire.name,
    otherName: wire.other_name ?? null,
    price: wire.price,
    discount: Math.min(wire.discount_fee ?? 0, wire.price),
    description: wire.description ?? '',
    features: wire.features ?? [],
    specifications: wire.specifications ?? [],
    imageUrl: wire.logoUrl ?? '',
    categoryId: wire.categoryId,
    categoryName: wire.categoryName ?? '',
    subcategoryId: wire.subcategory_id ?? null,
    sku: wire.sku ?? null,
    brand: wire.brand ?? null,
    quantity: wire.quantity,
    isVariant: wire.isVariant ?? false,
    isActive: wire.isActive ?? true,
    reviewsCount: wire.reviews_count ?? wire.reviews?.length ?? 0,
    averageRating: wire.average_rating ?? null,
    variants: wire.variant_products ?? [],
    reviews: wire.reviews ?? [],
  })),
);

export const productListSchema = z.array(productSchema);

export const subcategorySchema: z.ZodMiniType<Subcategory> = z.pipe(
  z.object({ id: count, category_id: z.optional(count), name: z.string(), logo_url: optionalText, is_active: z.optional(z.boolean()) }),
  z.transform((wire) => ({ id: wire.id, categoryId: wire.category_id ?? 0, name: wire.name, logoUrl: wire.logo_url ?? '', isActive: wire.is_active ?? true })),
);

export const subcategoryListSchema = z.array(subcategorySchema);

export const variantStockSchema = z.pipe(
  z.object({ quantity: count }),
  z.transform((wire) => wire.quantity),
);
