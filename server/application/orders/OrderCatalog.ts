import type { Piasters } from '@tiara/domain/money';
import type { PromoCode } from '@tiara/domain/promo';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';

export interface PricedProduct {
  readonly id: number;
  readonly name: string;
  /** Null where the product has no Arabic name. */
  readonly nameAr: string | null;
  readonly price: Piasters;
  readonly discount: Piasters;
  readonly isVariant: boolean;
  readonly image: string;
}

export interface PricedVariant {
  readonly id: number;
  readonly productId: number;
  readonly sku: string;
  /** What the order line's name says of it, null where the variant has none. */
  readonly side: number | null;
  readonly size: string | null;
  readonly option: number | null;
}

export interface PricedPlan {
  readonly id: number;
  readonly name: string;
  readonly nameAr: string | null;
  readonly price: Piasters;
}

export interface PricedTraining {
  readonly id: number;
  readonly title: string;
  readonly titleAr: string | null;
  readonly image: string;
  readonly packages: ReadonlyArray<{ readonly id: number; readonly name: string; readonly nameAr: string | null; readonly price: Piasters }>;
}

/** What an order's price depends on: the cart's catalogue ids, its promo and its customer. */
export interface PricingRequest {
  readonly productIds: readonly number[];
  readonly skus: readonly string[];
  readonly planIds: readonly number[];
  readonly trainingIds: readonly number[];
  readonly promoCodeId: number | null;
  readonly userId: number | null;
}

export interface PricingFacts {
  /** The active products among the ids. */
  readonly products: readonly PricedProduct[];
  readonly variants: readonly PricedVariant[];
  /** The active AI plans among the ids. */
  readonly plans: readonly PricedPlan[];
  /** The active trainings among the ids, with their packages. */
  readonly trainings: readonly PricedTraining[];
  readonly shippingFees: readonly ShippingFeeRecord[];
  readonly promo: PromoCode | undefined;
  /** Whether the user holds a reserved or used (not released) use of the promo. */
  readonly promoUsedByUser: boolean;
  readonly userExists: boolean;
}

/** The shop's own prices, read when an order is priced: nothing the client says about money is used. */
export interface OrderCatalog {
  /** Every fact the order's price depends on, read at one moment (one statement, one round trip). */
  pricingFacts(request: PricingRequest): Promise<PricingFacts>;
}
