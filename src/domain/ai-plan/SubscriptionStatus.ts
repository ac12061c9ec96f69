/** The states of a customer's AI plan subscription: Pending until its order is paid, then Active, or Cancelled. */
export const SUBSCRIPTION_STATUSES = ['Pending', 'Active', 'Cancelled'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
