/** The states of a customer's AI plan subscription: Pending until its order is paid, then Active, or Cancelled. */
export const AI_SUBSCRIPTION_STATUSES = ['Pending', 'Active', 'Cancelled'] as const;

export type AiSubscriptionStatus = (typeof AI_SUBSCRIPTION_STATUSES)[number];
