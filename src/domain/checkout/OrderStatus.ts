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
