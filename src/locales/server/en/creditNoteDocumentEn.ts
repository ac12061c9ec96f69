/** The printed words of a credit note (server/adapters/pdf/CreditNotePdf.ts) beside those it shares with the invoice; the amounts come formatted. */
export const creditNoteDocumentEn = {
  title: 'CREDIT NOTE',
  creditNoteNumber: (number: string): string => `Credit note number: ${number}`,
  creditsInvoice: (number: string, day: string): string => `Credits invoice ${number} of ${day}`,
  refundMethods: {
    card: 'Refunded to the card the order was paid with',
    'store-credit': 'Refunded as store credit',
    'by-hand': 'Paid back by hand',
  },
  goods: 'Goods credited',
  /** What the amount holds beyond the lines' worth (shipping given back…). */
  addedToGoods: 'Other amounts refunded',
  /** What the amount keeps back from the lines' worth (the return's shipping…). */
  keptFromGoods: 'Not refunded',
  amountCredited: 'Total credited',
  footnote: 'This credit note reduces the invoice it refers to by the total credited, value added tax included. Amounts in Egyptian pounds (EGP).',
} as const;
