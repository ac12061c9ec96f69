import type { ServiceIdentifier } from 'inversify';
import type { CartItemKind } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import type { CourierId, PaymentState, TimelineKind } from '@tiara/domain/order-tracking';
import type { OrderReturnsApi, RefundMethod } from '../returns/OrderReturnsApi';
import type { ApiResult } from '../shared/ApiResult';

/** A line of the order as bought. */
export interface OrderDetailLine {
  /** The id in its own catalogue: a product, an AI plan or a training. */
  readonly productId: number;
  readonly variantId: number | null;
  readonly kind: CartItemKind;
  readonly sku: string | null;
  readonly name: string;
  readonly quantity: number;
  /** Per unit, as charged. */
  readonly price: Piasters;
  readonly image: string;
}

export interface DeliveryAddress {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
}

/**
 * A step of the order's history; the parcel's courier and tracking number on 'shipped', the money
 * given back on 'refunded' and on 'store-credit-given-back' (to the store credit).
 */
export interface OrderStep {
  readonly kind: TimelineKind;
  readonly at: Date;
  readonly tracking: { readonly courier: CourierId | null; readonly courierName: string; readonly number: string; readonly url: string | null } | null;
  /** Null where the server did not say (another backend, or an older step). */
  readonly refund: { readonly amount: Piasters; readonly method: RefundMethod } | null;
}

/** GET /api/order/{orderId}. */
export interface OrderDetail {
  readonly id: number;
  readonly createdAt: Date;
  readonly status: string;
  readonly paymentMethod: string;
  readonly paymentState: PaymentState;
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  readonly discount: Piasters;
  /** The promo code of the discount; null without one. */
  readonly promoCode: string | null;
  readonly total: Piasters;
  /** What of the total store credit paid (a payment, not a discount); 0 where the backend does not say. */
  readonly storeCredit: Piasters;
  readonly deliveryAddress: DeliveryAddress;
  readonly lines: readonly OrderDetailLine[];
  /** Oldest first. */
  readonly timeline: readonly OrderStep[];
}

/** The order page's calls; its returns ride on the same adapter (`OrderReturnsApi`). */
export interface OrderDetailApi extends OrderReturnsApi {
  /** GET /api/order/{orderId}: one of the signed-in customer's orders. */
  order(orderId: number): Promise<ApiResult<OrderDetail>>;
}

export const OrderDetailApi: ServiceIdentifier<OrderDetailApi> = Symbol('OrderDetailApi');
