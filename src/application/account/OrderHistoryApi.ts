import type { ServiceIdentifier } from 'inversify';
import type { CartItemKind } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import type { Product } from '../catalog/Product';
import type { ApiResult } from '../shared/ApiResult';

/** An item of SPEC §3 "Order as read back". */
export interface PastOrderItem {
  readonly name: string;
  readonly quantity: number;
  /** Per unit. */
  readonly price: Piasters;
  readonly image: string;
  /**
   * What was bought, to order it again: the product's own id (the plan's or training's for those
   * kinds), the variant and the kind. Null from a backend that answers only SPEC §3's fields.
   */
  readonly productId: number | null;
  readonly variantId: number | null;
  readonly kind: CartItemKind | null;
}

/** What the order was charged beside its items, as the shop stored it. */
export interface PastOrderCharges {
  readonly shipping: Piasters;
  readonly discount: Piasters;
  /** The promo code of the discount; null without one. */
  readonly promoCode: string | null;
}

/** SPEC §3 "Order as read back". */
export interface PastOrder {
  readonly id: number;
  readonly createdAt: Date;
  /** Null from a backend that answers only SPEC §3's fields, which tell the total alone. */
  readonly charges: PastOrderCharges | null;
  readonly total: Piasters;
  readonly status: string;
  readonly items: readonly PastOrderItem[];
}

export interface OrderHistoryApi {
  /** GET /api/order/user/{userId}: the customer's orders, newest first. */
  ordersOf(userId: number): Promise<ApiResult<PastOrder[]>>;
  /** GET /api/order/user/{userId}/buy-again: the products the customer orders most, best first, as the catalogue shows them. */
  buyAgain(userId: number): Promise<ApiResult<Product[]>>;
}

export const OrderHistoryApi: ServiceIdentifier<OrderHistoryApi> = Symbol('OrderHistoryApi');
