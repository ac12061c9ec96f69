/** The invoice download, for the customer's orders and the back office's. */
export const invoiceMessagesEn = {
  download: 'Download invoice',
  downloadFor: (orderId: number): string => `Download the invoice of order #${orderId}`,
  failed: 'The invoice could not be downloaded',
} as const;
