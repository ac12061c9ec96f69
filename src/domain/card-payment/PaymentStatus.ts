/**
 * The states of a card payment attempt, as the gateway's reports leave it. Superseded: a newer
 * attempt for the same order replaced this unpaid one.
 */
export const PAYMENT_STATUSES = ['Pending', 'Success', 'Failed', 'Superseded'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
