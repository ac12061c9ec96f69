/** What the credit note endpoints answer when they cannot do as asked, and the line a refund of a whole order is credited as. */
export const serverCreditNoteMessagesEn = {
  creditNoteNotFound: (id: number): string => `Credit note #${id} was not found.`,
  orderNotFound: (orderId: number): string => `Order #${orderId} was not found.`,
  refundOfOrder: (orderId: number): string => `Refund of order #${orderId}`,
} as const;
