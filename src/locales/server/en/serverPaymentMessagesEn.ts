import { PAYMENT_CURRENCY } from '@tiara/domain/checkout';
import { type Piasters, formatEgp } from '@tiara/domain/money';
import { serverOrderMessagesEn } from './serverOrderMessagesEn';

/** What the payment routes tell the customer (and the shop) when a card payment cannot go ahead as asked. */
export const serverPaymentMessagesEn = {
  invalidOrderReference: 'Not an order id or order reference',
  referenceMismatch: 'The payment reference does not name this order.',
  notCardOrder: serverOrderMessagesEn.notCardOrder,
  alreadyPaid: (orderId: number): string => `Order #${orderId} is already paid.`,
  orderClosed: (orderId: number, status: string): string => `Order #${orderId} is ${status} and can no longer be paid.`,
  orderExpired: (orderId: number): string => `The time to pay for order #${orderId} has run out. Please place your order again.`,
  nothingToPay: (orderId: number): string => `Order #${orderId} has nothing to pay.`,
  amountMismatch: (orderId: number, total: Piasters): string => `The amount to pay does not match order #${orderId}, whose total is ${formatEgp(total)}.`,
  unmatchedItemPrices: 'The items of the payment do not add up to its amount.',
  wrongCurrency: `Card payments are taken in ${PAYMENT_CURRENCY} only.`,
  gatewayRefused: (detail: string): string => `The payment gateway refused the payment request: ${detail}`,
  gatewayUnavailable: 'The payment gateway cannot be reached. Please try again in a few minutes.',
  invalidSignature: 'The payment notification could not be verified.',
} as const;
