import { type PaymentMethod, isPaymentMethod } from '@tiara/domain/checkout';

export const PAYMENT_CONFIRMATION_PATH = '/payment/confirmation';

/**
 * SPEC §2: /payment/confirmation reads success, order, merchant_order_id and payment_method. Cash
 * and pickup orders arrive with our order id and their method; the gateway sends card payments back
 * with its own order id in `order` and our reference in `merchant_order_id`.
 */
export interface PaymentConfirmationQuery {
  readonly success: boolean;
  readonly order: string | null;
  readonly merchantOrderId: string | null;
  readonly paymentMethod: PaymentMethod | null;
}

/**
 * Where a cash or pickup order goes once placed (SPEC §4 step 4), and a card order store credit
 * paid in full, named by its reference (`tiaraai-41`), which tells the page what to activate.
 */
export function confirmationPathFor(order: number | string, method: PaymentMethod): string {
  const query = new URLSearchParams({ success: 'true', order: String(order), payment_method: method });
  return `${PAYMENT_CONFIRMATION_PATH}?${query.toString()}`;
}

/** Reads the query as the gateway or the checkout wrote it; anything unexpected reads as absent or false. */
export function readConfirmationQuery(params: URLSearchParams): PaymentConfirmationQuery {
  const text = (key: string): string | null => {
    const value = params.get(key)?.trim();
    return value ? value : null;
  };
  const method = text('payment_method');
  return {
    success: text('success')?.toLowerCase() === 'true',
    order: text('order') ?? text('order_id'),
    merchantOrderId: text('merchant_order_id'),
    paymentMethod: isPaymentMethod(method) ? method : null,
  };
}
