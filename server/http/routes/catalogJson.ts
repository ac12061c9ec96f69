import * as z from 'zod/mini';
import { z as classic } from 'zod';
import { ProductDetailJson, ProductJson, ProductPageJson, type ReviewJson, type SubcategoryJson, type VariantJson } from '@tiara/contract/catalogJson';
import { PER_PAGE_OPTIONS, SORT_OPTIONS, isPerPageOption } from '@tiara/domain/catalog-query';
import { type Language, shownText } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { CatalogProduct, CatalogReview, CatalogSubcategory, CatalogVariant } from '../../application/catalog/CatalogProduct';
import { documented } from '../documented';
import { idParam, LARGEST_ID } from '../schemas';

/** What the API document says of a product's fields beyond SPEC §3. */
const productWords = {
  other_name:
    "The product's name in the shop's other language (Arabic for a reader of English, English for a reader of Arabic), which a search in either finds; null where there is none",
  brand: 'The maker or product line the storefront filters by; null where none is given',
};

export const productJson = documented(ProductJson, productWords);
export const productDetailJson = documented(ProductDetailJson, productWords);
export const productPageJson = z.extend(
  documented(ProductPageJson, {
    showing_results_for:
      'Present only when no product matches the search as typed and the items are the closest to it instead (best first in the default order): the search as the catalogue spells it, such as "gloves" for "glovs"',
  }),
  { items: z.array(productJson) },
);
export const productListJson = z.array(productJson);
export const productListResponse = z.union([productListJson, productPageJson]);

/*
 * The parameters below are made fresh for each use: the OpenAPI conversion drops a schema instance
 * met twice in one route.
 */

/** Digits only: no sign, no exponent, no hex, no blank (which z.coerce would read as 0). */
const wholeNumber = () =>
  classic
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(classic.number().int().max(LARGEST_ID));

/** A variant lookup part the client did not use arrives as the text 'null'. */
const unusedPart = () => classic.literal('null').transform(() => null);

const pageQuery = {
  search: classic.string().max(200).optional(),
  sort: classic.enum(SORT_OPTIONS).optional(),
  page: wholeNumber().pipe(classic.number().min(1)).optional(),
  perPage: wholeNumber().refine(isPerPageOption, `perPage must be one of ${PER_PAGE_OPTIONS.join(', ')}`).optional(),
};
export const productListQuery = classic.object({ category: wholeNumber().optional(), ...pageQuery });
export const categoryProductsQuery = classic.object(pageQuery);
/** A list call's search, sort and paging. */
export type PageQuery = classic.infer<typeof categoryProductsQuery>;

export const categoryParams = classic.object({ id: wholeNumber() });

export const productParams = classic.object({ id: idParam });

export const variantLookupParams = classic.object({
  productId: idParam,
  side: classic.union([unusedPart(), wholeNumber()]),
  size: classic.union([unusedPart(), classic.string().min(1).max(50)]),
  option: classic.union([unusedPart(), wholeNumber()]),
});

export function variantToJson(variant: CatalogVariant): VariantJson {
  return {
    id: variant.id,
    sku: variant.sku,
    quantity: variant.quantity,
    side: variant.side,
    size: variant.size,
    variable_option: variant.variableOption,
    only_one_option: variant.onlyOneOption,
  };
}

export function reviewToJson(review: CatalogReview): ReviewJson {
  return { id: review.id, rating: review.rating, user: review.userName, date: review.date.toISOString(), comment: review.comment };
}

/** A product as every list answers it; its variants only when it is a variant product. */
export function productToJson(product: CatalogProduct, variants: readonly CatalogVariant[] | undefined): ProductJson {
  return {
    id: product.id,
    name: product.name,
    other_name: product.otherName,
    price: poundsFromPiasters(product.price),
    discount_fee: poundsFromPiasters(product.discount),
    description: product.description,
    features: product.features,
    specifications: product.specifications,
    logoUrl: product.logoUrl,
    categoryId: product.categoryId,
    categoryName: product.categoryName,
    subcategory_id: product.subcategoryId,
    sku: product.sku,
    brand: product.brand,
    quantity: product.quantity,
    isVariant: product.isVariant,
    isActive: product.isActive,
    reviews_count: product.reviewsCount,
    average_rating: product.averageRating,
    variant_products: product.isVariant && variants ? variants.map(variantToJson) : [],
  };
}

export function subcategoryToJson(subcategory: CatalogSubcategory, language: Language): SubcategoryJson {
  return {
    id: subcategory.id,
    category_id: subcategory.categoryId,
    name: shownText(language, subcategory.name, subcategory.nameAr),
    logo_url: subcategory.logoUrl,
    is_active: subcategory.isActive,
  };
}
