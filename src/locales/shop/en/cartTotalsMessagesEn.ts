/** The cart summary's shipping estimate and what the promo is taken from (issue 27); not SPEC text: SPEC's cart shows no shipping. */
export const cartTotalsMessagesEn = {
  deliverTo: 'Deliver to',
  shippingTo: (governorate: string): string => `Shipping (${governorate})`,
  promoTakenFrom: (amount: string): string => `Promo discount taken from subtotal + shipping (${amount})`,
  promoTakenFromSubtotal: (amount: string): string => `Promo discount taken from the subtotal (${amount})`,
} as const;
