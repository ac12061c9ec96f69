/** The product list's Filters control, its active filters, the price boxes' checks and the cards' stock and quantity (issue 27). */
export const catalogListMessagesEn = {
  // The Filters control and its drawer
  filtersButton: (count: number) => (count > 0 ? `Filters (${count})` : 'Filters'),
  showProducts: (count: number) => (count === 1 ? 'Show 1 product' : `Show ${count} products`),
  closeFilters: 'Close filters',

  // The active filters above the list
  activeFilters: 'Active filters',
  minPriceChip: (price: string) => `Min ${price}`,
  maxPriceChip: (price: string) => `Max ${price}`,
  /** Read after a chip's own text, so its name begins with what it shows: "Min 100 EGP (remove filter)". */
  removeFilter: '(remove filter)',
  clearAll: 'Clear all',

  // The price boxes
  minAboveMax: 'Minimum price must not be more than the maximum',
  notAnAmount: 'Enter the price in EGP, in figures (for example 250)',

  // The product card
  inStock: 'In stock',
  inStockCount: (count: number) => `${count} in stock`,
  chooseOnPage: 'Choose a size or option',
};
