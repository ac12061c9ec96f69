import { pluralOf } from '../../Translation';

/** The texts of "Order again" (My orders, the account's recent orders) and of the "Buy again" strip. */
export const orderAgainMessagesEn = {
  orderAgain: 'Order again',
  /** The button's name beside others: its visible words first, so a reader who says them (voice control) finds it. */
  orderAgainLabel: (orderNumber: string) => `Order again, order ${orderNumber}`,
  adding: 'Adding the items to your cart…',
  addedTitle: 'Added to your cart',
  nothingAddedTitle: 'Nothing was added to your cart',
  addedCount: (count: number) => pluralOf('en', count, { one: '1 item was added at today’s price.', other: `${count} items were added at today’s prices.` }),
  reduced: (name: string, quantity: number, requested: number) => `${name}: ${quantity} of ${requested} added, all we have in stock.`,
  unavailable: {
    'no-longer-sold': (name: string) => `${name} is no longer sold.`,
    'out-of-stock': (name: string) => `${name} is out of stock.`,
    'stock-limit': (name: string) => `${name}: your cart already holds all we have in stock.`,
    'own-page': (name: string) => `${name} is bought from its own page, not added again.`,
  },
  goToCart: 'Go to cart',
  close: 'Close',
  buyAgain: 'Buy again',
  buyAgainIntro: 'What your clinic orders most, at today’s prices.',
};
