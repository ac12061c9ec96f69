import { z } from 'zod';
import { piastersFromPounds } from '../../../domain/money';
import type { Product, Review, Subcategory } from '../../../application/catalog/Product';
import type { Variant } from '../../../domain/variant-selector';

const money = z.number().finite().min(0).transform(piastersFromPounds);
const count = z.number().int();

export const variantSchema: z.ZodType<Variant> = z
  .object({
    id: count,
    sku: z.string(),
    quantity: count,
    side: count.nullable().optional(),
    size: z.string().nullable().optional(),
    variable_option: count.nullable().optional(),
    only_one_option: z.boolean().optional(),
  })
  .transform((wire) => ({
    id: wire.id,
    sku: wire.sku,
    quantity: wire.quantity,
    side: wire.side ?? null,
    size: wire.size ?? null,
    option: wire.variable_option ?? null,
    onlyOneOption: wire.only_one_option ?? false,
  }));

const reviewSchema: z.ZodType<Review> = z.object({
  id: count,
  rating: z.number().min(1).max(5),
  user: z.string(),
  date: z.string(),
  comment: z.string(),
});

/** SPEC §3 Product on the wire: pounds, camelCase for the fields the old API pinned, snake_case for the rest. */
export const productSchema: z.ZodType<Product> = z
  .object({
    id: count,
    name: z.string(),
    price: money,
    discount_fee: money.optional(),
    description: z.string().optional(),
    features: z.array(z.string()).optional(),
    specifications: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    logoUrl: z.string().nullable().optional(),
    categoryId: count,
    categoryName: z.string().optional(),
    subcategory_id: count.nullable().optional(),
    sku: z.string().nullable().optional(),
    quantity: count,
    isVariant: z.boolean().optional(),
    isActive: z.boolean().optional(),
    reviews_count: count.optional(),
    average_rating: z.number().nullable().optional(),
    variant_products: z.array(variantSchema).nullable().optional(),
    reviews: z.array(reviewSchema).optional(),
  })
  .transform((wire) => ({
    id: wire.id,
    name: wire.name,
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
    quantity: wire.quantity,
    isVariant: wire.isVariant ?? false,
    isActive: wire.isActive ?? true,
    reviewsCount: wire.reviews_count ?? wire.reviews?.length ?? 0,
    averageRating: wire.average_rating ?? null,
    variants: wire.variant_products ?? [],
    reviews: wire.reviews ?? [],
  }));

export const subcategorySchema: z.ZodType<Subcategory> = z
  .object({ id: count, category_id: count.optional(), name: z.string(), logo_url: z.string().nullable().optional(), is_active: z.boolean().optional() })
  .transform((wire) => ({ id: wire.id, categoryId: wire.category_id ?? 0, name: wire.name, logoUrl: wire.logo_url ?? '', isActive: wire.is_active ?? true }));

export const variantStockSchema = z.object({ quantity: count }).transform((wire) => wire.quantity);
