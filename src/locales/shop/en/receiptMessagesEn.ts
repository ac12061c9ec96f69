/** The receipt under the payment confirmation (/payment/confirmation), beside SPEC's titles. */
export const receiptMessagesEn = {
  loading: 'Loading your receipt',
  failed: 'Your receipt could not be loaded.',
  retry: 'Try again',
  trackOrder: 'Track your order',
} as const;
