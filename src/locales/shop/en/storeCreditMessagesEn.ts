/** The texts of store credit: the account's balance and ledger, the checkout's choice and amounts, and the order page's payment. */
export const storeCreditMessagesEn = {
  sectionTitle: 'Store credit',
  sectionIntro: 'Credit from refunds. Use it at checkout to pay part or all of an order.',
  balance: 'Balance',
  ledgerLabel: 'Store credit history',
  loading: 'Loading store credit',
  loadFailed: 'Your store credit could not be loaded.',
  tryAgain: 'Try Again',
  /** What an entry was, with the order it concerns. */
  entries: {
    refund: (orderId: number): string => `Refund on order #${orderId}`,
    spent: (orderId: number): string => `Spent on order #${orderId}`,
    restored: (orderId: number): string => `Given back from order #${orderId}`,
  },
  /** What an entry was, when the shop no longer keeps its order. */
  entriesWithoutOrder: {
    refund: 'Refund',
    spent: 'Spent on an order',
    restored: 'Given back from an order',
  },

  useCredit: (balance: string): string => `Use my store credit (balance ${balance})`,
  storeCredit: 'Store credit',
  toPay: 'To pay',
  coversOrder: 'Your store credit pays this whole order: nothing is left to pay.',
  cardCharge: (amount: string): string => `Your card will be charged ${amount}.`,

  paidWithStoreCredit: 'Paid with store credit',
  byMethod: (method: string): string => `By ${method}`,
} as const;
