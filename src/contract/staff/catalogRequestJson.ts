import * as z from 'zod/mini';
import { ALL_CATEGORIES_ID, CATEGORIES } from '@tiara/domain/catalog-query';
import { OPTIONS, SIDES } from '@tiara/domain/variant-selector';
import { withFields } from '../withFields';
import { IdJson } from '../boundsJson';
import { arabicList, arabicText, imageUrl, pounds, requiredText, trimmedText } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson, WholeNumberQueryJson } from './listQueryJson';

/*
 * What the back office sends of its catalogue: subcategories, products and variants, and the
 * lists' filters. Prices in pounds. Apart from the answers: the back office only types what it
 * sends, so these rules never reach the browser.
 */

const SHOP_CATEGORY_IDS: readonly number[] = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => category.id);
const CATEGORY_CHOICES = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID)
  .map((category) => `${category.id} ${category.name}`)
  .join(', ');

/** One of the fixed categories of SPEC §3 (All Categories is a filter, not a place for products). */
export const shopCategoryId = () => z.int().check(z.refine((id) => SHOP_CATEGORY_IDS.includes(id), `must be one of the categories: ${CATEGORY_CHOICES}`));

/** The most stock a product or variant may hold. */
export const MAX_STOCK = 1_000_000;

/** What may change of a subcategory (PATCH: any of them). */
export const SubcategoryFieldsJson = z.object({
  category_id: shopCategoryId(),
  name: requiredText(200),
  name_ar: arabicText(200),
  logo_url: imageUrl(),
  is_active: z.boolean(),
});
export type SubcategoryFieldsJson = z.input<typeof SubcategoryFieldsJson>;

/** The body of POST /api/admin/subcategories. */
export const NewSubcategoryJson = withFields(SubcategoryFieldsJson, { logo_url: z._default(imageUrl(), ''), is_active: z._default(z.boolean(), true) });
export type NewSubcategoryJson = z.input<typeof NewSubcategoryJson>;

export const SubcategoryQueryJson = z.object({ category_id: z.optional(WholeNumberQueryJson), search: z.optional(SearchQueryJson) });
export type SubcategoryQueryJson = z.infer<typeof SubcategoryQueryJson>;

const stock = () => z.int().check(z.gte(0), z.lte(MAX_STOCK));
const features = () => z.array(trimmedText(500)).check(z.maxLength(50));
const MOST_SPECIFICATIONS = 50;
const specifications = () => z.array(z.object({ name: requiredText(200), value: trimmedText(1_000) })).check(z.maxLength(MOST_SPECIFICATIONS));
/**
 * The Arabic of the specifications, row by row beside the English ones: a half left blank shows its
 * English. Absent from a change keeps what is stored; empty, null or only blank rows mean none is written.
 */
const arabicSpecifications = () => z.optional(z.nullable(z.array(z.object({ name: trimmedText(200), value: trimmedText(1_000) })).check(z.maxLength(MOST_SPECIFICATIONS))));

/**
 * What may change of a product (PATCH: any of them). A blank SKU or brand is none; `quantity` is
 * not for a product with variants, whose stock is theirs.
 */
export const ProductFieldsJson = z.object({
  name: requiredText(200),
  description: trimmedText(5_000),
  name_ar: arabicText(200),
  description_ar: arabicText(5_000),
  features_ar: arabicList(500, 50),
  features: features(),
  specifications: specifications(),
  specifications_ar: arabicSpecifications(),
  price: pounds(),
  discount_fee: pounds(),
  quantity: stock(),
  sku: z.nullable(trimmedText(100)),
  brand: z.nullable(trimmedText(100)),
  category_id: shopCategoryId(),
  subcategory_id: z.nullable(IdJson),
  is_variant: z.boolean(),
  is_active: z.boolean(),
  image_url: imageUrl(),
});
export type ProductFieldsJson = z.input<typeof ProductFieldsJson>;

/** The body of POST /api/admin/products: a product with variants gets its stock from them. */
export const NewProductJson = withFields(ProductFieldsJson, {
  description: z._default(trimmedText(5_000), ''),
  features: z._default(features(), []),
  specifications: z._default(specifications(), []),
  discount_fee: z._default(pounds(), 0),
  quantity: z.optional(stock()),
  sku: z.optional(z.nullable(trimmedText(100))),
  brand: z.optional(z.nullable(trimmedText(100))),
  subcategory_id: z.optional(z.nullable(IdJson)),
  is_variant: z._default(z.boolean(), false),
  is_active: z._default(z.boolean(), true),
  image_url: z._default(imageUrl(), ''),
});
export type NewProductJson = z.input<typeof NewProductJson>;

/** A variant: side and size, size only, or option only; `side` and `variable_option` are the numbers of SPEC §3. */
export const VariantFieldsJson = z.object({
  sku: requiredText(100),
  quantity: stock(),
  side: z.nullable(z.int().check(z.gte(0), z.lte(SIDES.length - 1))),
  size: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
  variable_option: z.nullable(z.int().check(z.gte(0), z.lte(OPTIONS.length - 1))),
});
export type VariantFieldsJson = z.input<typeof VariantFieldsJson>;

/** The body of POST /api/admin/products/{id}/variants: what it has not is null. */
export const NewVariantJson = withFields(VariantFieldsJson, {
  side: z._default(VariantFieldsJson.shape.side, null),
  size: z._default(VariantFieldsJson.shape.size, null),
  variable_option: z._default(VariantFieldsJson.shape.variable_option, null),
});
export type NewVariantJson = z.input<typeof NewVariantJson>;

export const ProductQueryJson = z.object({
  search: z.optional(SearchQueryJson),
  category_id: z.optional(WholeNumberQueryJson),
  subcategory_id: z.optional(WholeNumberQueryJson),
  is_active: z.optional(FlagQueryJson),
});
export type ProductQueryJson = z.infer<typeof ProductQueryJson>;
