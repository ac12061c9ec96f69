import type { Piasters } from '../../../src/domain/money';
import type { PromoCode } from '../../../src/domain/promo';
import type { ShippingFeeRecord } from '../../../src/domain/shipping-fee';

export interface PricedProduct {
  readonly id: number;
  readonly name: string;
  readonly price: Piasters;
  readonly discount: Piasters;
  readonly isVariant: boolean;
  readonly image: string;
}

export interface PricedVariant {
  readonly id: number;
  readonly productId: number;
  readonly sku: string;
}

export interface PricedPlan {
  readonly id: number;
  readonly name: string;
  readonly price: Piasters;
}

export interface PricedTraining {
  readonly id: number;
  readonly title: string;
  readonly image: string;
  readonly packages: ReadonlyArray<{ readonly id: number; readonly name: string; readonly price: Piasters }>;
}

/** The shop's own prices, read when an order is priced: nothing the client says about money is used. */
export interface OrderCatalog {
  /** The active products among these ids. */
  activeProducts(ids: readonly number[]): Promise<PricedProduct[]>;
  variantsBySku(skus: readonly string[]): Promise<PricedVariant[]>;
  /** The active AI plans among these ids. */
  activePlans(ids: readonly number[]): Promise<PricedPlan[]>;
  /** The active trainings among these ids, with their packages. */
  activeTrainings(ids: readonly number[]): Promise<PricedTraining[]>;
  shippingFees(): Promise<ShippingFeeRecord[]>;
  promoCodeById(id: number): Promise<PromoCode | undefined>;
  /** Whether the user holds a reserved or used (not released) use of the code. */
  hasUsedPromo(promoCodeId: number, userId: number): Promise<boolean>;
  userExists(userId: number): Promise<boolean>;
}
