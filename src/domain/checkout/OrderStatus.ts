import { piastersFromPounds, type Piasters } from '../money';

/** Every order is created with this status (SPEC §4 "Order status"). */
export const ORDER_STATUS_PENDING = 'Pending';

/** The results the payment-confirmation steps post for an order. */
export type PaymentOutcome = 'Success' | 'Failed';
export const ORDER_STATUS_SUCCESS: PaymentOutcome = 'Success';
export const ORDER_STATUS_FAILED: PaymentOutcome = 'Failed';

export function paymentOutcome(succeeded: boolean): PaymentOutcome {
  return succeeded ? ORDER_STATUS_SUCCESS : ORDER_STATUS_FAILED;
}

export const DELIVERED_STATUS_LABEL = 'Delivered';

/** The orders screen shows 'Success' as 'Delivered' and every other status as it is. */
export function displayOrderStatus(status: string): string {
  return status === ORDER_STATUS_SUCCESS ? DELIVERED_STATUS_LABEL : status;
}

export interface OrdersShippingFeeLine {
  readonly name: string;
  readonly price: Piasters;
  readonly quantity: number;
}

/** SPEC §9: the orders screen adds this fixed line to each order's items, whatever was charged. */
export const ORDERS_SHIPPING_FEE_LINE: OrdersShippingFeeLine = {
  name: 'Shipping Fee',
  price: piastersFromPounds(150),
  quantity: 1,
};
