import { type Piasters, formatEgp } from '@tiara/domain/money';

/** What the order routes tell the customer when an order cannot be placed or confirmed as asked. */
export const serverOrderMessagesEn = {
  pricesChanged: (total: Piasters): string => `Prices have changed since your cart was filled. The order total is now ${formatEgp(total)}; please review your cart.`,
  linePriceChanged: (name: string, price: Piasters, total: Piasters): string =>
    `The price of ${name} is now ${formatEgp(price)}. The order total is now ${formatEgp(total)}; please review your cart.`,
  productUnavailable: (name: string): string => `${name} is no longer available.`,
  outOfStock: (name: string): string => `Not enough stock for ${name}. Please reduce the quantity or remove it from your cart.`,
  variantRequired: (name: string): string => `Please choose a variant of ${name}.`,
  packageRequired: 'Please select a package before registering.',
  unknownPackage: (title: string): string => `The chosen package is not offered for ${title}.`,
  onlyOne: (name: string): string => `${name} can only be bought once per order.`,
  signInRequired: 'Please sign in to buy an AI plan or register for a training.',
  unknownCustomer: 'The customer of this order does not exist.',
  orderNotFound: (orderId: number): string => `Order #${orderId} was not found.`,
  orderClosed: (orderId: number, status: string): string => `Order #${orderId} is ${status} and can no longer be confirmed.`,
  orderAlreadyAccepted: (orderId: number, status: string): string => `Order #${orderId} is already ${status} and cannot be marked as failed.`,
  paymentNotVerified: (orderId: number): string => `The payment for order #${orderId} has not been confirmed by the payment gateway.`,
  notCardOrder: (orderId: number): string => `Order #${orderId} is not paid by card.`,
  guestFailureNotAllowed: 'Only the shop can mark a guest order as failed.',
  promoUseNotFound: (orderId: number): string => `No use of this promo code was recorded for order #${orderId}.`,
} as const;
