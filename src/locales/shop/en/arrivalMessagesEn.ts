/** When an order is expected, beside a product, the cart, the checkout, a new order and the order page. Days read "Mon 30 Nov". */
export const arrivalMessagesEn = {
  arrives: (earliest: string, latest: string): string => `Arrives ${earliest} – ${latest}`,
  readyForPickup: (earliest: string, latest: string): string => `Ready for pickup ${earliest} – ${latest}`,
  deliveryTo: (governorate: string): string => `Delivery to ${governorate}`,
  pickupFromStore: 'Pickup from our store',
} as const;
