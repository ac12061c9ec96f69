import type { Piasters } from '@tiara/domain/money';
import type { Variant } from '@tiara/domain/variant-selector';

export interface Specification {
  readonly name: string;
  readonly value: string;
}

export interface Review {
  readonly id: number;
  readonly rating: number;
  readonly user: string;
  readonly date: string;
  readonly comment: string;
}

/** A product as the storefront shows it; money in piasters, converted from the API's pounds at the edge. */
export interface Product {
  readonly id: number;
  readonly name: string;
  /** The name in the shop's other language, which a search finds too; null where there is none (or the backend sends none). */
  readonly otherName: string | null;
  /** The list price. */
  readonly price: Piasters;
  /** SPEC's discount_fee: taken off the list price. */
  readonly discount: Piasters;
  readonly description: string;
  readonly features: readonly string[];
  readonly specifications: readonly Specification[];
  readonly imageUrl: string;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly subcategoryId: number | null;
  readonly sku: string | null;
  /** The maker or product line the list filters by; null where none is given (or the backend sends none). */
  readonly brand: string | null;
  readonly quantity: number;
  readonly isVariant: boolean;
  readonly isActive: boolean;
  readonly reviewsCount: number;
  readonly averageRating: number | null;
  readonly variants: readonly Variant[];
  /** Present on the detail call only. */
  readonly reviews: readonly Review[];
}

/** SPEC §7 GET /api/category/{id}: one of the categories, named by the backend. */
export interface CatalogCategory {
  readonly id: number;
  readonly name: string;
}

export interface Subcategory {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly logoUrl: string;
  readonly isActive: boolean;
}
