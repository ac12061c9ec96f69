import type { CatalogItem } from '@tiara/domain/catalog-query';
import type { Piasters } from '@tiara/domain/money';

/**
 * The storefront's read model of the catalogue (server/adapters/db/CatalogQueries reads it): products,
 * their variants and reviews, and subcategories, with the Arabic texts beside the English ones.
 */
export interface CatalogProduct extends CatalogItem {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** The Arabic texts, null where none is written (the English stands in). */
  readonly nameAr: string | null;
  readonly descriptionAr: string | null;
  readonly featuresAr: string[] | null;
  /** Row by row beside `specifications` (see shownSpecifications). */
  readonly specificationsAr: Array<{ name: string; value: string }> | null;
  /** The name in the other language, which a search also finds: here (English names) the Arabic one. */
  readonly otherName: string | null;
  readonly features: string[];
  readonly specifications: Array<{ name: string; value: string }>;
  readonly logoUrl: string;
  readonly categoryId: number;
  /** From the fixed category list; empty for an id outside it. */
  readonly categoryName: string;
  readonly subcategoryId: number | null;
  readonly sku: string | null;
  readonly brand: string | null;
  readonly price: Piasters;
  readonly discount: Piasters;
  readonly quantity: number;
  readonly isVariant: boolean;
  readonly isActive: boolean;
  readonly reviewsCount: number;
  /** Mean rating to one decimal, null while the product has no review. */
  readonly averageRating: number | null;
}

export interface CatalogVariant {
  readonly id: number;
  readonly productId: number;
  readonly sku: string;
  readonly quantity: number;
  readonly side: number | null;
  readonly size: string | null;
  readonly variableOption: number | null;
  readonly onlyOneOption: boolean;
}

export interface CatalogReview {
  readonly id: number;
  readonly rating: number;
  readonly userName: string;
  readonly date: Date;
  readonly comment: string;
}

export interface CatalogProductDetail {
  readonly product: CatalogProduct;
  readonly variants: CatalogVariant[];
  readonly reviews: CatalogReview[];
}

export interface CatalogSubcategory {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly nameAr: string | null;
  readonly logoUrl: string;
  readonly isActive: boolean;
}
