/** The invoice download, for the customer's orders and the back office's. */
export const invoiceMessagesEn = {
  download: 'Download invoice',
  /** The button's name beside others: its visible words first, so a reader who says them (voice control) finds it. */
  downloadFor: (orderId: number): string => `Download invoice, order #${orderId}`,
  failed: 'The invoice could not be downloaded',
} as const;
