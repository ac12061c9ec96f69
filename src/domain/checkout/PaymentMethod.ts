export type PaymentMethod = 'cash' | 'credit' | 'pickup';

/** In the order SPEC §2 lists them, which is also the order the checkout shows them in. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'credit', 'pickup'];

const CARD_ONLY: readonly PaymentMethod[] = ['credit'];

/** AI plans and trainings are activated by the payment itself, so they can only be paid online. */
export function allowedPaymentMethods(hasSubscriptionItems: boolean): readonly PaymentMethod[] {
  return hasSubscriptionItems ? CARD_ONLY : PAYMENT_METHODS;
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
